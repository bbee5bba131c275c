// Who a request says it is: its User-Agent mapped to a named agent, its family, the engine's agent profile it is
// (engine/index.ts AGENT_PROFILES), where it fetches from and how its vendor lets a site verify it (the published
// address ranges of ip-ranges.ts, the hostnames of reverse-dns.ts). The named agents come first, each token with its
// source; any other crawler is named by its entry of the maintained `crawler-user-agents` list (crawler-list.ts: the
// entry's own name, never the text a visitor sent). Every name a figure carries is of that fixed vocabulary
// (agentVocabulary). A User-Agent is a claim: verification.ts judges each request `verified`, `spoofed`,
// `unverifiable` or `not claimed` (checks.md 2026-12d).
import {
  AGENT_PROFILE_IDS,
  ANTHROPIC_CRAWLER_PAGE as ANTHROPIC,
  MDREAM_ACCEPT_TABLE as MDREAM,
  OPENAI_CRAWLERS_PAGE as OPENAI,
  PERPLEXITY_CRAWLERS_PAGE as PERPLEXITY,
  type AgentProfileId,
} from '@/engine/light';
import type { AgentFamily, FetchOrigin } from '@/lib/schemas/vocabulary/traffic';
import { CRAWLER_LIST_SOURCE, listedCrawlerOf, listedCrawlers } from './crawler-list';

export interface NamedAgent {
  /** The agent's name as the figures show it: its product token as its vendor writes it, or its product's name. */
  agent: string;
  family: AgentFamily;
  vendor: string;
  /** Where the token and its purpose are documented. */
  source: string;
  /** The engine's profile this agent is, whose verdict the scan predicts; null for crawlers the scan does not view. */
  profile: AgentProfileId | null;
  /** The robots.txt token ai-crawler-rules judges for it (the scan's prediction for crawlers), or null. */
  robotsToken: string | null;
  /** The ranges files that verify it (`<name>.json` in the ranges directory); [] when its vendor publishes none. */
  ranges: readonly string[];
  /** False for tokens that exist only in robots.txt (Google-Extended, Applebot-Extended): no request ever carries them. */
  sendsUserAgent: boolean;
  /** Where its requests come from: its vendor's machines, its users' (client-side agents: never verifiable), unknown. */
  fetchesFrom: FetchOrigin;
  /** Why fetchesFrom is what it is (a source, or the reason it is unknown). */
  fetchesFromSource: string;
  /** Product tokens that name it besides `agent` (matched as whole tokens, ignoring case). */
  tokens: readonly string[];
  /** Whole User-Agents that name it exactly (the engine's profile sends a bare token another agent also uses). */
  exactUserAgents: readonly string[];
}
const GOOGLE_CRAWLERS = 'Google, "Google\'s common crawlers", https://developers.google.com/search/docs/crawling-indexing/google-common-crawlers';
const GOOGLE_AGENTS = 'engine/agents/profiles.ts (gemini): Agent-Friendly Documentation spec 0.6, Appendix B; checks.md profile table';
const BING = 'Microsoft, "Which crawlers does Bing use?", https://www.bing.com/webmasters/help/which-crawlers-does-bing-use-8c184ec0';
const APPLE = 'Apple, "About Applebot", https://support.apple.com/en-us/119829';
const META = 'Meta, "Meta Web Crawlers", https://developers.facebook.com/docs/sharing/webmasters/web-crawlers';
const GOOGLE_VERIFYING = 'Google, "Verifying Googlebot and other Google crawlers", https://developers.google.com/search/docs/crawling-indexing/verifying-googlebot';
const GOOGLE_FETCHERS = 'Google, "Google\'s user-triggered fetchers", https://developers.google.com/crawling/docs/crawlers-fetchers/google-user-triggered-fetchers';
const BING_VERIFYING = 'Microsoft, "Verifying Bingbot", https://www.bing.com/webmaster/help/how-to-verify-bingbot-3905dc26';

const CLIENT_SIDE_EVIDENCE =
  'issue 61: in one company\'s 30 days of production traffic (2026), Claude-User as Claude Code sends it was 0% inside Anthropic\'s published ranges (6,492 requests from 4,486 addresses); Claude Code, Cursor and Codex fetch from the user\'s own machine';
const CLAUDE_CODE =
  'anthropics/claude-code issue 38568 ("As of Claude Code v2.1.83, WebFetch now identifies itself as Claude-User"), which sends "Claude-User (claude-code/<version>; +https://support.anthropic.com/)" (crawler-user-agents entry Claude-User, instance "Claude-User (claude-code/2.1.86; …)"); the engine\'s claude-code profile sends the bare "Claude-User/1.0" (' +
  MDREAM +
  ')';
const VENDOR_MACHINES = (page: string) => `${page} (the vendor publishes the addresses it fetches from)`;
const NO_SOURCE = 'no source found says where it fetches from';

const named = (agent: string, family: AgentFamily, vendor: string, source: string, more: Partial<NamedAgent> = {}): NamedAgent => ({
  agent,
  family,
  vendor,
  source,
  profile: null,
  robotsToken: agent,
  ranges: [],
  sendsUserAgent: true,
  fetchesFrom: 'unknown',
  fetchesFromSource: NO_SOURCE,
  tokens: [],
  exactUserAgents: [],
  ...more,
});

const vendorFetched = (page: string, ranges: string[]) => ({ fetchesFrom: 'vendor' as const, fetchesFromSource: VENDOR_MACHINES(page), ranges });
const clientSide = (source: string) => ({ fetchesFrom: 'users' as const, fetchesFromSource: source });

/** The named agents (checks.md check 7's AI tokens and the engine's profiles), most specific first. */
export const NAMED_AGENTS: readonly NamedAgent[] = [
  named('ChatGPT-User', 'assistant', 'OpenAI', OPENAI, { profile: 'chatgpt', ...vendorFetched(OPENAI, ['chatgpt-user']) }),
  named('OAI-SearchBot', 'search', 'OpenAI', OPENAI, vendorFetched(OPENAI, ['oai-searchbot'])),
  named('GPTBot', 'training', 'OpenAI', OPENAI, vendorFetched(OPENAI, ['gptbot'])),
  // Before Claude-User: Claude Code's User-Agent names Claude-User too, with its own product token.
  named('Claude Code', 'assistant', 'Anthropic', CLAUDE_CODE, {
    profile: 'claude-code',
    robotsToken: 'Claude-User',
    tokens: ['claude-code'],
    exactUserAgents: ['Claude-User/1.0'],
    ...clientSide(`${CLIENT_SIDE_EVIDENCE}; WebFetch runs in the user's Claude Code process`),
  }),
  named('Claude-User', 'assistant', 'Anthropic', ANTHROPIC, vendorFetched(ANTHROPIC, ['claude-user'])),
  named('Claude-SearchBot', 'search', 'Anthropic', ANTHROPIC, vendorFetched(ANTHROPIC, ['claude-searchbot'])),
  named('ClaudeBot', 'training', 'Anthropic', ANTHROPIC, vendorFetched(ANTHROPIC, ['claudebot'])),
  named('Perplexity-User', 'assistant', 'Perplexity', PERPLEXITY, { profile: 'perplexity', ...vendorFetched(PERPLEXITY, ['perplexity-user']) }),
  named('PerplexityBot', 'search', 'Perplexity', PERPLEXITY, vendorFetched(PERPLEXITY, ['perplexitybot'])),
  named('GoogleAgent-URLContext', 'assistant', 'Google', GOOGLE_AGENTS, { profile: 'gemini', robotsToken: null, ...vendorFetched(GOOGLE_FETCHERS, ['google-user-triggered-fetchers-google']) }),
  named('Google-Agent', 'assistant', 'Google', GOOGLE_AGENTS, { profile: 'gemini', robotsToken: null, ...vendorFetched(GOOGLE_FETCHERS, ['google-user-triggered-agents']) }),
  named('Google-Extended', 'training', 'Google', `${GOOGLE_CRAWLERS} (a robots.txt token only: its crawls arrive as Googlebot)`, { sendsUserAgent: false }),
  named('Googlebot', 'search', 'Google', GOOGLE_CRAWLERS, vendorFetched(GOOGLE_VERIFYING, ['googlebot'])),
  named('bingbot', 'search', 'Microsoft', BING, vendorFetched(BING_VERIFYING, ['bingbot'])),
  named('Applebot-Extended', 'training', 'Apple', `${APPLE} (a robots.txt token only: its crawls arrive as Applebot)`, { sendsUserAgent: false }),
  named('Applebot', 'search', 'Apple', APPLE, vendorFetched(APPLE, ['applebot'])),
  named('CCBot', 'training', 'Common Crawl', 'Common Crawl, "CCBot", https://commoncrawl.org/ccbot', vendorFetched('Common Crawl, "CCBot", https://commoncrawl.org/ccbot', ['ccbot'])),
  named('Meta-ExternalAgent', 'training', 'Meta', META),
  named('Meta-ExternalFetcher', 'assistant', 'Meta', META),
  named('Bytespider', 'training', 'ByteDance', 'checks.md check 7 (AI crawler tokens); crawler-user-agents pattern "Bytespider"'),
  named('Amazonbot', 'search', 'Amazon', 'Amazon, "Amazonbot", https://developer.amazon.com/amazonbot', vendorFetched('Amazon, "Amazonbot", https://developer.amazon.com/amazonbot', ['amazonbot'])),
  named('ModelContextProtocol', 'assistant', 'Model Context Protocol', 'modelcontextprotocol/servers src/fetch/src/mcp_server_fetch/server.py (DEFAULT_USER_AGENT_*)', {
    profile: 'mcp-fetch',
    ...clientSide('modelcontextprotocol/servers src/fetch README (a local stdio server the user\'s MCP client starts: uvx mcp-server-fetch)'),
  }),
  named('codex', 'assistant', 'OpenAI', `${MDREAM} (Codex CLI sends codex/1.0); the engine's codex profile sends the bare "ChatGPT-User/1.0" (Agent-Friendly Documentation spec 0.6, Appendix B)`, {
    profile: 'codex',
    robotsToken: null,
    exactUserAgents: ['ChatGPT-User/1.0'],
    ...clientSide(`${CLIENT_SIDE_EVIDENCE}; openai/codex README ("a coding agent from OpenAI that runs locally on your computer")`),
  }),
  named('Cursor', 'assistant', 'Anysphere', `${MDREAM} (Cursor/1.0)`, { profile: 'cursor', robotsToken: null, ...clientSide(CLIENT_SIDE_EVIDENCE) }),
];

/**
 * Crawlers of the maintained list that are client-side coding agents (the list's own descriptions say so): their
 * requests are `unverifiable` like Claude Code's, under their list name. Cline and Windsurf are not here: Cline reads a
 * page through a Chromium it drives (cline/cline src/services/browser/UrlContentFetcher.ts, puppeteer-core), so it
 * sends that browser's User-Agent, and no source found gives a User-Agent Windsurf sends: neither can be named in a log.
 */
export const CLIENT_SIDE_LISTED: ReadonlyMap<string, string> = new Map([
  ['Google-Gemini-CLI', `${CRAWLER_LIST_SOURCE}: "Google's AI coding agent for terminal" (google-gemini/gemini-cli runs on the user's machine)`],
  ['opencode-smartfetch', `${CRAWLER_LIST_SOURCE}: "Open-source AI coding agent"`],
  ['Code/1.', `${CRAWLER_LIST_SOURCE}: "GitHub Copilot AI coding agent" (VS Code's Electron User-Agent)`],
]);

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

const NAMED_PATTERNS = NAMED_AGENTS.filter((agent) => agent.sendsUserAgent).map((agent) => ({ agent, patterns: [agent.agent, ...agent.tokens].map(tokenPattern) }));
const NAMED_EXACT = new Map(NAMED_AGENTS.flatMap((agent) => agent.exactUserAgents.map((userAgent) => [userAgent, agent] as const)));
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

/**
 * Characters of a User-Agent its agent is named from: browsers' and crawlers' run to a few hundred, and a stranger's
 * 16 KiB one (a log line's limit) must not cost its length times each list entry (issue 84 point 4).
 */
export const CLASSIFIED_USER_AGENT_CHARS = 1024;

/** The agent a User-Agent names (read from its first CLASSIFIED_USER_AGENT_CHARS characters), or null (a person, or a client no list knows). */
export function classifyUserAgent(whole: string): Identity | null {
  if (whole === '' || whole === '-') return null;
  const userAgent = whole.length > CLASSIFIED_USER_AGENT_CHARS ? whole.slice(0, CLASSIFIED_USER_AGENT_CHARS) : whole;
  const exact = NAMED_EXACT.get(userAgent.trim());
  if (exact) return { agent: exact.agent, family: exact.family, named: exact };
  for (const { agent, patterns } of NAMED_PATTERNS) {
    if (patterns.some((pattern) => pattern.test(userAgent))) return { agent: agent.agent, family: agent.family, named: agent };
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

/** Where an agent of the figures fetches from, and the source that says so. */
export function fetchOriginOf(agent: string): { fetchesFrom: FetchOrigin; source: string } {
  const entry = namedAgent(agent);
  if (entry) return { fetchesFrom: entry.fetchesFrom, source: entry.fetchesFromSource };
  const listed = CLIENT_SIDE_LISTED.get(agent);
  return listed ? { fetchesFrom: 'users', source: listed } : { fetchesFrom: 'unknown', source: NO_SOURCE };
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
