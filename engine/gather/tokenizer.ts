// The token counter content-efficiency uses. gpt-tokenizer takes hundreds of milliseconds to load its BPE ranks,
// so it is imported only when an audit asks for a check that needs it, not whenever the engine is imported.
import { defineOriginGatherer } from './context.js';
import { createTokenCounter } from './token-count.js';

export interface TokenizerArtifact {
  /** Estimated tokens (GPT o200k encoding); long texts are estimated from a sample to stay within milliseconds. */
  estimate(text: string): number;
}

declare module './artifacts.js' {
  interface OriginArtifacts {
    tokenizer: TokenizerArtifact;
  }
}

const TOKEN_SAMPLE = 8_000;

// A dynamic import of a module already loaded still resolves its specifier again, on every audit: the counter is
// made once (and made again by a later audit only if the import failed).
let loading: Promise<(text: string) => number> | null = null;
const loadCounter = () =>
  (loading ??= import('gpt-tokenizer')
    .then(createTokenCounter)
    .catch((error: unknown) => {
      loading = null;
      throw error;
    }));

export const tokenizerGatherer = defineOriginGatherer('tokenizer', async () => {
  const countTokens = await loadCounter();
  return {
    estimate(text: string): number {
      if (text.length <= TOKEN_SAMPLE) return countTokens(text);
      const middle = Math.floor((text.length - TOKEN_SAMPLE) / 2);
      const sample = text.slice(0, TOKEN_SAMPLE / 2) + text.slice(middle, middle + TOKEN_SAMPLE / 2);
      return Math.round((countTokens(sample) / sample.length) * text.length);
    },
  };
});
