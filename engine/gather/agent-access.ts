// The start page as different clients see it: a browser and four AI agents, each with its real User-Agent.
import type { FetchResult } from '../fetch/types.js';
import { defineOriginGatherer } from './context.js';
import { BROWSER_ACCEPT } from './page.js';

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

declare module './artifacts.js' {
  interface OriginArtifacts {
    agentAccess: AgentAccessArtifact;
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

export const agentAccessGatherer = defineOriginGatherer('agentAccess', async (ctx) => {
  const url = ctx.startUrl;
  const probe = async (agent: string, userAgent: string): Promise<UserAgentProbe> => ({
    agent,
    userAgent,
    result: await ctx.fetch({ url, cap: 'html', headers: { 'user-agent': userAgent, accept: BROWSER_ACCEPT } }),
  });
  const [browser, ...agents] = await Promise.all([
    probe('browser', BROWSER_USER_AGENT),
    ...Object.entries(AGENT_USER_AGENTS).map(([agent, userAgent]) => probe(agent, userAgent)),
  ]);
  return { url, browser: browser!, agents };
});
