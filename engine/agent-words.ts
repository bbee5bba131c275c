// How reports name agents and what they received, in one set of words: the caps' reasons and the blocker sentence
// (engine/blocker.ts) both say "Claude Code, Codex and Perplexity get HTTP 403" from the views, never from text length.
import { AGENT_PROFILE_IDS, type AgentProfileId } from './agents/profiles.js';
import type { AgentView } from './agents/types.js';
import { priceWords } from './parse/payment-words.js';
import { thousands } from './thousands.js';

/** The short name a sentence uses for each profile (the profiles' full names are in agents/profiles.ts). */
const SHORT_NAMES = {
  'claude-code': 'Claude Code',
  cursor: 'Cursor',
  codex: 'Codex',
  chatgpt: 'ChatGPT',
  gemini: 'Gemini',
  perplexity: 'Perplexity',
  'mcp-fetch': 'the MCP fetch server',
  browser: 'browsing agents',
} as const satisfies Record<AgentProfileId, string>;

export function agentShortName(id: AgentProfileId): string {
  return SHORT_NAMES[id];
}

/** "A", "A and B", "A, B and C", in the profiles' order. */
export function joinNames(ids: readonly AgentProfileId[]): string {
  const names = [...ids].sort((a, b) => AGENT_PROFILE_IDS.indexOf(a) - AGENT_PROFILE_IDS.indexOf(b)).map(agentShortName);
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** Whether the names take a plural verb: several agents, or "browsing agents" alone. */
export function pluralNames(ids: readonly AgentProfileId[]): boolean {
  return ids.length !== 1 || ids[0] === 'browser';
}

export type ViewForWords = Pick<AgentView, 'profile' | 'verdict' | 'cause' | 'status' | 'challenge' | 'robots' | 'kept' | 'payment'>;

/** What a view that loses the main content received, as a verb phrase (singular, plural), and the key that groups views with the same evidence. */
function evidenceOf(view: ViewForWords): { key: string; one: string; many: string } {
  switch (view.cause) {
    case 'refused':
      if (view.status === null) return { key: 'refused', one: 'is refused', many: 'are refused' };
      // A refusal answered 2xx (an "Access denied" or sign-in page where browsers get the content) is named as one.
      if (view.status >= 200 && view.status < 300) {
        return { key: `refused ${view.status}`, one: `gets a refusal page (HTTP ${view.status})`, many: `get a refusal page (HTTP ${view.status})` };
      }
      return { key: `refused ${view.status}`, one: `gets HTTP ${view.status}`, many: `get HTTP ${view.status}` };
    case 'challenged': {
      const markers = view.challenge.length > 0 ? ` (${view.challenge.join(', ')})` : '';
      return { key: `challenged${markers}`, one: `gets a bot challenge${markers}`, many: `get a bot challenge${markers}` };
    }
    case 'disallowed': {
      const line = view.robots?.line ? ` (line ${view.robots.line}: ${view.robots.rule})` : '';
      return { key: `disallowed${line}`, one: `is disallowed by robots.txt${line}`, many: `are disallowed by robots.txt${line}` };
    }
    case 'unreachable':
      return { key: 'unreachable', one: 'gets no answer', many: 'get no answer' };
    case 'javascript':
      return view.verdict === 'partial'
        ? { key: 'javascript partial', one: 'misses the part scripts add', many: 'miss the part scripts add' }
        : { key: 'javascript', one: 'gets no main content without JavaScript', many: 'get no main content without JavaScript' };
    case 'iframe':
      return { key: 'iframe', one: 'gets the content only in a frame it does not load', many: 'get the content only in a frame they do not load' };
    case 'meta-refresh':
      return { key: 'meta-refresh', one: 'gets only a meta refresh it does not follow', many: 'get only a meta refresh they do not follow' };
    case 'truncated':
      return { key: `truncated ${view.kept}`, one: `keeps only its first ${thousands(view.kept)} characters`, many: `keep only its first ${thousands(view.kept)} characters` };
    case 'no-content':
      return { key: 'no-content', one: 'gets no text', many: 'get no text' };
    case 'priced': {
      // checks.md 2026-12d: who is asked to pay and how much, never that they are refused.
      const terms = view.payment ? priceWords(view.payment) : 'HTTP 402, no price stated';
      return { key: `priced ${terms}`, one: `is asked to pay (${terms})`, many: `are asked to pay (${terms})` };
    }
    case 'ok':
    case 'not-measured':
      // Neither loses content (a view not measured has no verdict): never grouped, named for completeness.
      return { key: view.cause, one: view.cause === 'ok' ? 'reads it' : 'was not measured', many: view.cause === 'ok' ? 'read it' : 'were not measured' };
  }
}

/** Views that lose the main content or are asked to pay for it, grouped by what they received, in the order first seen. */
export interface EvidenceGroup {
  cause: AgentView['cause'];
  profiles: AgentProfileId[];
  /** "Claude Code and Codex get HTTP 403". */
  clause: string;
}

export function evidenceGroups(views: readonly ViewForWords[]): EvidenceGroup[] {
  const groups = new Map<string, { cause: AgentView['cause']; profiles: AgentProfileId[]; view: ViewForWords }>();
  for (const view of views) {
    if (view.verdict !== 'blocked' && view.verdict !== 'partial' && view.verdict !== 'pay') continue;
    const { key } = evidenceOf(view);
    const group = groups.get(key) ?? { cause: view.cause, profiles: [], view };
    group.profiles.push(view.profile);
    groups.set(key, group);
  }
  return [...groups.values()].map(({ cause, profiles, view }) => {
    const words = evidenceOf(view);
    return { cause, profiles, clause: `${joinNames(profiles)} ${pluralNames(profiles) ? words.many : words.one}` };
  });
}

export function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
