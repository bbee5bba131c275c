// robots-txt (checks.md, check 1): run on hand-built robots.txt artifacts, one case per branch.
import { describe, expect, it } from 'vitest';
import { robotsTxt } from '../../../engine/checks/robots-txt.js';
import { isAllowed, likelyDirective, parseRobots } from '../../../engine/parse/robots-txt.js';
import { robots, runCheck, verdicts } from '../../helpers/engine/build.js';

const run = (artifact: ReturnType<typeof robots>) => runCheck(robotsTxt, { origin: { robots: artifact } });

describe('robots-txt', () => {
  it('passes a plain-text file whose every line parses into user-agent groups', () => {
    const outcome = run(robots('User-agent: *\nDisallow: /private\n'));
    expect(outcome.score).toBe(100);
    expect(verdicts(outcome)).toEqual(['pass served-as-text', 'pass groups', 'pass all-lines-parse']);
  });

  it('warns about the type, missing groups, lines that do not parse and rules before the first group', () => {
    const outcome = run(robots('Disallow: /a\nthis is not a record\n', { type: 'application/octet-stream' }));
    expect(verdicts(outcome)).toEqual(['warn wrong-type', 'warn no-groups', 'warn unparsed-lines', 'warn rules-before-user-agent']);
    expect(outcome.score).toBe(100 - 15 - 20 - 20 - 15);
    expect(outcome.findings[2]!.detail).toBe('line 2: this is not a record');
  });

  it('reports relative Sitemap lines and the other recognised records', () => {
    const outcome = run(robots('User-agent: *\nAllow: /\nSitemap: /sitemap.xml\nCrawl-delay: 5\n'));
    expect(verdicts(outcome)).toEqual([
      'pass served-as-text',
      'pass groups',
      'pass all-lines-parse',
      'warn relative-sitemap',
      'info other-records',
    ]);
    expect(outcome.score).toBe(90);
  });

  it('warns when the file was judged on its first 500 KiB, or redirected to another host', () => {
    const artifact = { ...robots('User-agent: *\nAllow: /\n'), overCap: true, redirectedToHost: 'cdn.other.test' };
    const outcome = run(artifact);
    expect(verdicts(outcome).slice(3)).toEqual(['warn over-cap', 'warn redirected-to-other-host']);
    expect(outcome.score).toBe(65);
  });

  it('fails without a file: absent (everything allowed), unreachable (nothing allowed), or an HTML page', () => {
    expect(verdicts(run(robots(null)))).toEqual(['fail absent']);
    const unreachable = run(robots('', { status: 503 }));
    expect(verdicts(unreachable)).toEqual(['fail unreachable']);
    expect(unreachable.findings[0]!.message).toMatch(/RFC 9309 §2\.3\.1\.4/);
    const html = run(robots('<!doctype html><html><head><title>Page not found</title></head></html>', { type: 'text/html' }));
    expect(verdicts(html)).toEqual(['fail file-soft-404']);
    expect(run(robots('   \n', {})).score).toBe(0);
  });

  it('warns, with the line, about likely typos of User-agent, Allow and Disallow (issue 11: crawlers differ on them)', () => {
    const outcome = run(robots('User-agent: *\nDisalow: /a\nDissallow: /b\nUseragent: x\nUser_agent: y\nUser-agen: z\nCrawl-delay: 5\n'));
    expect(verdicts(outcome)).toEqual(['pass served-as-text', 'pass groups', 'pass all-lines-parse', 'warn likely-typos', 'info other-records']);
    expect(outcome.findings[3]!.detail).toBe(
      'line 2: Disalow: /a (meant: Disallow?); line 3: Dissallow: /b (meant: Disallow?); line 4: Useragent: x (meant: User-agent?); ' +
        'line 5: User_agent: y (meant: User-agent?); line 6: User-agen: z (meant: User-agent?)',
    );
    expect(outcome.score).toBe(90);
    // A key with a space does not parse, and is still named as a likely User-agent.
    const spaced = run(robots('User agent: *\nDisallow: /x\n'));
    expect(verdicts(spaced)).toContain('warn likely-typos');
    expect(spaced.findings.find((finding) => finding.code === 'unparsed-lines')!.message).toBe(
      '1 line of robots.txt does not parse as "key: value" records and is ignored by crawlers.',
    );
    // Records crawlers use on purpose are no typos.
    expect(['crawl-delay', 'host', 'sitemap', 'content-usage', 'clean-param'].map(likelyDirective)).toEqual([null, null, null, null, null]);
  });

  it('warns when a group takes "Disallow: /" only because a Sitemap line sits between two User-agent lines (RFC 9309 §2.2.4)', () => {
    const text = 'User-agent: Bingbot\nSitemap: https://site.test/sitemap.xml\nUser-agent: AhrefsBot\nDisallow: /\n';
    const outcome = run(robots(text));
    expect(verdicts(outcome)).toEqual([
      'pass served-as-text',
      'pass groups',
      'pass all-lines-parse',
      'warn group-joined-across-record line 1',
      'info other-records',
    ]);
    expect(outcome.findings[3]!.message).toBe(
      'Bingbot inherits "Disallow: /" only because "Sitemap: https://site.test/sitemap.xml" sits between two User-agent lines, which does not end a group (RFC 9309 §2.2.4).',
    );
    expect(outcome.findings[3]!.detail).toBe('lines 1–4: User-agent: Bingbot; line 2: Sitemap: https://site.test/sitemap.xml; line 4: Disallow: /');
    // The same layout without "Disallow: /" is worth no warning; §2.2.4 still makes it one group.
    expect(verdicts(run(robots('User-agent: a\nCrawl-delay: 3\nUser-agent: b\nDisallow: /tmp\n')))).not.toContain('warn group-joined-across-record line 1');
    expect(isAllowed(parseRobots(text), 'bingbot', '/').allowed).toBe(false);
  });

  it('counts a bare URL on a line of its own as a line that does not parse', () => {
    const outcome = run(robots('User-agent: *\nAllow: /\nhttps://site.test/sitemap.xml\n'));
    expect(verdicts(outcome)).toEqual(['pass served-as-text', 'pass groups', 'warn unparsed-lines']);
    expect(outcome.findings[2]!.detail).toBe('line 3: https://site.test/sitemap.xml');
  });

  it('takes a user-agent for the wildcard only when it is exactly "*" (RFC 9309 §2.2.1 ABNF: product-token = identifier / "*")', () => {
    const parsed = parseRobots('User-agent: *SemrushBot*\nDisallow: /\n\nUser-agent: *\nAllow: /\n');
    expect(isAllowed(parsed, 'GPTBot', '/')).toMatchObject({ allowed: true, namedGroup: false, groupLine: 4 });
    expect(isAllowed(parsed, 'SemrushBot', '/').allowed).toBe(true);
    expect(isAllowed(parseRobots('User-agent: * \nDisallow: /\n'), 'GPTBot', '/').allowed).toBe(false);
  });

  it('treats only SP and HTAB as whitespace in a rule: a Unicode space belongs to the path (RFC 9309 §2.2)', () => {
    const parsed = parseRobots('User-agent: *\nDisallow: /news\u00a0\n');
    expect(parsed.groups[0]!.rules[0]!.pattern).toBe('/news\u00a0');
    expect(isAllowed(parsed, 'GPTBot', '/news').allowed).toBe(true);
    expect(isAllowed(parsed, 'GPTBot', '/news%C2%A0archive').allowed).toBe(false);
    // A line of nothing but a no-break space is no blank line.
    expect(parseRobots('User-agent: *\n\u00a0\n').invalidLines).toEqual([{ line: 2, text: '' }]);
  });

  // checks.md 2026-12: Agentmap (ARD) is a recognised record; Lighthouse's robots-txt audit (GoogleChrome/lighthouse
  // core/audits/seo/robots-txt.js, DIRECTIVE_SAFELIST) throws "Unknown directive" for it. Information only.
  it('says Lighthouse calls Agentmap an unknown directive, and keeps the verdict', () => {
    const outcome = run(robots('Agentmap: https://site.test/.well-known/ai-catalog.json\nUser-agent: *\nAllow: /\n'));
    expect(outcome.score).toBe(100);
    expect(verdicts(outcome)).toEqual(['pass served-as-text', 'pass groups', 'pass all-lines-parse', 'info other-records', 'info agentmap-lighthouse']);
    expect(outcome.findings[4]!.message).toBe(
      "Lighthouse's robots-txt audit calls Agentmap an unknown directive (it is not in the audit's safelist), so Lighthouse reports robots.txt as not valid; this check accepts the record.",
    );
    expect(outcome.findings[4]!.detail).toBe(
      'Agentmap on line 1; Lighthouse core/audits/seo/robots-txt.js DIRECTIVE_SAFELIST: user-agent, disallow, allow, sitemap, crawl-delay, clean-param, host, request-rate, visit-time, noindex, content-signal, license',
    );
  });
});
