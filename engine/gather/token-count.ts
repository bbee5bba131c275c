// gpt-tokenizer's countTokens, without its garbage. The library walks the text with matchAll, which allocates a
// match array (with index, input and groups) per token: most of an audit's token-counting allocation. This reads the
// same pieces with a sticky copy of the library's own split pattern and ranks them with the library's own tables, so
// the count is the library's; where anything differs from what it expects, countTokens itself answers.
type GptTokenizer = typeof import('gpt-tokenizer');

/**
 * The parts of gpt-tokenizer's byte-pair core read here (private in its types, so checked at run time). Of the rank
 * table only `has` is read: the library's is a Map, the CLI's stand-in answers from its compact table
 * (bin/cli/token-counter.ts).
 */
interface BytePairCore {
  tokenSplitRegex: RegExp;
  bytePairStringRankEncoder: { has(piece: string): boolean };
  bytePairEncode(piece: string): number[];
}

function bytePairCore(tokenizer: GptTokenizer): BytePairCore | null {
  const core = (tokenizer.default as unknown as { bytePairEncodingCoreProcessor?: Partial<BytePairCore> })
    .bytePairEncodingCoreProcessor;
  if (
    !core ||
    !(core.tokenSplitRegex instanceof RegExp) ||
    !(core.tokenSplitRegex.global || core.tokenSplitRegex.sticky) ||
    typeof core.bytePairStringRankEncoder?.has !== 'function' ||
    typeof core.bytePairEncode !== 'function'
  ) {
    return null;
  }
  return core as BytePairCore;
}

/** Every special token of the encodings this engine uses is written `<|name|>`. */
const SPECIAL_TOKEN_START = '<|';

/**
 * Pieces whose token count is remembered, per counter. Looking a piece up in the library's rank table (200,000
 * entries) misses the CPU's caches on almost every piece in a busy audit process: a profile of 460 docs audits at
 * 32 in flight charged the counter ~1.9 ms of each, against ~0.5 ms for the same texts alone. Pages share most of
 * their pieces (tag and attribute names, markup punctuation, common words), so a small table of the pieces seen
 * first answers most lookups from cache. Bounded: once full, later pieces are counted as before and not added.
 */
export const REMEMBERED_PIECES = 8192;
/**
 * Only pieces this short are remembered: V8 copies a slice of under 13 characters, but makes a longer one a view of
 * the text it was cut from, so remembering it would keep that whole text (a page's sample) alive with the table.
 */
const REMEMBERED_PIECE_CHARACTERS = 12;

export function createTokenCounter(tokenizer: GptTokenizer): (text: string) => number {
  const { countTokens } = tokenizer;
  const core = bytePairCore(tokenizer);
  if (core === null) return countTokens;
  const ranks = core.bytePairStringRankEncoder;
  const split = core.tokenSplitRegex;
  // A sticky pattern is read as it is: the CLI's stand-in makes one when its module loads, so that a run from the
  // CLI's start-up snapshot does not parse the pattern again (~1.6 ms; bin/cli/token-counter.ts). The library's
  // global one is copied as a sticky pattern. Either is only read here, synchronously, so sharing lastIndex is safe.
  const piece = split.sticky && !split.global ? split : new RegExp(split.source, `${split.flags.replace(/[gy]/g, '')}y`);
  const remembered = new Map<string, number>();
  const tokensIn = (token: string): number => {
    let count = remembered.get(token);
    if (count === undefined) {
      count = ranks.has(token) ? 1 : core.bytePairEncode(token).length;
      if (remembered.size < REMEMBERED_PIECES && token.length <= REMEMBERED_PIECE_CHARACTERS) remembered.set(token, count);
    }
    return count;
  };
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
      count += tokensIn(text.slice(start, end));
      start = end;
    }
    return count;
  };
}
