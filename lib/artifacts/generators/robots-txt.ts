// /robots.txt: the site's own rules kept as they are, with what agents miss added: an explicit group for search and
// user-triggered AI agents, a Content-Signal line (inside the site's own "*" group when it has one) and a Sitemap
// line. One group per user agent and no line twice in a group, so the file re-parses (RFC 9309) to exactly the rules
// it was built from (tests/unit/fixes/robots-generated.test.ts).
import { AI_TOKENS, namesToken, parseRobots, SITEMAP_PROBE_PATHS, type ParsedRobots } from '@/engine/index';
import { factsOf } from '../site-input';
import type { ArtifactInput } from '../site-input';
import type { Generator } from './types';

const DEFAULT_SIGNAL = 'search=yes, ai-input=yes, ai-train=no';

/** The wildcard groups' rules (RFC 9309 §2.2.1 merges groups of one user agent), so agents given their own group keep what every crawler was told. */
function wildcardRules(parsed: ParsedRobots): string[] {
  return parsed.groups
    .filter((candidate) => candidate.userAgents.includes('*'))
    .flatMap((group) => group.rules.map((rule) => `${rule.type === 'allow' ? 'Allow' : 'Disallow'}: ${rule.pattern}`));
}

const WILDCARD_LINE = /^\s*user-agent\s*:\s*\*\s*(?:#.*)?$/i;
const USER_AGENT_LINE = /^\s*user-agent\s*:/i;

/** The site's own text with `line` added to its first "*" group, after that group's user-agent lines. */
function intoWildcardGroup(text: string, line: string): string[] {
  const lines = text.split(/\r?\n/);
  const start = lines.findIndex((candidate) => WILDCARD_LINE.test(candidate));
  let end = start + 1;
  while (end < lines.length && USER_AGENT_LINE.test(lines[end]!)) end += 1;
  return [...lines.slice(0, end), line, ...lines.slice(end)];
}

/** Findings of one check in the last scan. */
function findingsOf(input: ArtifactInput, checkId: string) {
  return input.report.results.find((result) => result.id === checkId)?.findings ?? [];
}

export const robotsTxt: Generator = (input) => {
  const existing = factsOf(input)?.robotsTxt ?? null;
  const parsed = parseRobots(existing ?? '');
  const hasWildcard = parsed.groups.some((group) => group.userAgents.includes('*'));
  // A site that declares an RSL license states its choices there: a default Content-Signal line could contradict it.
  const declaresLicense = findingsOf(input, 'content-signals').some((finding) => (finding.code ?? '').startsWith('content-signals.rsl-'));
  const hasSignal = declaresLicense || parsed.contentSignals.some((signal) => signal.group !== null);
  const signal = `Content-Signal: ${DEFAULT_SIGNAL}`;
  const own = existing?.replace(/\s+$/, '') ?? '';
  const lines: string[] = own === '' ? [] : [...(hasWildcard && !hasSignal ? intoWildcardGroup(own, signal) : own.split(/\r?\n/)), ''];
  if (!hasWildcard) lines.push('User-agent: *', ...(hasSignal ? [] : [signal]), 'Allow: /', '');
  const missingAgents = AI_TOKENS.filter((entry) => entry.class !== 'training' && !namesToken(parsed, entry.token));
  if (missingAgents.length > 0) {
    lines.push(
      '# AI search and user-triggered agents, allowed by name; they keep the rules of the "*" group.',
      ...missingAgents.map((entry) => `User-agent: ${entry.token}`),
      ...new Set([...wildcardRules(parsed), 'Allow: /']),
      '',
    );
  }
  if (parsed.sitemaps.length === 0) lines.push(`Sitemap: ${input.origin}${SITEMAP_PROBE_PATHS[0]}`, '');
  // ARD: an Agentmap record names the AI catalog the last scan found valid (never one the site does not publish).
  const catalog = findingsOf(input, 'api-catalog').find((finding) => finding.code === 'api-catalog.ai-catalog-valid')?.subject;
  if (catalog && !parsed.otherRecords.some((record) => record.key === 'agentmap')) lines.push(`Agentmap: ${catalog}`, '');
  return { contentType: 'text/plain; charset=utf-8', body: `${lines.join('\n').replace(/\n+$/, '')}\n` };
};
