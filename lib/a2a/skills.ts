// The skills of our A2A agent (A2A 1.0 §4.4.5 AgentSkill) and how a message names one. An agent may send plain text
// ("audit example.com", "latest report of example.com", "list the checks") or a data part
// ({"skill": "audit-site", "domain": "example.com"}); the data part wins when both are present.
import { z } from 'zod';
import { CHECK_COUNT } from '@/engine/light';
import { describePublicScanLimits } from '@/lib/rate-limit/policy';

export const SKILL_IDS = ['audit-site', 'get-report', 'list-checks'] as const;
export type SkillId = (typeof SKILL_IDS)[number];

export const A2A_SKILLS = [
  {
    id: 'audit-site',
    name: 'Audit a website for AI agents',
    description: [
      `Measures the start page of a domain with all ${CHECK_COUNT} checks and answers with the score, grade, category scores and top fixes (text), the whole report (data) and a link to the public report page.`,
      'The result is also stored as the host\'s public report. Only public hosts on ports 80 and 443 are measured; a refused target rejects the task with error target-refused naming the rule.',
      `No account needed. Rate limits: ${describePublicScanLimits()}; over a limit the task is rejected with error rate-limited and retryAfter seconds.`,
    ].join(' '),
    tags: ['audit', 'agent-readiness', 'website', 'seo', 'llms-txt', 'mcp', 'a2a'],
    examples: ['audit example.com', 'How ready is https://example.com/ for AI agents?', '{"skill": "audit-site", "domain": "example.com"}'],
  },
  {
    id: 'get-report',
    name: 'Latest public report of a host',
    description:
      'The most recent stored public measurement of a host (score, grade, category scores, top fixes and every finding). Sends no traffic to the host. Error not-found means the host was never scanned publicly: ask audit-site.',
    tags: ['report', 'agent-readiness', 'website'],
    examples: ['report example.com', 'latest report of example.com', '{"skill": "get-report", "host": "example.com"}'],
  },
  {
    id: 'list-checks',
    name: 'List the checks',
    description: `The check catalog: every one of the ${CHECK_COUNT} checks with its permanent id, name, what it measures, category, scope, weight and the site profiles it counts for.`,
    tags: ['catalog', 'checks'],
    examples: ['list checks', '{"skill": "list-checks"}'],
  },
] as const satisfies ReadonlyArray<{ id: SkillId; name: string; description: string; tags: string[]; examples: string[] }>;

export type SkillRequest = { skill: 'audit-site' | 'get-report'; target: string } | { skill: 'list-checks' };

/** A data part that names a skill and its target. */
const SkillData = z.looseObject({
  skill: z.enum(SKILL_IDS).optional(),
  domain: z.string().min(1).max(2048).optional(),
  url: z.string().min(1).max(2048).optional(),
  host: z.string().min(1).max(2048).optional(),
});

// A URL, a domain name or an IPv4 address, with an optional port: the first one in the text is the target.
const TARGET = /\bhttps?:\/\/[^\s<>"'`]+|\b(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]*[a-z0-9](?::\d{1,5})?\b|\b\d{1,3}(?:\.\d{1,3}){3}(?::\d{1,5})?\b/i;
const TRAILING_PUNCTUATION = /[.,;:!?)\]}]+$/;

function skillOfText(text: string, hasTarget: boolean): SkillId {
  if (/\breport\b/i.test(text) && !/\b(audit|scan|measure)\b/i.test(text)) return 'get-report';
  if (!hasTarget && /\bchecks\b/i.test(text)) return 'list-checks';
  return 'audit-site';
}

/** What the message asks for, or null when it names no skill we can run (the agent then asks for a domain). */
export function skillRequestOf(texts: readonly string[], data: readonly unknown[]): SkillRequest | null {
  for (const item of data) {
    const parsed = SkillData.safeParse(item);
    if (!parsed.success) continue;
    const target = parsed.data.domain ?? parsed.data.url ?? parsed.data.host;
    const onlyHost = parsed.data.host !== undefined && parsed.data.domain === undefined && parsed.data.url === undefined;
    const skill = parsed.data.skill ?? (target === undefined ? undefined : onlyHost ? 'get-report' : 'audit-site');
    if (skill === 'list-checks') return { skill };
    if (skill && target !== undefined) return { skill, target };
  }
  const text = texts.join('\n');
  const match = TARGET.exec(text);
  const target = match?.[0].replace(TRAILING_PUNCTUATION, '');
  const skill = skillOfText(text, target !== undefined);
  if (skill === 'list-checks') return { skill };
  return target === undefined ? null : { skill, target };
}

export const CLARIFICATION =
  'Name a website: "audit example.com" measures its start page now, "report example.com" reads its latest public report, "list checks" lists the checks. A data part {"skill": "audit-site", "domain": "example.com"} works too.';
