// The agents a report speaks for (checks.md, "Agent outcomes", Agent profiles): one row per agent, each value with
// the source it comes from. A value no source gives is `unknown`, never guessed; where sources disagree, each
// variant is kept and named (the first is the one the views send). Profile ids are contracts: other tools and the
// journeys name them.
import {
  ANTHROPIC_CRAWLER_PAGE,
  MDREAM_ACCEPT_TABLE as MDREAM,
  OPENAI_CRAWLERS_PAGE as OPENAI_BOTS,
  PERPLEXITY_CRAWLERS_PAGE as PERPLEXITY_BOTS,
} from './vendor-pages.js';

export const AGENT_PROFILE_IDS = ['claude-code', 'cursor', 'codex', 'chatgpt', 'gemini', 'perplexity', 'mcp-fetch', 'browser'] as const;
export type AgentProfileId = (typeof AGENT_PROFILE_IDS)[number];

/** A fact about an agent and where it comes from. */
export interface Sourced<T> {
  value: T | 'unknown';
  /** Where the value is written (a URL, a repository path, a spec section), or why it is unknown. */
  source: string;
}

/** One User-Agent an agent is documented to send, with its source. */
export interface UserAgentVariant {
  userAgent: string;
  source: string;
}

/**
 * raw-html: the agent reads the HTML as fetched. html-to-markdown: the whole page turned into Markdown.
 * main-to-markdown: the page's main content extracted (readability), then Markdown. accessibility-snapshot: the
 * rendered page's accessibility tree.
 */
export type TextConversion = 'raw-html' | 'html-to-markdown' | 'main-to-markdown' | 'accessibility-snapshot';

export interface AgentProfile {
  id: AgentProfileId;
  name: string;
  /** The User-Agents documented for it, the one the views send first. */
  userAgents: UserAgentVariant[];
  /** The robots.txt product token it answers to, where it obeys robots.txt or is named in one. */
  robotsToken: string | null;
  /** `Accept` as sent, order and q-values kept. */
  accept: Sourced<string>;
  runsJavaScript: Sourced<boolean>;
  /** User-triggered fetchers act for a user, and most vendors document that they do not read robots.txt. */
  obeysRobots: Sourced<boolean>;
  conversion: Sourced<TextConversion>;
  /** Characters kept of the converted text before it is cut. */
  charactersKept: Sourced<number>;
  followsMarkdownAlternate: Sourced<boolean>;
  /**
   * Whether it follows a `<meta http-equiv="refresh">` to the page it names (checks.md 2026-12c): a profile whose
   * sources do not say so gets the page that holds the refresh.
   */
  followsMetaRefresh: Sourced<boolean>;
  /**
   * Whether its User-Agent says it is an agent (a site can recognise and refuse it). Browser-like User-Agents cannot
   * be told from people and do not count towards the refusal cap (checks.md).
   */
  namesItselfAsAgent: boolean;
}

const AFD = 'Agent-Friendly Documentation spec 0.6 (agentdocsspec.com), Appendix B';
const ANTHROPIC_BOTS = `${ANTHROPIC_CRAWLER_PAGE}: Claude-User is a user-initiated fetcher and Anthropic's bots honour robots.txt`;
const GOOGLE_FETCHERS =
  'Google, "List of Google user-triggered fetchers", https://developers.google.com/crawling/docs/crawlers-fetchers/google-user-triggered-fetchers ("these fetchers generally ignore robots.txt rules")';
const MCP_FETCH = 'modelcontextprotocol/servers src/fetch/src/mcp_server_fetch/server.py';
const PLAYWRIGHT_MCP = 'microsoft/playwright-mcp README (browser_snapshot: "Capture accessibility snapshot of the current page")';
const NO_SOURCE = 'no source found';

/** A desktop Chrome User-Agent, as a browsing agent driving Chrome sends (and as agent-access's browser reference). */
export const DESKTOP_CHROME_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

export const AGENT_PROFILES: readonly AgentProfile[] = [
  {
    id: 'claude-code',
    name: 'Claude Code (WebFetch)',
    userAgents: [
      { userAgent: 'Claude-User/1.0', source: `${MDREAM}; ${AFD}` },
      { userAgent: 'axios/1.8.4', source: `${AFD} (reported for earlier Claude Code releases)` },
    ],
    robotsToken: 'Claude-User',
    accept: { value: 'text/markdown, text/html, */*', source: `${MDREAM}; ${AFD}` },
    runsJavaScript: { value: false, source: AFD },
    obeysRobots: { value: true, source: ANTHROPIC_BOTS },
    conversion: { value: 'html-to-markdown', source: AFD },
    charactersKept: { value: 100_000, source: `${AFD} (Claude Code truncates fetched content at about 100,000 characters)` },
    followsMarkdownAlternate: { value: 'unknown', source: NO_SOURCE },
    followsMetaRefresh: { value: 'unknown', source: `${NO_SOURCE}: its WebFetch follows HTTP redirects on the same host (anthropics/claude-code issue 1438); nothing says it reads a meta refresh` },
    namesItselfAsAgent: true,
  },
  {
    id: 'cursor',
    name: 'Cursor',
    userAgents: [
      { userAgent: DESKTOP_CHROME_USER_AGENT, source: `${AFD} (a Chrome-like User-Agent)` },
      { userAgent: 'Cursor/1.0', source: MDREAM },
    ],
    robotsToken: null,
    accept: { value: 'text/markdown, text/plain;q=0.9, */*;q=0.8', source: `${MDREAM}; ${AFD}` },
    runsJavaScript: { value: false, source: AFD },
    obeysRobots: { value: 'unknown', source: NO_SOURCE },
    conversion: { value: 'html-to-markdown', source: AFD },
    charactersKept: { value: 'unknown', source: NO_SOURCE },
    followsMarkdownAlternate: { value: 'unknown', source: NO_SOURCE },
    followsMetaRefresh: { value: 'unknown', source: NO_SOURCE },
    namesItselfAsAgent: false,
  },
  {
    id: 'codex',
    name: 'OpenAI Codex',
    userAgents: [
      { userAgent: 'ChatGPT-User/1.0', source: `${AFD}; checks.md profile table` },
      { userAgent: 'codex/1.0', source: MDREAM },
    ],
    robotsToken: 'ChatGPT-User',
    accept: { value: 'text/html, */*', source: `${MDREAM}; ${AFD}` },
    runsJavaScript: { value: false, source: AFD },
    obeysRobots: { value: 'unknown', source: NO_SOURCE },
    conversion: { value: 'unknown', source: NO_SOURCE },
    charactersKept: { value: 'unknown', source: NO_SOURCE },
    followsMarkdownAlternate: {
      value: true,
      source: `${MDREAM} ("OpenAI Codex CLI follows <link rel=\\"alternate\\" type=\\"text/markdown\\"> hints")`,
    },
    followsMetaRefresh: { value: 'unknown', source: NO_SOURCE },
    namesItselfAsAgent: true,
  },
  {
    id: 'chatgpt',
    name: 'ChatGPT (ChatGPT-User)',
    userAgents: [
      {
        userAgent: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot',
        source: OPENAI_BOTS,
      },
    ],
    robotsToken: 'ChatGPT-User',
    accept: { value: '*/*', source: MDREAM },
    runsJavaScript: {
      value: false,
      source: `${OPENAI_BOTS} (ChatGPT-User fetches pages; the ChatGPT agent, which browses and signs with Signature-Agent, is the browser profile's case)`,
    },
    obeysRobots: { value: false, source: `${OPENAI_BOTS} (user-initiated: robots.txt rules may not apply)` },
    conversion: { value: 'unknown', source: NO_SOURCE },
    charactersKept: { value: 'unknown', source: NO_SOURCE },
    followsMarkdownAlternate: { value: 'unknown', source: NO_SOURCE },
    followsMetaRefresh: { value: 'unknown', source: `${NO_SOURCE}: ${OPENAI_BOTS} does not say` },
    namesItselfAsAgent: true,
  },
  {
    id: 'gemini',
    name: 'Gemini CLI / Google URL context',
    userAgents: [
      { userAgent: 'GoogleAgent-URLContext', source: `${AFD}; checks.md profile table` },
      { userAgent: 'Google-Agent', source: 'checks.md profile table (Google agent)' },
    ],
    robotsToken: null,
    accept: { value: '*/*', source: MDREAM },
    runsJavaScript: { value: false, source: AFD },
    obeysRobots: { value: false, source: GOOGLE_FETCHERS },
    conversion: { value: 'unknown', source: NO_SOURCE },
    charactersKept: { value: 'unknown', source: NO_SOURCE },
    followsMarkdownAlternate: { value: 'unknown', source: NO_SOURCE },
    followsMetaRefresh: { value: 'unknown', source: `${NO_SOURCE}: Google's fetcher documentation does not say` },
    namesItselfAsAgent: true,
  },
  {
    id: 'perplexity',
    name: 'Perplexity (Perplexity-User)',
    userAgents: [
      {
        userAgent: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Perplexity-User/1.0; +https://perplexity.ai/perplexity-user)',
        source: `${PERPLEXITY_BOTS} ("Full user-agent string")`,
      },
    ],
    robotsToken: 'Perplexity-User',
    accept: { value: '*/*', source: MDREAM },
    // Unknown, as the views read it: a profile not documented to run JavaScript is judged on the HTML (checks.md's
    // starting table says no).
    runsJavaScript: { value: 'unknown', source: `${NO_SOURCE}: ${PERPLEXITY_BOTS} does not say` },
    obeysRobots: { value: false, source: `${PERPLEXITY_BOTS} ("Since a user requested the fetch, this fetcher generally ignores robots.txt rules.")` },
    conversion: { value: 'unknown', source: NO_SOURCE },
    charactersKept: { value: 'unknown', source: NO_SOURCE },
    followsMarkdownAlternate: { value: 'unknown', source: NO_SOURCE },
    followsMetaRefresh: { value: 'unknown', source: `${NO_SOURCE}: ${PERPLEXITY_BOTS} does not say` },
    namesItselfAsAgent: true,
  },
  {
    id: 'mcp-fetch',
    name: 'MCP reference fetch server',
    userAgents: [
      {
        userAgent: 'ModelContextProtocol/1.0 (Autonomous; +https://github.com/modelcontextprotocol/servers)',
        source: `${MCP_FETCH} (DEFAULT_USER_AGENT_AUTONOMOUS: the fetch tool)`,
      },
      {
        userAgent: 'ModelContextProtocol/1.0 (User-Specified; +https://github.com/modelcontextprotocol/servers)',
        source: `${MCP_FETCH} (DEFAULT_USER_AGENT_MANUAL: the fetch prompt)`,
      },
    ],
    robotsToken: 'ModelContextProtocol',
    accept: { value: '*/*', source: `${MCP_FETCH} sets no Accept header: httpx sends its default, */*` },
    runsJavaScript: { value: false, source: `${MCP_FETCH} (httpx GET)` },
    obeysRobots: { value: true, source: `${MCP_FETCH} (check_may_autonomously_fetch_url, unless --ignore-robots-txt)` },
    conversion: { value: 'main-to-markdown', source: `${MCP_FETCH} (readabilipy with readability, then markdownify)` },
    charactersKept: { value: 5_000, source: `${MCP_FETCH} (Fetch.max_length default 5000 a call)` },
    followsMarkdownAlternate: { value: false, source: `${MCP_FETCH} (fetches the URL it is given, no link following)` },
    followsMetaRefresh: { value: false, source: `${MCP_FETCH} (fetch_url: httpx GET with follow_redirects=True follows HTTP 3xx only; the HTML goes to readabilipy as received)` },
    namesItselfAsAgent: true,
  },
  {
    id: 'browser',
    name: 'Browsing agent (accessibility tree)',
    userAgents: [{ userAgent: DESKTOP_CHROME_USER_AGENT, source: `${PLAYWRIGHT_MCP} (drives desktop Chrome)` }],
    robotsToken: null,
    accept: { value: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', source: 'Chrome navigation default (browser default)' },
    runsJavaScript: { value: true, source: PLAYWRIGHT_MCP },
    obeysRobots: { value: false, source: `${PLAYWRIGHT_MCP} (a browser reads no robots.txt)` },
    conversion: { value: 'accessibility-snapshot', source: PLAYWRIGHT_MCP },
    charactersKept: { value: 'unknown', source: NO_SOURCE },
    followsMarkdownAlternate: { value: false, source: `${PLAYWRIGHT_MCP} (a browser renders the HTML)` },
    followsMetaRefresh: { value: true, source: `WHATWG HTML, the refresh state of <meta http-equiv> (§4.2.5.3): a browser navigates to the URL it names; ${PLAYWRIGHT_MCP}` },
    namesItselfAsAgent: false,
  },
];

/** Training and search crawlers: a policy class, reported by ai-crawler-rules and content-signals, never a gate. */
export const CRAWLER_POLICY_CLASS = {
  name: 'Training and search crawlers',
  tokens: ['GPTBot', 'ClaudeBot', 'Google-Extended', 'CCBot', 'OAI-SearchBot', 'Claude-SearchBot', 'PerplexityBot'],
  reportedBy: ['ai-crawler-rules', 'content-signals'],
  meaning:
    'Crawlers that collect pages for training or a search index, not agents acting for a user: ai-crawler-rules and content-signals report the site\'s choices about them; they never gate the score.',
  source: 'checks.md, "Agent outcomes (2026-12)", Agent profiles',
} as const;

export function agentProfile(id: AgentProfileId): AgentProfile {
  return AGENT_PROFILES.find((profile) => profile.id === id)!;
}

export function isAgentProfileId(value: string): value is AgentProfileId {
  return (AGENT_PROFILE_IDS as readonly string[]).includes(value);
}
