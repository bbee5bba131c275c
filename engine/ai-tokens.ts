// The AI crawler and agent tokens robots.txt is resolved for (checks.md, check 7), by what their fetches are for.

export type AiTokenClass = 'training' | 'search' | 'user-triggered';

/** checks.md, check 7: the AI crawler tokens, by what their fetches are for. */
export const AI_TOKENS: ReadonlyArray<{ token: string; class: AiTokenClass }> = [
  ...['GPTBot', 'ClaudeBot', 'Google-Extended', 'Applebot-Extended', 'CCBot', 'Bytespider', 'Meta-ExternalAgent'].map(
    (token) => ({ token, class: 'training' as const }),
  ),
  ...['OAI-SearchBot', 'Claude-SearchBot', 'PerplexityBot', 'Amazonbot'].map((token) => ({ token, class: 'search' as const })),
  ...['ChatGPT-User', 'Claude-User', 'Perplexity-User', 'Meta-ExternalFetcher'].map((token) => ({
    token,
    class: 'user-triggered' as const,
  })),
];
