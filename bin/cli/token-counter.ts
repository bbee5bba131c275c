// gpt-tokenizer's o200k_base token count for the CLI, on a compact rank table (bin/token-ranks.mjs, written by
// `npm run build:cli` beside this chunk). The CLI bundle resolves `gpt-tokenizer` here, so the engine's tokenizer
// gatherer runs unchanged: the library's own byte-pair core does the splitting and merging, and only its two rank
// lookups read this table instead of a Map built from the library's 2.4 MB JavaScript array (which took ~50 MB and
// a quarter of a second to load, more than the rest of a one-page audit). The counts are the library's:
// tests/system/cli/token-counter.test.ts compares them.
import { readFileSync } from 'node:fs';
import { BytePairEncodingCore } from 'gpt-tokenizer/BytePairEncodingCore';
import { O200K_TOKEN_SPLIT_REGEX } from 'gpt-tokenizer/encodingParams/constants';
import { createO200KSpecialTokenMap } from 'gpt-tokenizer/encodingParams/o200k_base';
import { getSpecialTokenRegex } from 'gpt-tokenizer/util';
import { hashBytes, RANKS_MAGIC, RANKS_VERSION } from '../token-ranks.mjs';

/**
 * The library's split pattern, sticky, as the engine's counter reads it (engine/gather/token-count.ts): made when this
 * module loads, which for a run from the CLI's start-up snapshot was when the snapshot was made. A pattern of Unicode
 * property classes takes V8 ~1.6 ms to parse, and a pattern made in the snapshot is not parsed again until it runs.
 */
const STICKY_SPLIT = new RegExp(O200K_TOKEN_SPLIT_REGEX.source, `${O200K_TOKEN_SPLIT_REGEX.flags.replace(/[gy]/g, '')}y`);

/** Where `npm run build:cli` writes the table: beside the chunk this module is bundled into. */
export const RANKS_FILE = 'o200k_base.ranks';

interface RankTable {
  /** The rank of a string entry (`strings`) or of a byte entry whose bytes are bytes[start, end). */
  rankOf(bytes: Uint8Array, start: number, end: number, kind: 'string' | 'bytes'): number | undefined;
}

function readTable(buffer: Buffer): RankTable {
  if (buffer.length < 16 || buffer.readUInt32LE(0) !== RANKS_MAGIC || buffer.readUInt32LE(4) !== RANKS_VERSION) {
    throw new Error(`${RANKS_FILE} is not a version ${RANKS_VERSION} rank table; run "npm run build:cli"`);
  }
  const count = buffer.readUInt32LE(8);
  const slotCount = buffer.readUInt32LE(12);
  // The 4-byte views need an aligned start: a file read whole has its own buffer at offset 0; copy otherwise.
  const data = buffer.byteOffset % 4 === 0 ? buffer : Buffer.from(new Uint8Array(buffer));
  const offsets = new Uint32Array(data.buffer, data.byteOffset + 16, count + 1);
  const slots = new Int32Array(data.buffer, data.byteOffset + 16 + (count + 1) * 4, slotCount);
  const tokens = data.subarray(16 + (count + 1) * 4 + slotCount * 4);
  const mask = slotCount - 1;
  return {
    rankOf(bytes, start, end, kind) {
      const length = end - start;
      for (let slot = hashBytes(bytes, start, end) & mask; slots[slot] !== 0; slot = (slot + 1) & mask) {
        const entry = slots[slot]!;
        const rank = Math.abs(entry) - 1;
        const at = offsets[rank]!;
        if (offsets[rank + 1]! - at !== length) continue;
        let same = true;
        for (let i = 0; i < length && same; i += 1) same = tokens[at + i] === bytes[start + i];
        if (same) return (entry > 0) === (kind === 'string') ? rank : undefined;
      }
      return undefined;
    },
  };
}

/** Well-formed UTF-8 (no overlong forms, surrogates or code points past U+10FFFF), as the library judges it. */
function isValidUtf8(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length; ) {
    const first = bytes[i]!;
    let length: number;
    let codePoint: number;
    if (first <= 0x7f) {
      i += 1;
      continue;
    } else if ((first & 0xe0) === 0xc0) [length, codePoint] = [2, first & 0x1f];
    else if ((first & 0xf0) === 0xe0) [length, codePoint] = [3, first & 0x0f];
    else if ((first & 0xf8) === 0xf0 && first <= 0xf4) [length, codePoint] = [4, first & 0x07];
    else return false;
    if (i + length > bytes.length) return false;
    for (let j = 1; j < length; j += 1) {
      const next = bytes[i + j]!;
      if ((next & 0xc0) !== 0x80) return false;
      codePoint = (codePoint << 6) | (next & 0x3f);
    }
    const smallest = length === 2 ? 0x80 : length === 3 ? 0x800 : 0x10000;
    if (codePoint < smallest || (codePoint >= 0xd800 && codePoint <= 0xdfff) || codePoint > 0x10ffff) return false;
    i += length;
  }
  return true;
}

/** The library's merge of a piece not in the table (private in its types). */
interface PieceMerge {
  bytePairEncode(piece: string): number[];
}

/** The library's two rank lookups, as its core calls them (they are private in its types). */
interface RankLookups {
  getBpeRankFromString(key: string): number | undefined;
  getBpeRankFromBytes(key: Uint8Array): number | undefined;
}

/**
 * The CLI's stand-in for gpt-tokenizer's o200k_base module: `countTokens`, and the byte-pair core the engine's
 * counter reads (engine/gather/token-count.ts: its split pattern, a rank lookup and its merge), so the engine counts
 * with its own sticky pattern and remembered pieces here too, as on the server; through the library's countTokens a
 * one-page audit spent a tenth of its CPU time counting (bench/README.md, 2026-11-29 second session).
 */
export interface CliTokenizer {
  countTokens(text: string): number;
  bytePairEncodingCoreProcessor: {
    tokenSplitRegex: RegExp;
    bytePairStringRankEncoder: { has(piece: string): boolean };
    bytePairEncode(piece: string): number[];
  };
}

export function createTokenizer(ranks: Buffer): CliTokenizer {
  const table = readTable(ranks);
  const specialTokens = createO200KSpecialTokenMap();
  // An empty decoder: the core builds no Map; its lookups are replaced below (instance properties shadow the
  // prototype's methods, which every caller inside the core goes through).
  const core = new BytePairEncodingCore({ bytePairRankDecoder: [], specialTokensEncoder: specialTokens, tokenSplitRegex: O200K_TOKEN_SPLIT_REGEX });
  const encoder = new TextEncoder();
  let scratch = new Uint8Array(256);
  const lookups: RankLookups = {
    getBpeRankFromString(key) {
      if (scratch.length < key.length * 3) scratch = new Uint8Array(key.length * 3);
      const { written } = encoder.encodeInto(key, scratch);
      return table.rankOf(scratch, 0, written, 'string');
    },
    // The library decodes a valid UTF-8 sequence to a string (its decoder drops a leading byte order mark) and looks
    // that string up; only other sequences are looked up among its byte entries.
    getBpeRankFromBytes(key) {
      if (!isValidUtf8(key)) return table.rankOf(key, 0, key.length, 'bytes');
      const bom = key.length >= 3 && key[0] === 0xef && key[1] === 0xbb && key[2] === 0xbf ? 3 : 0;
      return table.rankOf(key, bom, key.length, 'string');
    },
  };
  Object.assign(core, lookups);
  // As the library's countTokens with its defaults: every special token is disallowed, and found in the text is an error.
  const disallowed = getSpecialTokenRegex(new Set(specialTokens.keys()));
  return {
    countTokens(text) {
      const special = text.match(disallowed);
      if (special !== null) throw new Error(`Disallowed special token found: ${special[0]}`);
      return core.countNative(text);
    },
    bytePairEncodingCoreProcessor: {
      tokenSplitRegex: STICKY_SPLIT,
      bytePairStringRankEncoder: { has: (piece) => lookups.getBpeRankFromString(piece) !== undefined },
      bytePairEncode: (piece) => (core as unknown as PieceMerge).bytePairEncode(piece),
    },
  };
}

let loaded: CliTokenizer | null = null;
/** The tokenizer on the table beside this module, read on first use. */
const tokenizer = () => (loaded ??= createTokenizer(readFileSync(new URL(`./${RANKS_FILE}`, import.meta.url))));

/** gpt-tokenizer's countTokens (o200k_base). */
export function countTokens(text: string): number {
  return tokenizer().countTokens(text);
}

// The engine reads the library's byte-pair core from its default export when it can; countTokens otherwise.
export default {
  countTokens,
  get bytePairEncodingCoreProcessor() {
    return tokenizer().bytePairEncodingCoreProcessor;
  },
};
