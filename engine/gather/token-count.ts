// gpt-tokenizer's countTokens, without its garbage. The library walks the text with matchAll, which allocates a
// match array (with index, input and groups) per token: most of an audit's token-counting allocation. This reads the
// same pieces with a sticky copy of the library's own split pattern and ranks them with the library's own tables, so
// the count is the library's; where anything differs from what it expects, countTokens itself answers.
type GptTokenizer = typeof import('gpt-tokenizer');

/** The parts of gpt-tokenizer's byte-pair core read here (private in its types, so checked at run time). */
interface BytePairCore {
  tokenSplitRegex: RegExp;
  bytePairStringRankEncoder: Map<string, number>;
  bytePairEncode(piece: string): number[];
}

function bytePairCore(tokenizer: GptTokenizer): BytePairCore | null {
  const core = (tokenizer.default as unknown as { bytePairEncodingCoreProcessor?: Partial<BytePairCore> })
    .bytePairEncodingCoreProcessor;
  if (
    !core ||
    !(core.tokenSplitRegex instanceof RegExp) ||
    !core.tokenSplitRegex.flags.includes('g') ||
    !(core.bytePairStringRankEncoder instanceof Map) ||
    typeof core.bytePairEncode !== 'function'
  ) {
    return null;
  }
  return core as BytePairCore;
}

/** Every special token of the encodings this engine uses is written `<|name|>`. */
const SPECIAL_TOKEN_START = '<|';

export function createTokenCounter(tokenizer: GptTokenizer): (text: string) => number {
  const { countTokens } = tokenizer;
  const core = bytePairCore(tokenizer);
  if (core === null) return countTokens;
  const ranks = core.bytePairStringRankEncoder;
  const piece = new RegExp(core.tokenSplitRegex.source, core.tokenSplitRegex.flags.replace('g', '') + 'y');
  return (text) => {
    // countTokens throws on a special token in the text; it decides such texts itself.
    if (text.includes(SPECIAL_TOKEN_START)) return countTokens(text);
    let count = 0;
    for (let start = 0; start < text.length; ) {
      piece.lastIndex = start;
      // The split pattern matches at every position, so matchAll's pieces lie end to end; if one ever does not
      // start where the last ended (or is empty), the library counts the whole text instead.
      if (!piece.test(text) || piece.lastIndex === start) return countTokens(text);
      const end = piece.lastIndex;
      const token = text.slice(start, end);
      count += ranks.has(token) ? 1 : core.bytePairEncode(token).length;
      start = end;
    }
    return count;
  };
}
