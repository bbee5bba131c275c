import { about, fail, info, outcome, pass, warn, type DraftFinding } from '../findings.js';
import type { RobotsArtifact } from '../gather/robots.js';
import { defineCheck } from './define.js';
import { MISSING_FILE_CODES, missingFileFinding } from './helpers/file-findings.js';

const CODES = {
  ...MISSING_FILE_CODES,
  unreachable: 'robots.txt answered 5xx or not at all: crawlers must assume they may fetch nothing (RFC 9309 §2.3.1.4).',
  absent: 'There is no robots.txt (4xx, or too many redirects): crawlers may fetch everything, but no rules or sitemaps are stated.',
  unusable: 'robots.txt could not be used for another reason.',
  'fetched-after-wait':
    'robots.txt first answered 429 or 5xx with Retry-After; it was asked again after that wait (the host paused for every request of ours meanwhile), and the second answer is the one judged (RFC 9309 §2.3.1.3–4).',
  'served-as-text': 'robots.txt is served as text/plain.',
  'wrong-type': 'robots.txt is served with another non-HTML type than text/plain.',
  groups: 'robots.txt has user-agent groups (the detail lists the user agents).',
  'no-groups': 'robots.txt has no "User-agent:" group, so it states no rules.',
  'unparsed-lines': 'Some lines are neither records nor comments; crawlers ignore them (the detail lists them with line numbers).',
  'all-lines-parse': 'Every line of robots.txt parses.',
  'rules-before-user-agent': 'Allow/Disallow rules come before the first "User-agent:" line and belong to no group.',
  'relative-sitemap': 'Some Sitemap lines are not absolute URLs.',
  'over-cap': 'robots.txt is over 500 KiB; it was judged on its first 500 KiB, which is what crawlers read.',
  'redirected-to-other-host': 'robots.txt redirects to another host.',
  'other-records': 'robots.txt has other recognised records besides the rules (Sitemap, Content-Signal, Crawl-delay, ...).',
  'agentmap-lighthouse':
    'robots.txt has Agentmap records (ARD): Lighthouse\'s robots-txt audit calls them an unknown directive and fails its audit; this check accepts them (information only, the verdict is unchanged).',
  'likely-typos': 'Some record keys look like misspelt User-agent, Allow or Disallow lines; crawlers differ on honouring them (the detail lists the lines).',
  'group-joined-across-record':
    'A group takes "Disallow: /" for user agents named above a Sitemap or Crawl-delay line that sits between two User-agent lines (RFC 9309 §2.2.4: such records do not end a group) (subject: the group\'s first line).',
} as const;
type Code = keyof typeof CODES;

/** The directives Lighthouse's robots-txt audit accepts (GoogleChrome/lighthouse core/audits/seo/robots-txt.js, DIRECTIVE_SAFELIST); any other is "Unknown directive". */
const LIGHTHOUSE_ROBOTS_SAFELIST = ['user-agent', 'disallow', 'allow', 'sitemap', 'crawl-delay', 'clean-param', 'host', 'request-rate', 'visit-time', 'noindex', 'content-signal', 'license'] as const;

const SPEC_HINT = 'Serve a plain-text /robots.txt (RFC 9309) with at least one "User-agent:" group and its Allow/Disallow rules.';

function listLines(lines: ReadonlyArray<{ line: number; text: string }>): string {
  const shown = lines.slice(0, 10).map(({ line, text }) => `line ${line}: ${text}`);
  const more = lines.length > 10 ? ` (and ${lines.length - 10} more)` : '';
  return shown.join('; ') + more;
}

function judgeMissing(robots: RobotsArtifact): DraftFinding<Code> {
  const response = robots.response;
  if (robots.kind === 'unreachable') {
    const cause = response ? `HTTP ${response.status}` : (robots.failure?.message ?? 'no answer');
    return fail(
      'unreachable',
      'robots.txt is unreachable, so crawlers must assume they may fetch nothing at all (RFC 9309 §2.3.1.4).',
      `${robots.url} — ${cause}`,
      'Make /robots.txt answer 200 (or 404 if you have no rules); a 5xx or no answer blocks every compliant crawler.',
    );
  }
  if (robots.kind === 'absent') {
    const cause = response ? `HTTP ${response.status}` : `${robots.failure?.message ?? 'too many redirects'}`;
    return fail(
      'absent',
      'There is no robots.txt: crawlers may fetch everything, but you state no rules and list no sitemaps.',
      `${robots.url} — ${cause}`,
      SPEC_HINT,
    );
  }
  const file = { url: robots.url, result: robots.result, response, failure: robots.failure, kind: robots.kind };
  return missingFileFinding('robots.txt', file, SPEC_HINT) ?? fail('unusable', 'robots.txt could not be used.', robots.url, SPEC_HINT);
}

export const robotsTxt = defineCheck({
  meta: {
    id: 'robots-txt',
    name: 'robots.txt',
    description:
      'Checks that /robots.txt exists and parses per RFC 9309, so crawlers and agents know what they may fetch.',
    category: 'Discovery',
    scope: 'origin',
    codes: CODES,
  },
  requires: { origin: ['robots'] },
  run({ origin: { robots } }) {
    const response = robots.response;
    if (robots.kind !== 'ok' || !robots.parsed || !response) return outcome(0, [judgeMissing(robots)]);

    const parsed = robots.parsed;
    const findings: Array<DraftFinding<Code>> = [];
    let penalty = 0;
    const where = `${robots.url} — HTTP ${response.status}, ${response.contentType || 'no Content-Type'}`;
    const first = robots.unavailable;
    if (first && first.waitedMs !== null) {
      const asked = first.retryAfter === null ? '' : ` with Retry-After: ${first.retryAfter}`;
      findings.push(
        info(
          'fetched-after-wait',
          `robots.txt first answered ${first.status}${asked}; it was asked again after that wait, and this answer is the one judged.`,
          `${robots.url} — HTTP ${first.status}${asked}, then HTTP ${response.status}`,
          null,
        ),
      );
    }

    if (response.contentType === 'text/plain') {
      findings.push(pass('served-as-text', 'robots.txt is served as text/plain.', where, null));
    } else {
      penalty += 15;
      findings.push(
        warn(
          'wrong-type',
          `robots.txt is served as ${response.contentType || 'an unspecified type'} instead of text/plain.`,
          where,
          'Serve /robots.txt with "Content-Type: text/plain; charset=utf-8".',
        ),
      );
    }

    if (parsed.groups.length > 0) {
      const agents = parsed.groups.flatMap((group) => group.userAgents);
      findings.push(
        pass(
          'groups',
          `robots.txt has ${parsed.groups.length} user-agent group${parsed.groups.length === 1 ? '' : 's'}.`,
          `User-agents: ${agents.slice(0, 20).join(', ')}${agents.length > 20 ? ', …' : ''}`,
          null,
        ),
      );
    } else {
      penalty += 20;
      findings.push(
        warn(
          'no-groups',
          'robots.txt has no "User-agent:" group, so it states no rules for any crawler.',
          robots.url,
          'Add at least "User-agent: *" followed by your Allow/Disallow rules.',
        ),
      );
    }

    // Lines crawlers ignore, by kind, in the order the findings list them: each kind present costs its points.
    const typos = parsed.likelyTypos.map(({ line, text, meant }) => ({ line, text: `${text} (meant: ${meant}?)` }));
    const ignoredLines: Array<{ code: Code; points: number; lines: ReadonlyArray<{ line: number; text: string }>; message: string; fix: string; whenNone?: DraftFinding<Code> }> = [
      {
        code: 'unparsed-lines',
        points: 20,
        lines: parsed.invalidLines,
        message: `${parsed.invalidLines.length} line${parsed.invalidLines.length === 1 ? ' of robots.txt does' : 's of robots.txt do'} not parse as "key: value" records and ${parsed.invalidLines.length === 1 ? 'is' : 'are'} ignored by crawlers.`,
        fix: 'Fix or remove these lines; each record must be "Field: value" and comments start with "#".',
        whenNone: pass('all-lines-parse', 'Every line of robots.txt parses.', null, null),
      },
      {
        code: 'rules-before-user-agent',
        points: 15,
        lines: parsed.rulesBeforeUserAgent,
        message: 'robots.txt has Allow/Disallow rules before the first "User-agent:" line; they belong to no group and crawlers ignore them.',
        fix: 'Move these rules under a "User-agent:" line (for example "User-agent: *").',
      },
      {
        code: 'likely-typos',
        points: 10,
        lines: typos,
        message: `${typos.length} line${typos.length === 1 ? '' : 's'} of robots.txt look${typos.length === 1 ? 's' : ''} like a misspelt directive; some crawlers honour such lines and others ignore them.`,
        fix: 'Spell the directives exactly "User-agent", "Allow" and "Disallow".',
      },
    ];
    for (const kind of ignoredLines) {
      if (kind.lines.length > 0) {
        penalty += kind.points;
        findings.push(warn(kind.code, kind.message, listLines(kind.lines), kind.fix));
      } else if (kind.whenNone) {
        findings.push(kind.whenNone);
      }
    }

    for (const group of parsed.groups) {
      const joined = group.joinedAcross;
      const blocksAll = group.rules.find((rule) => rule.type === 'disallow' && rule.pattern === '/');
      if (!joined || !blocksAll) continue;
      penalty += 10;
      const above = joined.userAgentsAbove.join(', ');
      findings.push(
        about(
          `line ${group.line}`,
          warn(
            'group-joined-across-record',
            `${above} inherit${joined.userAgentsAbove.length === 1 ? 's' : ''} "Disallow: /" only because "${joined.record}" sits between two User-agent lines, which does not end a group (RFC 9309 §2.2.4).`,
            `lines ${group.line}–${blocksAll.line}: User-agent: ${above}; line ${joined.line}: ${joined.record}; line ${blocksAll.line}: Disallow: /`,
            `If ${above} should not be blocked, give ${joined.userAgentsAbove.length === 1 ? 'it' : 'them'} its own rules (e.g. "Allow: /") before the next User-agent line, and move "${joined.record.split(':')[0]}" lines to the end of the file.`,
          ),
        ),
      );
    }

    const relativeSitemaps = parsed.sitemaps.filter(({ url }) => !/^https?:\/\//i.test(url));
    if (relativeSitemaps.length > 0) {
      penalty += 10;
      findings.push(
        warn(
          'relative-sitemap',
          'Some Sitemap lines are not absolute URLs, which the sitemaps protocol requires; some crawlers ignore them.',
          relativeSitemaps.map(({ url, line }) => `line ${line}: Sitemap: ${url}`).join('; '),
          'Write each Sitemap line with the full URL, e.g. "Sitemap: https://example.com/sitemap.xml".',
        ),
      );
    }

    if (robots.overCap) {
      penalty += 20;
      findings.push(
        warn(
          'over-cap',
          `robots.txt is larger than ${Math.round(robots.capBytes / 1024)} KiB; it was judged on its first ${Math.round(robots.capBytes / 1024)} KiB, and crawlers (Google among them) ignore the rest.`,
          robots.url,
          'Shorten robots.txt below 500 KiB, for example by grouping rules with wildcards.',
        ),
      );
    }

    if (robots.redirectedToHost) {
      penalty += 15;
      findings.push(
        warn(
          'redirected-to-other-host',
          `robots.txt redirects to another host (${robots.redirectedToHost}); some crawlers do not follow it, and it then governs that host's rules, not yours.`,
          `${robots.url} → ${response.finalUrl}`,
          'Serve /robots.txt directly on this host with status 200.',
        ),
      );
    }

    const records = parsed.otherRecords.map((record) => `${record.key} (line ${record.line})`);
    if (parsed.sitemaps.length > 0 || records.length > 0 || parsed.contentSignals.length > 0) {
      findings.push(
        info(
          'other-records',
          'robots.txt also has recognised records besides the rules.',
          [
            parsed.sitemaps.length > 0 ? `sitemap ×${parsed.sitemaps.length}` : '',
            parsed.contentSignals.length > 0 ? `content-signal ×${parsed.contentSignals.length}` : '',
            ...records.slice(0, 10),
          ]
            .filter(Boolean)
            .join(', '),
          null,
        ),
      );
    }

    // checks.md 2026-12: Agentmap is recognised here; owners should know Lighthouse fails it (its score, not ours).
    const agentmaps = parsed.otherRecords.filter((record) => record.key === 'agentmap');
    if (agentmaps.length > 0) {
      findings.push(
        info(
          'agentmap-lighthouse',
          `Lighthouse's robots-txt audit calls Agentmap an unknown directive (it is not in the audit's safelist), so Lighthouse reports robots.txt as not valid; this check accepts the record${agentmaps.length === 1 ? '' : 's'}.`,
          `Agentmap on line${agentmaps.length === 1 ? '' : 's'} ${agentmaps.map((record) => record.line).join(', ')}; Lighthouse core/audits/seo/robots-txt.js DIRECTIVE_SAFELIST: ${LIGHTHOUSE_ROBOTS_SAFELIST.join(', ')}`,
          'Keep the record for agents that read ARD. Hiding it from Lighthouse\'s user-agent keeps the SEO score but shows crawlers two different files; AgentGauge judges the file every agent gets.',
        ),
      );
    }

    return outcome(penalty === 0 ? 100 : Math.max(20, 100 - penalty), findings);
  },
});
