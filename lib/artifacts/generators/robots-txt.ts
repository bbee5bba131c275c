// /robots.txt: the site's own rules kept as they are, with what agents miss added after them: an explicit group
// for search and user-triggered AI agents, a Content-Signal line and a Sitemap line.
import { AI_TOKENS, namesToken, parseRobots, SITEMAP_PROBE_PATHS, type ParsedRobots } from '@/engine/index';
import { factsOf } from '../site-input';
import type { ArtifactInput } from '../site-input';
import type { Generator } from './types';

const DEFAULT_SIGNAL = 'search=yes, ai-input=yes, ai-train=no';

/** The wildcard group's rules, so agents given their own group keep what every crawler was told. */
function wildcardRules(parsed: ParsedRobots): string[] {
  const group = parsed.groups.find((candidate) => candidate.userAgents.includes('*'));
  return (group?.rules ?? []).map((rule) => `${rule.type === 'allow' ? 'Allow' : 'Disallow'}: ${rule.pattern}`);
}

/** Findings of one check in the last scan. */
function findingsOf(input: ArtifactInput, checkId: string) {
  return input.report.results.find((result) => result.id === checkId)?.findings ?? [];
}

export const robotsTxt: Generator = (input) => {
  const existing = factsOf(input)?.robotsTxt ?? null;
  const parsed = parseRobots(existing ?? '');
  const lines: string[] = existing === null ? [] : [existing.replace(/\s+$/, ''), ''];
  const hasWildcard = parsed.groups.some((group) => group.userAgents.includes('*'));
  // A site that declares an RSL license states its choices there: a default Content-Signal line could contradict it.
  const declaresLicense = findingsOf(input, 'content-signals').some((finding) => (finding.code ?? '').startsWith('content-signals.rsl-'));
  const hasSignal = declaresLicense || parsed.contentSignals.some((signal) => signal.group !== null);
  if (!hasWildcard) lines.push('User-agent: *', ...(hasSignal ? [] : [`Content-Signal: ${DEFAULT_SIGNAL}`]), 'Allow: /', '');
  // RFC 9309 merges groups of the same user agent, so a second "*" group adds the signal without touching rules.
  else if (!hasSignal) lines.push('User-agent: *', `Content-Signal: ${DEFAULT_SIGNAL}`, '');
  const missingAgents = AI_TOKENS.filter((entry) => entry.class !== 'training' && !namesToken(parsed, entry.token));
  if (missingAgents.length > 0) {
    lines.push(
      '# AI search and user-triggered agents, allowed by name; they keep the rules of the "*" group.',
      ...missingAgents.map((entry) => `User-agent: ${entry.token}`),
      ...wildcardRules(parsed),
      'Allow: /',
      '',
    );
  }
  if (parsed.sitemaps.length === 0) lines.push(`Sitemap: ${input.origin}${SITEMAP_PROBE_PATHS[0]}`, '');
  // ARD: an Agentmap record names the AI catalog the last scan found valid (never one the site does not publish).
  const catalog = findingsOf(input, 'api-catalog').find((finding) => finding.code === 'api-catalog.ai-catalog-valid')?.subject;
  if (catalog && !parsed.otherRecords.some((record) => record.key === 'agentmap')) lines.push(`Agentmap: ${catalog}`, '');
  return { contentType: 'text/plain; charset=utf-8', body: `${lines.join('\n').replace(/\n+$/, '')}\n` };
};
