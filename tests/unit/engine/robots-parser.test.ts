// RFC 9309 semantics of our robots.txt parser (the page chooser and ai-crawler-rules rely on them).
import { describe, expect, it } from 'vitest';
import { isAllowed, normalizeRobotsPath, parseRobots } from '../../../engine/parse/robots-txt.js';

describe('robots.txt parser (RFC 9309)', () => {
  it('groups consecutive user-agent lines and keeps line numbers of rules', () => {
    const robots = parseRobots('User-agent: a\nUser-agent: b\nDisallow: /x\n\nUser-agent: c\nAllow: /\n');
    expect(robots.groups).toHaveLength(2);
    expect(robots.groups[0]!.userAgents).toEqual(['a', 'b']);
    expect(robots.groups[0]!.rules[0]).toEqual({ type: 'disallow', pattern: '/x', line: 3 });
    expect(isAllowed(robots, 'b', '/x/y')).toMatchObject({ allowed: false, line: 3 });
  });

  it('does not split consecutive user-agent lines on other records', () => {
    const robots = parseRobots('User-agent: a\nCrawl-delay: 5\nUser-agent: b\nDisallow: /x\n');
    expect(robots.groups).toHaveLength(1);
    expect(isAllowed(robots, 'a', '/x')).toMatchObject({ allowed: false, line: 4 });
  });

  it('uses the longest match, and allow wins a tie', () => {
    const robots = parseRobots('User-agent: *\nDisallow: /a\nAllow: /a/b\nDisallow: /c\nAllow: /c\n');
    expect(isAllowed(robots, 'Any', '/a/b/c')).toMatchObject({ allowed: true, line: 3 });
    expect(isAllowed(robots, 'Any', '/a/x')).toMatchObject({ allowed: false, line: 2 });
    expect(isAllowed(robots, 'Any', '/c')).toMatchObject({ allowed: true, line: 5 });
    expect(isAllowed(robots, 'Any', '/other')).toMatchObject({ allowed: true, line: null });
  });

  it('supports * and $ wildcards', () => {
    const robots = parseRobots('User-agent: *\nDisallow: /*.pdf$\nDisallow: /private*/data\n');
    expect(isAllowed(robots, 'x', '/docs/file.pdf').allowed).toBe(false);
    expect(isAllowed(robots, 'x', '/docs/file.pdf?download=1').allowed).toBe(true);
    expect(isAllowed(robots, 'x', '/private-zone/data/1').allowed).toBe(false);
    expect(isAllowed(robots, 'x', '/private-zone/info').allowed).toBe(true);
  });

  it('never merges the * group into a named group, but merges groups with the same token', () => {
    const robots = parseRobots(
      'User-agent: *\nDisallow: /\n\nUser-agent: GPTBot\nDisallow: /secret\n\nUser-agent: gptbot\nDisallow: /other\n',
    );
    expect(isAllowed(robots, 'GPTBot', '/')).toMatchObject({ allowed: true, namedGroup: true });
    expect(isAllowed(robots, 'GPTBot', '/other/x')).toMatchObject({ allowed: false, line: 8 });
    expect(isAllowed(robots, 'ClaudeBot', '/')).toMatchObject({ allowed: false, line: 2, namedGroup: false });
  });

  it('matches the product token case-insensitively and ignores version suffixes', () => {
    const robots = parseRobots('User-agent: AgentGauge/6.0\nDisallow: /\n');
    expect(isAllowed(robots, 'agentgauge', '/page').allowed).toBe(false);
    expect(isAllowed(robots, 'AgentGaugeX', '/page').allowed).toBe(true);
  });

  it('normalizes percent-encoding before comparing', () => {
    expect(normalizeRobotsPath('/%7euser/%2fx/ä')).toBe('/~user/%2Fx/%C3%A4');
    const robots = parseRobots('User-agent: *\nDisallow: /%7Euser/\nDisallow: /caf%C3%A9\n');
    expect(isAllowed(robots, 'x', '/~user/page').allowed).toBe(false);
    expect(isAllowed(robots, 'x', '/café').allowed).toBe(false);
  });

  it('recognises records, reports lines that do not parse and rules before the first user-agent', () => {
    const robots = parseRobots(
      'Disallow: /early\nSitemap: https://example.com/s.xml\n# comment\nUser-agent: *\nCrawl-delay: 5\nContent-Signal: search=yes\nthis is junk\nAllow: /\n',
    );
    expect(robots.rulesBeforeUserAgent).toEqual([{ line: 1, text: 'Disallow: /early' }]);
    expect(robots.sitemaps).toEqual([{ url: 'https://example.com/s.xml', line: 2 }]);
    expect(robots.otherRecords).toEqual([{ key: 'crawl-delay', value: '5', line: 5, group: 0 }]);
    expect(robots.contentSignals[0]).toMatchObject({ line: 6, group: 0, signals: { search: 'yes' } });
    expect(robots.invalidLines).toEqual([{ line: 7, text: 'this is junk' }]);
    expect(robots.groups).toHaveLength(1);
  });

  it('always allows /robots.txt and ignores empty Disallow', () => {
    const robots = parseRobots('User-agent: *\nDisallow: /\n\nUser-agent: a\nDisallow:\n');
    expect(isAllowed(robots, 'x', '/robots.txt').allowed).toBe(true);
    expect(isAllowed(robots, 'a', '/anything').allowed).toBe(true);
  });

  it('accepts absolute URLs and judges their path and query', () => {
    const robots = parseRobots('User-agent: *\nDisallow: /*?session=\n');
    expect(isAllowed(robots, 'x', 'https://example.com/a?session=1').allowed).toBe(false);
    expect(isAllowed(robots, 'x', 'https://example.com/a?page=1').allowed).toBe(true);
  });
});
