// The start page as different clients see it: a browser and four AI agents, each with its real User-Agent.
import { AGENT_PROFILES } from '../agents/profiles.js';
import type { FetchResult, FetchSuccess } from '../fetch/types.js';
import { defineOriginGatherer } from './context.js';
import { BROWSER_ACCEPT } from './page.js';
import { ArtifactProblem } from './problem.js';

export interface UserAgentProbe {
  /** "browser" or the agent's token, e.g. "GPTBot". */
  agent: string;
  userAgent: string;
  result: FetchResult;
}

export interface AgentAccessArtifact {
  url: string;
  browser: UserAgentProbe;
  agents: UserAgentProbe[];
}

/** What agent-access judges: the browser's fetch answered (any status), so the agents have a reference. */
export interface AgentAccessInput extends AgentAccessArtifact {
  browser: UserAgentProbe & { result: FetchSuccess };
}

declare module './artifacts.js' {
  interface OriginArtifacts {
    agentAccess: AgentAccessArtifact;
  }
  interface OriginInputs {
    agentAccess: AgentAccessInput;
  }
}

export const BROWSER_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** User-Agent strings the agents publish for themselves. */
export const AGENT_USER_AGENTS: Readonly<Record<string, string>> = {
  'ChatGPT-User':
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot',
  'Claude-User':
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Claude-User/1.0; +Claude-User@anthropic.com)',
  PerplexityBot:
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; PerplexityBot/1.0; +https://perplexity.ai/perplexitybot)',
  GPTBot: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.1; +https://openai.com/gptbot)',
};

/**
 * The Accept header an agent sends with its User-Agent, where an agent profile documents both (ChatGPT-User: the
 * `chatgpt` profile): the probe is then the very request that profile's view sends, made once for both. Otherwise
 * a browser's Accept.
 */
function acceptOf(userAgent: string): string {
  const profile = AGENT_PROFILES.find((candidate) => candidate.userAgents[0]?.userAgent === userAgent);
  return profile && profile.accept.value !== 'unknown' ? profile.accept.value : BROWSER_ACCEPT;
}

export const agentAccessGatherer = defineOriginGatherer('agentAccess', async (ctx) => {
  const url = ctx.startUrl;
  const probe = async (agent: string, userAgent: string): Promise<UserAgentProbe> => ({
    agent,
    userAgent,
    result: await ctx.fetch({ url, cap: 'html', headers: { 'user-agent': userAgent, accept: agent === 'browser' ? BROWSER_ACCEPT : acceptOf(userAgent) } }),
  });
  const [browser, ...agents] = await Promise.all([
    probe('browser', BROWSER_USER_AGENT),
    ...Object.entries(AGENT_USER_AGENTS).map(([agent, userAgent]) => probe(agent, userAgent)),
  ]);
  return { url, browser: browser!, agents };
}, (access) => {
  const { browser } = access;
  if (!browser.result.ok) return ArtifactProblem.unmeasured('the start page with a browser User-Agent', browser.result.error);
  return { ...access, browser: { ...browser, result: browser.result } };
});
