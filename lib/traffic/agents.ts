// Who a request says it is: its User-Agent mapped to a named agent, its family, the engine's agent profile it is
// (engine/index.ts AGENT_PROFILES) and the vendor's published address ranges that can prove it (ip-ranges.ts). The
// named agents come first, each token with its source; any other crawler is named by its entry of the maintained
// `crawler-user-agents` list (crawler-list.ts: the entry's own name, never the text a visitor sent). Every name a
// figure carries is of that fixed vocabulary (agentVocabulary). A User-Agent is a claim: only an address in the
// vendor's ranges makes a request `verified`.
import {
  AGENT_PROFILE_IDS,
  ANTHROPIC_CRAWLER_PAGE as ANTHROPIC,
  MDREAM_ACCEPT_TABLE as MDREAM,
  OPENAI_CRAWLERS_PAGE as OPENAI,
  PERPLEXITY_CRAWLERS_PAGE as PERPLEXITY,
  type AgentProfileId,
} from '@/engine/light';
import type { AgentFamily } from '@/lib/schemas/vocabulary/traffic';
import { listedCrawlerOf, listedCrawlers } from './crawler-list';

export interface NamedAgent {
  /** The product token, as the agent's vendor writes it (and as the figures name it). */
  agent: string;
  family: AgentFamily;
  vendor: string;
  /** Where the token and its purpose are documented. */
  source: string;
  /** The engine's profile this agent is, whose verdict the scan predicts; null for crawlers the scan does not view. */
  profile: AgentProfileId | null;
  /** The robots.txt token ai-crawler-rules judges for it (the scan's prediction for crawlers), or null. */
  robotsToken: string | null;
  /** The ranges file that verifies it (`<ranges>.json` in the ranges directory), or null when its vendor publishes none. */
  ranges: string | null;
  /** False for tokens that exist only in robots.txt (Google-Extended, Applebot-Extended): no request ever carries them. */
  sendsUserAgent: boolean;
}

const GOOGLE_CRAWLERS = 'Google, "Google\'s common crawlers", https://developers.google.com/search/docs/crawling-indexing/google-common-crawlers';
const GOOGLE_AGENTS = 'engine/agents/profiles.ts (gemini): Agent-Friendly Documentation spec 0.6, Appendix B; checks.md profile table';
const BING = 'Microsoft, "Which crawlers does Bing use?", https://www.bing.com/webmasters/help/which-crawlers-does-bing-use-8c184ec0';
const APPLE = 'Apple, "About Applebot", https://support.apple.com/en-us/119829';
const META = 'Meta, "Meta Web Crawlers", https://developers.facebook.com/docs/sharing/webmasters/web-crawlers';

const named = (agent: string, family: AgentFamily, vendor: string, source: string, more: Partial<NamedAgent> = {}): NamedAgent => ({
  agent,
  family,
  vendor,
  source,
  profile: null,
  robotsToken: agent,
  ranges: null,
  sendsUserAgent: true,
  ...more,
});

/** The named agents (checks.md check 7's AI tokens and the engine's profiles), most specific first. */
export const NAMED_AGENTS: readonly NamedAgent[] = [
  named('ChatGPT-User', 'assistant', 'OpenAI', OPENAI, { profile: 'chatgpt', ranges: 'chatgpt-user' }),
  named('OAI-SearchBot', 'search', 'OpenAI', OPENAI, { ranges: 'oai-searchbot' }),
  named('GPTBot', 'training', 'OpenAI', OPENAI, { ranges: 'gptbot' }),
  named('Claude-User', 'assistant', 'Anthropic', ANTHROPIC, { profile: 'claude-code', ranges: 'claude-user' }),
  named('Claude-SearchBot', 'search', 'Anthropic', ANTHROPIC, { ranges: 'claude-searchbot' }),
  named('ClaudeBot', 'training', 'Anthropic', ANTHROPIC, { ranges: 'claudebot' }),
  named('Perplexity-User', 'assistant', 'Perplexity', PERPLEXITY, { profile: 'perplexity', ranges: 'perplexity-user' }),
  named('PerplexityBot', 'search', 'Perplexity', PERPLEXITY, { ranges: 'perplexitybot' }),
  named('GoogleAgent-URLContext', 'assistant', 'Google', GOOGLE_AGENTS, { profile: 'gemini', robotsToken: null }),
  named('Google-Agent', 'assistant', 'Google', GOOGLE_AGENTS, { profile: 'gemini', robotsToken: null }),
  named('Google-Extended', 'training', 'Google', `${GOOGLE_CRAWLERS} (a robots.txt token only: its crawls arrive as Googlebot)`, { sendsUserAgent: false }),
  named('Googlebot', 'search', 'Google', GOOGLE_CRAWLERS, { ranges: 'googlebot' }),
  named('bingbot', 'search', 'Microsoft', BING, { ranges: 'bingbot' }),
  named('Applebot-Extended', 'training', 'Apple', `${APPLE} (a robots.txt token only: its crawls arrive as Applebot)`, { sendsUserAgent: false }),
  named('Applebot', 'search', 'Apple', APPLE, { ranges: 'applebot' }),
  named('CCBot', 'training', 'Common Crawl', 'Common Crawl, "CCBot", https://commoncrawl.org/ccbot', { ranges: 'ccbot' }),
  named('Meta-ExternalAgent', 'training', 'Meta', META),
  named('Meta-ExternalFetcher', 'assistant', 'Meta', META),
  named('Bytespider', 'training', 'ByteDance', 'checks.md check 7 (AI crawler tokens); crawler-user-agents pattern "Bytespider"'),
  named('Amazonbot', 'search', 'Amazon', 'Amazon, "Amazonbot", https://developer.amazon.com/amazonbot', { ranges: 'amazonbot' }),
  named('ModelContextProtocol', 'assistant', 'Model Context Protocol', 'modelcontextprotocol/servers src/fetch/src/mcp_server_fetch/server.py (DEFAULT_USER_AGENT_*)', { profile: 'mcp-fetch' }),
  named('codex', 'assistant', 'OpenAI', `${MDREAM} (Codex CLI sends codex/1.0)`, { profile: 'codex', robotsToken: null }),
  named('Cursor', 'assistant', 'Anysphere', `${MDREAM} (Cursor/1.0)`, { profile: 'cursor', robotsToken: null }),
];

/**
 * The engine's profiles no User-Agent can name: a browsing agent drives a desktop browser, and so does Cursor in one
 * of its variants, so a log cannot tell them from people. They appear in the figures as `not seen`, saying why.
 */
export const UNNAMEABLE_PROFILES: readonly AgentProfileId[] = AGENT_PROFILE_IDS.filter((id) => !NAMED_AGENTS.some((agent) => agent.profile === id));

/** The token as a whole product name: not a letter, digit or hyphen on either side (so Googlebot is not Googlebot-Image). */
function tokenPattern(token: string): RegExp {
  const escaped = token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?:^|[^A-Za-z0-9-])${escaped}(?![A-Za-z0-9-])`, 'i');
}

const NAMED_PATTERNS = NAMED_AGENTS.filter((agent) => agent.sendsUserAgent).map((agent) => ({ agent, pattern: tokenPattern(agent.agent) }));
const NAMED_BY_NAME = new Map(NAMED_AGENTS.map((agent) => [agent.agent, agent]));
const NAMED_BY_LOWER_NAME = new Map(NAMED_AGENTS.map((agent) => [agent.agent.toLowerCase(), agent]));

export interface Identity {
  agent: string;
  family: AgentFamily;
  /** The named agent's entry, or null for a crawler of the list. */
  named: NamedAgent | null;
}

const CACHE_LIMIT = 50_000;
/** Characters of User-Agents the cache may hold: a line may be 16 KiB, and 50,000 of them would be 800 MB. */
const CACHE_CHARS = 8 * 1024 * 1024;

/** Classifies User-Agents, remembering the answer per distinct string (a log has few), up to a bound in count and size. */
export function createClassifier(): (userAgent: string) => Identity | null {
  const cache = new Map<string, Identity | null>();
  let chars = 0;
  return (userAgent) => {
    const known = cache.get(userAgent);
    if (known !== undefined) return known;
    const identity = classifyUserAgent(userAgent);
    if (cache.size >= CACHE_LIMIT || chars + userAgent.length > CACHE_CHARS) {
      cache.clear();
      chars = 0;
    }
    cache.set(userAgent, identity);
    chars += userAgent.length;
    return identity;
  };
}

/** The agent a User-Agent names, or null (a person, or a client no list knows). */
export function classifyUserAgent(userAgent: string): Identity | null {
  if (userAgent === '' || userAgent === '-') return null;
  for (const { agent, pattern } of NAMED_PATTERNS) {
    if (pattern.test(userAgent)) return { agent: agent.agent, family: agent.family, named: agent };
  }
  const entry = listedCrawlerOf(userAgent);
  if (!entry) return null;
  // An entry whose name is a named agent's (the list's own "[cC]laude[bB]ot") is that agent: one name, one row.
  const named = NAMED_BY_LOWER_NAME.get(entry.name.toLowerCase());
  return named ? { agent: named.agent, family: named.family, named } : { agent: entry.name, family: 'other', named: null };
}

/** The named agent of a figure's agent name, if it is one. */
export function namedAgent(agent: string): NamedAgent | null {
  return NAMED_BY_NAME.get(agent) ?? null;
}

/** The family of an agent name as stored (a named agent's, else a listed crawler's or the other crawlers'). */
export function familyOf(agent: string): AgentFamily {
  return namedAgent(agent)?.family ?? 'other';
}

/**
 * The one row every crawler outside the vocabulary is counted in: the figures' tail past their bound, and names stored
 * before names were a fixed vocabulary (read-time fold: see agentOfFigures).
 */
export const OTHER_CRAWLER = 'other crawler';

let vocabulary: ReadonlySet<string> | null = null;

/** Every name a figure may carry: the named agents, the list's entries' names, and OTHER_CRAWLER. */
export function agentVocabulary(): ReadonlySet<string> {
  if (!vocabulary) {
    const listed = listedCrawlers().entries.map((entry) => entry.name).filter((name) => !NAMED_BY_LOWER_NAME.has(name.toLowerCase()));
    vocabulary = new Set([...NAMED_AGENTS.map((agent) => agent.agent), ...listed, OTHER_CRAWLER]);
  }
  return vocabulary;
}

/**
 * A stored agent name as the figures count it: a name of the vocabulary as it is, '' (no agent) as it is, anything else
 * (a row stored when the name was the User-Agent's matched text, or a name an update of the list dropped) as
 * OTHER_CRAWLER. Old rows are folded when read, never rewritten: the retention deletes them in time.
 */
export function agentOfFigures(stored: string): string {
  return stored === '' || agentVocabulary().has(stored) ? stored : OTHER_CRAWLER;
}
