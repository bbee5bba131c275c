// The AI crawler and agent tokens robots.txt is resolved for (checks.md, check 7), by what their fetches are for.
import { AGENT_PROFILES } from './agents/profiles.js';

export type AiTokenClass = 'training' | 'search' | 'user-triggered';

const USER_TRIGGERED = ['ChatGPT-User', 'Claude-User', 'Perplexity-User', 'Meta-ExternalFetcher'];

/**
 * The robots.txt tokens of the agent profiles that obey robots.txt (agents/profiles.ts: Claude-User, and the MCP
 * reference fetch server's ModelContextProtocol): a rule against one of them disallows that agent's view, and the
 * check that judges the token (ai-crawler-rules) is the one a site owner fixes it in (engine/fix-gains.ts).
 */
const OBEYED_BY_PROFILES = AGENT_PROFILES.filter((profile) => profile.obeysRobots.value === true && profile.robotsToken !== null).map((profile) => profile.robotsToken!);

/** checks.md, check 7: the AI crawler tokens, by what their fetches are for (the user-triggered ones with every token an agent profile obeys). */
export const AI_TOKENS: ReadonlyArray<{ token: string; class: AiTokenClass }> = [
  ...['GPTBot', 'ClaudeBot', 'Google-Extended', 'Applebot-Extended', 'CCBot', 'Bytespider', 'Meta-ExternalAgent'].map(
    (token) => ({ token, class: 'training' as const }),
  ),
  ...['OAI-SearchBot', 'Claude-SearchBot', 'PerplexityBot', 'Amazonbot'].map((token) => ({ token, class: 'search' as const })),
  ...[...new Set([...USER_TRIGGERED, ...OBEYED_BY_PROFILES])].map((token) => ({
    token,
    class: 'user-triggered' as const,
  })),
];
