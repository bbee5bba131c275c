// Issue 35 point 4: the generated robots.txt has one group per user agent and no line twice in a group, and parsed by
// our RFC 9309 parser (engine/parse/robots-txt.ts) it gives exactly the rules it was generated from: the site's own
// groups unchanged, the Content-Signal line inside the site's "*" group, and each added agent with the "*" rules.
import { describe, expect, it } from 'vitest';
import { AI_TOKENS, parseRobots, type ParsedRobots } from '../../../engine/index';
import { robotsTxt } from '../../../lib/artifacts/generators/robots-txt';
import type { ArtifactInput } from '../../../lib/artifacts/site-input';
import { buildReport } from '../../helpers/me-fixtures';

const ORIGIN = 'https://robots.example';

function generate(existing: string | null): string {
  const report = buildReport({ url: `${ORIGIN}/`, at: new Date('2026-11-20T09:00:00Z'), overallScore: 50, checks: [{ id: 'robots-txt', score: 50 }] });
  report.siteFacts = { siteName: null, pages: [], robotsKind: existing === null ? 'missing' : 'ok', robotsTxt: existing, sitemaps: [] } as never;
  const input: ArtifactInput = { siteId: '00000000-0000-4000-8000-000000000001', host: 'robots.example', origin: ORIGIN, scanId: '00000000-0000-4000-8000-000000000002', report };
  return robotsTxt(input).body as string;
}

/** Each user agent's rules as "Allow: /x" lines, after RFC 9309's merge of groups that name the same agent. */
function rulesByAgent(parsed: ParsedRobots): Map<string, string[]> {
  const byAgent = new Map<string, string[]>();
  for (const group of parsed.groups) {
    for (const agent of group.userAgents) {
      byAgent.set(agent.toLowerCase(), [...(byAgent.get(agent.toLowerCase()) ?? []), ...group.rules.map((rule) => `${rule.type === 'allow' ? 'Allow' : 'Disallow'}: ${rule.pattern}`)]);
    }
  }
  return byAgent;
}

function expectOneGroupPerAgentAndNoRepeats(parsed: ParsedRobots): void {
  const agents = parsed.groups.flatMap((group) => group.userAgents.map((agent) => agent.toLowerCase()));
  expect(agents.filter((agent, index) => agents.indexOf(agent) !== index)).toEqual([]);
  for (const group of parsed.groups) {
    const lines = group.rules.map((rule) => `${rule.type}:${rule.pattern}`);
    expect(lines.filter((line, index) => lines.indexOf(line) !== index), `group of ${group.userAgents.join(', ')}`).toEqual([]);
  }
  expect(parsed.invalidLines).toEqual([]);
}

const ADDED_AGENTS = AI_TOKENS.filter((entry) => entry.class !== 'training').map((entry) => entry.token.toLowerCase());

describe('the generated robots.txt', () => {
  it('puts the Content-Signal line into the site\'s own "*" group and gives the agents its rules once, with Allow: /', () => {
    const own = 'User-agent: *\nDisallow: /admin\nAllow: /\n\nUser-agent: GPTBot\nDisallow: /\n';
    const body = generate(own);
    const parsed = parseRobots(body);
    expectOneGroupPerAgentAndNoRepeats(parsed);
    const rules = rulesByAgent(parsed);
    // The site's own groups parse to the rules they had.
    const before = rulesByAgent(parseRobots(own));
    expect(rules.get('*')).toEqual(before.get('*'));
    expect(rules.get('gptbot')).toEqual(before.get('gptbot'));
    for (const agent of ADDED_AGENTS) expect(rules.get(agent), agent).toEqual(['Disallow: /admin', 'Allow: /']);
    expect(parsed.contentSignals).toHaveLength(1);
    expect(parsed.groups[parsed.contentSignals[0]!.group!]!.userAgents).toEqual(['*']);
    expect(body.match(/^User-agent: \*$/gm)).toHaveLength(1);
    expect(body).not.toMatch(/Allow: \/\nAllow: \/\n/);
  });

  it('writes a "*" group with the signal and Allow: / for a site without robots.txt, each agent once', () => {
    const parsed = parseRobots(generate(null));
    expectOneGroupPerAgentAndNoRepeats(parsed);
    const rules = rulesByAgent(parsed);
    expect(rules.get('*')).toEqual(['Allow: /']);
    for (const agent of ADDED_AGENTS) expect(rules.get(agent), agent).toEqual(['Allow: /']);
    expect(parsed.contentSignals).toHaveLength(1);
    expect(parsed.sitemaps.map((sitemap) => sitemap.url)).toEqual([`${ORIGIN}/sitemap.xml`]);
  });

  it('keeps a file whose "*" groups are split in two as one merged set of rules for the agents', () => {
    const own = 'User-agent: *\nDisallow: /tmp\n\nUser-agent: Bingbot\nAllow: /\n\nUser-agent: *\nDisallow: /cart\n';
    const parsed = parseRobots(generate(own));
    const rules = rulesByAgent(parsed);
    for (const agent of ADDED_AGENTS) expect(rules.get(agent), agent).toEqual(['Disallow: /tmp', 'Disallow: /cart', 'Allow: /']);
    expect(rules.get('*')).toEqual(['Disallow: /tmp', 'Disallow: /cart']);
    expect(parsed.contentSignals).toHaveLength(1);
  });
});
