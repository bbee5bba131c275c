import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  require_node_fs
} from "./chunk-R5TNYSJW.mjs";
import {
  __toESM,
  init_define_AGENTGAUGE_BUILT_CATALOG
} from "./chunk-7564N62R.mjs";

// bin/cli/token-counter.ts
init_define_AGENTGAUGE_BUILT_CATALOG();
var import_node_fs = __toESM(require_node_fs());

// node_modules/gpt-tokenizer/esm/BytePairEncodingCore.js
init_define_AGENTGAUGE_BUILT_CATALOG();

// node_modules/gpt-tokenizer/esm/constants.js
init_define_AGENTGAUGE_BUILT_CATALOG();
var DEFAULT_MERGE_CACHE_SIZE = 1e5;

// node_modules/gpt-tokenizer/esm/utfUtil.js
init_define_AGENTGAUGE_BUILT_CATALOG();
var isAscii = (codePoint) => codePoint <= 127;
function isValidUTF8(bytes) {
  let i = 0;
  while (i < bytes.length) {
    const byte1 = bytes[i];
    let numBytes = 0;
    let codePoint = 0;
    if (byte1 <= 127) {
      numBytes = 1;
      codePoint = byte1;
    } else if ((byte1 & 224) === 192) {
      numBytes = 2;
      codePoint = byte1 & 31;
      if (byte1 <= 193) return false;
    } else if ((byte1 & 240) === 224) {
      numBytes = 3;
      codePoint = byte1 & 15;
    } else if ((byte1 & 248) === 240) {
      numBytes = 4;
      codePoint = byte1 & 7;
      if (byte1 > 244) return false;
    } else return false;
    if (i + numBytes > bytes.length) return false;
    for (let j = 1; j < numBytes; j++) {
      const byte = bytes[i + j];
      if (byte === void 0 || (byte & 192) !== 128) return false;
      codePoint = codePoint << 6 | byte & 63;
    }
    if (numBytes === 2 && codePoint < 128) return false;
    if (numBytes === 3 && codePoint < 2048) return false;
    if (numBytes === 4 && codePoint < 65536) return false;
    if (codePoint >= 55296 && codePoint <= 57343) return false;
    if (codePoint > 1114111) return false;
    i += numBytes;
  }
  return true;
}
var textDecoder = new TextDecoder("utf8", { fatal: false });
function tryConvertToString(arr) {
  if (!isValidUTF8(arr)) return;
  return textDecoder.decode(arr);
}
function compareUint8Arrays(a, b) {
  const len = Math.min(a.length, b.length);
  for (let i = 0; i < len; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}

// node_modules/gpt-tokenizer/esm/util.js
init_define_AGENTGAUGE_BUILT_CATALOG();
function escapeRegExp(string) {
  return string.replace(/[$()*+.?[\\\]^{|}]/g, "\\$&");
}
function getSpecialTokenRegex(tokens) {
  const inner = [...tokens].map(escapeRegExp).join("|");
  return new RegExp(`(${inner})`);
}

// node_modules/gpt-tokenizer/esm/BytePairEncodingCore.js
var emptyBuffer = /* @__PURE__ */ new Uint8Array(0);
var decoder = new TextDecoder("utf8");
var BytePairEncodingCore = class {
  mergeableBytePairRankCount;
  /**
  * an array where the index is the BPE rank,
  * and the value is the string or the array of bytes that it decodes to
  * it may contain holes if token is unused
  */
  bytePairRankDecoder;
  bytePairNonUtfRankDecoder = /* @__PURE__ */ new Map();
  bytePairNonUtfSortedEncoder;
  /**
  * a reverse map of the bytePairRankDecoder,
  * where the key is the string and the value is the rank
  * values that cannot be represented as a string are present in `bytePairNonUtfSortedEncoder`
  */
  bytePairStringRankEncoder;
  tokenSplitRegex;
  specialTokensEncoder;
  specialTokensDecoder;
  specialTokenPatternRegex;
  textEncoder = new TextEncoder();
  mergeCache;
  mergeCacheSize;
  constructor({ bytePairRankDecoder, specialTokensEncoder, tokenSplitRegex, mergeCacheSize = DEFAULT_MERGE_CACHE_SIZE }) {
    this.bytePairRankDecoder = bytePairRankDecoder;
    this.bytePairStringRankEncoder = /* @__PURE__ */ new Map();
    this.mergeCacheSize = mergeCacheSize;
    if (mergeCacheSize > 0) this.mergeCache = /* @__PURE__ */ new Map();
    this.mergeableBytePairRankCount = Object.keys(bytePairRankDecoder).length;
    const binaryLookup = [];
    bytePairRankDecoder.forEach((value, rank) => {
      if (typeof value === "string") {
        this.bytePairStringRankEncoder.set(value, rank);
        return;
      }
      const byteArray = new Uint8Array(value);
      binaryLookup.push([byteArray, rank]);
      this.bytePairNonUtfRankDecoder.set(rank, byteArray);
    });
    this.bytePairNonUtfSortedEncoder = binaryLookup.sort((a, b) => compareUint8Arrays(a[0], b[0]));
    this.specialTokensEncoder = specialTokensEncoder ?? /* @__PURE__ */ new Map();
    this.specialTokensDecoder = specialTokensEncoder ? new Map([...specialTokensEncoder].map(([key, value]) => [value, key])) : /* @__PURE__ */ new Map();
    this.tokenSplitRegex = tokenSplitRegex;
    const allSpecialTokensRegex = [...this.specialTokensEncoder.keys()].map(escapeRegExp).join("|");
    try {
      this.specialTokenPatternRegex = new RegExp(allSpecialTokensRegex, "y");
    } catch {
      throw new Error("Invalid regular expression pattern.");
    }
  }
  setMergeCacheSize(newSize) {
    if (this.mergeCacheSize === 0 && newSize > 0) this.mergeCache = /* @__PURE__ */ new Map();
    this.mergeCacheSize = newSize;
    if (newSize === 0) this.mergeCache = void 0;
  }
  clearMergeCache() {
    this.mergeCache?.clear();
  }
  *encodeNativeGenerator(text, allowedSpecial) {
    let startIndex = 0;
    let lastTokenLength = 0;
    while (true) {
      const nextSpecialMatch = this.findNextSpecialToken(text, allowedSpecial, startIndex);
      const nextSpecialStartIndex = nextSpecialMatch?.[0];
      const endIndex = nextSpecialStartIndex ?? text.length;
      const textBeforeSpecial = startIndex === 0 && endIndex === text.length ? text : text.slice(startIndex, endIndex);
      for (const [match] of textBeforeSpecial.matchAll(this.tokenSplitRegex)) {
        const token = this.getBpeRankFromString(match);
        if (token !== void 0) {
          lastTokenLength = 1;
          yield [token];
          continue;
        }
        const tokens = this.bytePairEncode(match);
        lastTokenLength = tokens.length;
        yield tokens;
      }
      if (nextSpecialStartIndex !== void 0) {
        const specialToken = nextSpecialMatch[1];
        const specialTokenValue = this.specialTokensEncoder.get(specialToken);
        if (specialTokenValue === void 0) throw new Error(`Special token "${specialToken}" is not in the special token encoder.`);
        yield [specialTokenValue];
        startIndex = nextSpecialStartIndex + specialToken.length;
        lastTokenLength = 1;
      } else break;
    }
    return lastTokenLength;
  }
  encodeNative(text, allowedSpecial) {
    let startIndex = 0;
    const tokensArray = [];
    while (true) {
      const nextSpecialMatch = this.findNextSpecialToken(text, allowedSpecial, startIndex);
      const nextSpecialStartIndex = nextSpecialMatch?.[0];
      const endIndex = nextSpecialStartIndex ?? text.length;
      const textBeforeSpecial = startIndex === 0 && endIndex === text.length ? text : text.slice(startIndex, endIndex);
      for (const [match] of textBeforeSpecial.matchAll(this.tokenSplitRegex)) {
        const token = this.getBpeRankFromString(match);
        if (token !== void 0) {
          tokensArray.push(token);
          continue;
        }
        const tokens = this.bytePairEncode(match);
        tokensArray.push(...tokens);
      }
      if (nextSpecialStartIndex !== void 0) {
        const specialToken = nextSpecialMatch[1];
        const specialTokenValue = this.specialTokensEncoder.get(specialToken);
        if (specialTokenValue === void 0) throw new Error(`Special token "${specialToken}" is not in the special token encoder.`);
        tokensArray.push(specialTokenValue);
        startIndex = nextSpecialStartIndex + specialToken.length;
      } else break;
    }
    return tokensArray;
  }
  countNative(text, allowedSpecial) {
    let startIndex = 0;
    let tokensCount = 0;
    while (true) {
      const nextSpecialMatch = this.findNextSpecialToken(text, allowedSpecial, startIndex);
      const nextSpecialStartIndex = nextSpecialMatch?.[0];
      const endIndex = nextSpecialStartIndex ?? text.length;
      const textBeforeSpecial = startIndex === 0 && endIndex === text.length ? text : text.slice(startIndex, endIndex);
      for (const [match] of textBeforeSpecial.matchAll(this.tokenSplitRegex)) {
        if (this.getBpeRankFromString(match) !== void 0) {
          tokensCount++;
          continue;
        }
        const tokens = this.bytePairEncode(match);
        tokensCount += tokens.length;
      }
      if (nextSpecialStartIndex !== void 0) {
        const specialToken = nextSpecialMatch[1];
        if (this.specialTokensEncoder.get(specialToken) === void 0) throw new Error(`Special token "${specialToken}" is not in the special token encoder.`);
        tokensCount++;
        startIndex = nextSpecialStartIndex + specialToken.length;
      } else break;
    }
    return tokensCount;
  }
  *decodeNativeGenerator(tokens) {
    for (const token of tokens) {
      const tokenBytes = this.tryDecodeToken(token);
      if (tokenBytes) yield tokenBytes;
    }
  }
  decodeNative(tokens) {
    let decoded = "";
    let intBuffer = emptyBuffer;
    for (const token of tokens) {
      const tokenBytes = this.tryDecodeToken(token);
      if (tokenBytes === void 0) throw new Error(`Token ${token} is not in the byte pair encoder.`);
      if (typeof tokenBytes === "string") {
        if (intBuffer !== emptyBuffer) {
          decoded += decoder.decode(intBuffer, { stream: true });
          intBuffer = emptyBuffer;
        }
        decoded += tokenBytes;
      } else {
        const newBuffer = new Uint8Array(intBuffer.length + tokenBytes.length);
        newBuffer.set(intBuffer);
        newBuffer.set(tokenBytes, intBuffer.length);
        intBuffer = newBuffer;
      }
    }
    if (intBuffer !== emptyBuffer) decoded += decoder.decode(intBuffer, { stream: true });
    return decoded;
  }
  async *decodeNativeAsyncIterable(tokens) {
    for await (const token of tokens) {
      const tokenBytesOrString = this.tryDecodeToken(token);
      if (tokenBytesOrString) yield tokenBytesOrString;
    }
  }
  getBpeRankFromString(key) {
    return this.bytePairStringRankEncoder.get(key);
  }
  getBpeRankFromStringOrThrow(key) {
    const value = this.getBpeRankFromString(key);
    if (value === void 0) throw new Error(`The byte-pair encoding does not contain a value for: ${key}`);
    return value;
  }
  getBpeRankFromBytes(key) {
    const keyAsString = tryConvertToString(key);
    if (keyAsString !== void 0) return this.getBpeRankFromString(keyAsString);
    const index = this.binarySearch(key);
    if (index !== -1) return this.bytePairNonUtfSortedEncoder[index][1];
  }
  getBpeRankFromBytesOrThrow(key) {
    const value = this.getBpeRankFromBytes(key);
    if (value === void 0) throw new Error(`The byte-pair encoding does not contain a value for: ${key.toString()}`);
    return value;
  }
  binarySearch(key) {
    let low = 0;
    let high = this.bytePairNonUtfSortedEncoder.length - 1;
    while (low <= high) {
      const mid = low + high >>> 1;
      const midKey = this.bytePairNonUtfSortedEncoder[mid][0];
      let cmp = 0;
      const maxLength = Math.min(midKey.length, key.length);
      for (let i = 0; i < maxLength; i++) {
        cmp = midKey[i] - key[i];
        if (cmp !== 0) break;
      }
      if (cmp === 0) cmp = midKey.length - key.length;
      if (cmp === 0) return mid;
      if (cmp < 0) low = mid + 1;
      else high = mid - 1;
    }
    return -1;
  }
  findNextSpecialToken(text, allowedSpecial, startIndex) {
    let searchIndex = startIndex;
    while (true) {
      this.specialTokenPatternRegex.lastIndex = searchIndex;
      const nextSpecialMatch = this.specialTokenPatternRegex.exec(text);
      if (!nextSpecialMatch) return;
      const specialToken = nextSpecialMatch[0];
      if (allowedSpecial?.has(specialToken)) return [nextSpecialMatch.index + searchIndex, specialToken];
      searchIndex = nextSpecialMatch.index + searchIndex + 1;
    }
  }
  tryDecodeToken(tokenRank) {
    const value = this.bytePairRankDecoder[tokenRank];
    if (typeof value === "string") return value;
    if (typeof value === "object") {
      const fromBinary = this.bytePairNonUtfRankDecoder.get(tokenRank);
      if (fromBinary) return fromBinary;
    }
    return this.specialTokensDecoder.get(tokenRank);
  }
  addToMergeCache(key, value) {
    if (!this.mergeCache) return;
    if (this.mergeCache.size >= this.mergeCacheSize) {
      const firstKey = this.mergeCache.keys().next().value;
      this.mergeCache.delete(firstKey);
    }
    this.mergeCache.set(key, value);
  }
  bytePairEncode(input) {
    if (input.length === 1 && isAscii(input.codePointAt(0))) return [this.getBpeRankFromStringOrThrow(input)];
    if (this.mergeCache?.has(input)) {
      const result2 = this.mergeCache.get(input);
      this.mergeCache.delete(input);
      this.mergeCache.set(input, result2);
      return result2;
    }
    const inputBytes = this.textEncoder.encode(input);
    const result = this.bytePairMerge(inputBytes);
    this.addToMergeCache(input, result);
    return result;
  }
  bytePairMerge(piece) {
    const starts = [];
    const ranks = [];
    const getRank = (startIndex, pairStart = starts[startIndex], pairEnd = starts[startIndex + 2]) => {
      if (pairEnd === void 0) return Number.POSITIVE_INFINITY;
      const key = piece.subarray(pairStart, pairEnd);
      return this.getBpeRankFromBytes(key) ?? Number.POSITIVE_INFINITY;
    };
    for (let i = 0; i <= piece.length; i++) {
      starts.push(i);
      if (i < piece.length - 1) ranks.push(getRank(i, i, i + 2));
      else ranks.push(Number.POSITIVE_INFINITY);
    }
    while (starts.length > 1) {
      let lowestRank = Number.POSITIVE_INFINITY;
      let lowestPartitionIndex = -1;
      for (let i = 0; i < ranks.length - 1; i++) {
        const rank = ranks[i];
        if (rank < lowestRank) {
          lowestRank = rank;
          lowestPartitionIndex = i;
        }
      }
      if (lowestRank === Number.POSITIVE_INFINITY || lowestPartitionIndex === -1) break;
      starts.splice(lowestPartitionIndex + 1, 1);
      ranks.splice(lowestPartitionIndex, 1);
      ranks[lowestPartitionIndex] = getRank(lowestPartitionIndex);
      if (lowestPartitionIndex > 0) ranks[lowestPartitionIndex - 1] = getRank(lowestPartitionIndex - 1);
    }
    const output = [];
    for (let i = 0; i < starts.length - 1; i++) {
      const pairStart = starts[i];
      const pairEnd = starts[i + 1];
      const bpeValue = this.getBpeRankFromBytesOrThrow(piece.subarray(pairStart, pairEnd));
      output.push(bpeValue);
    }
    return output;
  }
};

// node_modules/gpt-tokenizer/esm/encodingParams/constants.js
init_define_AGENTGAUGE_BUILT_CATALOG();
var R50K_TOKEN_SPLIT_REGEX = new RegExp("'s|'t|'re|'ve|'m|'ll|'d| ?\\p{L}+| ?\\p{N}+| ?[^\\s\\p{L}\\p{N}]+|\\s+(?!\\S)|\\s+", "gu");
var CONTRACTION_SUFFIX_PATTERN = String.raw`'(?:[sS]|[dD]|[mM]|[tT]|[lL][lL]|[vV][eE]|[rR][eE])`;
var OPTIONAL_CONTRACTION_SUFFIX = String.raw`(?:${CONTRACTION_SUFFIX_PATTERN})?`;
var CL100K_TOKEN_SPLIT_PATTERN = String.raw`${CONTRACTION_SUFFIX_PATTERN}|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n]*|\s+$|\s*[\r\n]|\s+(?!\S)|\s`;
var CL100K_TOKEN_SPLIT_REGEX = new RegExp(CL100K_TOKEN_SPLIT_PATTERN, "gu");
var O200K_TOKEN_SPLIT_PATTERN = String.raw`[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]*[\p{Ll}\p{Lm}\p{Lo}\p{M}]+${OPTIONAL_CONTRACTION_SUFFIX}|[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]+[\p{Ll}\p{Lm}\p{Lo}\p{M}]*${OPTIONAL_CONTRACTION_SUFFIX}|\p{N}{1,3}| ?[^\s\p{L}\p{N}]+[\r\n/]*|\s*[\r\n]+|\s+(?!\S)|\s+`;
var O200K_TOKEN_SPLIT_REGEX = new RegExp(O200K_TOKEN_SPLIT_PATTERN, "gu");

// node_modules/gpt-tokenizer/esm/encodingParams/o200k_base.js
init_define_AGENTGAUGE_BUILT_CATALOG();

// node_modules/gpt-tokenizer/esm/specialTokens.js
init_define_AGENTGAUGE_BUILT_CATALOG();
var EndOfText = "<|endoftext|>";
var FimPrefix = "<|fim_prefix|>";
var FimMiddle = "<|fim_middle|>";
var FimSuffix = "<|fim_suffix|>";
var ImStart = "<|im_start|>";
var ImEnd = "<|im_end|>";
var ImSep = "<|im_sep|>";
var EndOfPrompt = "<|endofprompt|>";

// node_modules/gpt-tokenizer/esm/encodingParams/o200k_base.js
var O200K_BASE_SPECIAL_TOKEN_ENTRIES = [
  [EndOfText, 199999],
  [FimPrefix, 2e5],
  [FimMiddle, 200001],
  [FimSuffix, 200002],
  [ImStart, 200003],
  [ImEnd, 200004],
  [ImSep, 200005],
  [EndOfPrompt, 200006]
];
var createO200KSpecialTokenMap = () => new Map(O200K_BASE_SPECIAL_TOKEN_ENTRIES);

// bin/token-ranks.mjs
init_define_AGENTGAUGE_BUILT_CATALOG();
var RANKS_MAGIC = 1263814465;
var RANKS_VERSION = 2;
function hashBytes(bytes, start, end) {
  let hash = 2166136261;
  for (let i = start; i < end; i += 1) hash = Math.imul(hash ^ bytes[i], 16777619);
  return hash >>> 0;
}

// bin/cli/token-counter.ts
var RANKS_FILE = "o200k_base.ranks";
function readTable(buffer) {
  if (buffer.length < 16 || buffer.readUInt32LE(0) !== RANKS_MAGIC || buffer.readUInt32LE(4) !== RANKS_VERSION) {
    throw new Error(`${RANKS_FILE} is not a version ${RANKS_VERSION} rank table; run "npm run build:cli"`);
  }
  const count = buffer.readUInt32LE(8);
  const slotCount = buffer.readUInt32LE(12);
  const data = buffer.byteOffset % 4 === 0 ? buffer : Buffer.from(new Uint8Array(buffer));
  const offsets = new Uint32Array(data.buffer, data.byteOffset + 16, count + 1);
  const slots = new Int32Array(data.buffer, data.byteOffset + 16 + (count + 1) * 4, slotCount);
  const tokens = data.subarray(16 + (count + 1) * 4 + slotCount * 4);
  const mask = slotCount - 1;
  return {
    rankOf(bytes, start, end, kind) {
      const length = end - start;
      for (let slot = hashBytes(bytes, start, end) & mask; slots[slot] !== 0; slot = slot + 1 & mask) {
        const entry = slots[slot];
        const rank = Math.abs(entry) - 1;
        const at = offsets[rank];
        if (offsets[rank + 1] - at !== length) continue;
        let same = true;
        for (let i = 0; i < length && same; i += 1) same = tokens[at + i] === bytes[start + i];
        if (same) return entry > 0 === (kind === "string") ? rank : void 0;
      }
      return void 0;
    }
  };
}
function isValidUtf8(bytes) {
  for (let i = 0; i < bytes.length; ) {
    const first = bytes[i];
    let length;
    let codePoint;
    if (first <= 127) {
      i += 1;
      continue;
    } else if ((first & 224) === 192) [length, codePoint] = [2, first & 31];
    else if ((first & 240) === 224) [length, codePoint] = [3, first & 15];
    else if ((first & 248) === 240 && first <= 244) [length, codePoint] = [4, first & 7];
    else return false;
    if (i + length > bytes.length) return false;
    for (let j = 1; j < length; j += 1) {
      const next = bytes[i + j];
      if ((next & 192) !== 128) return false;
      codePoint = codePoint << 6 | next & 63;
    }
    const smallest = length === 2 ? 128 : length === 3 ? 2048 : 65536;
    if (codePoint < smallest || codePoint >= 55296 && codePoint <= 57343 || codePoint > 1114111) return false;
    i += length;
  }
  return true;
}
function createCounter(ranks) {
  const table = readTable(ranks);
  const specialTokens = createO200KSpecialTokenMap();
  const core = new BytePairEncodingCore({ bytePairRankDecoder: [], specialTokensEncoder: specialTokens, tokenSplitRegex: O200K_TOKEN_SPLIT_REGEX });
  const encoder = new TextEncoder();
  let scratch = new Uint8Array(256);
  const lookups = {
    getBpeRankFromString(key) {
      if (scratch.length < key.length * 3) scratch = new Uint8Array(key.length * 3);
      const { written } = encoder.encodeInto(key, scratch);
      return table.rankOf(scratch, 0, written, "string");
    },
    // The library decodes a valid UTF-8 sequence to a string (its decoder drops a leading byte order mark) and looks
    // that string up; only other sequences are looked up among its byte entries.
    getBpeRankFromBytes(key) {
      if (!isValidUtf8(key)) return table.rankOf(key, 0, key.length, "bytes");
      const bom = key.length >= 3 && key[0] === 239 && key[1] === 187 && key[2] === 191 ? 3 : 0;
      return table.rankOf(key, bom, key.length, "string");
    }
  };
  Object.assign(core, lookups);
  const disallowed = getSpecialTokenRegex(new Set(specialTokens.keys()));
  return (text) => {
    const special = text.match(disallowed);
    if (special !== null) throw new Error(`Disallowed special token found: ${special[0]}`);
    return core.countNative(text);
  };
}
var loaded = null;
function countTokens(text) {
  loaded ??= createCounter((0, import_node_fs.readFileSync)(new URL(`./${RANKS_FILE}`, import.meta.url)));
  return loaded(text);
}
var token_counter_default = { countTokens };
export {
  RANKS_FILE,
  countTokens,
  createCounter,
  token_counter_default as default
};
