// The o200k_base byte-pair ranks of gpt-tokenizer, written as one compact binary table for the CLI's token counter
// (bin/cli/token-counter.ts). The library's own table is a 2.4 MB JavaScript array that the counter turns into a
// Map of 200,000 strings: loading it took more memory and time than the rest of a one-page CLI audit. Same ranks,
// same bytes; `npm run build:cli` writes the table beside the bundle.
//
// Layout (little endian): "AGTK", u32 version, u32 token count N, u32 hash slot count M (a power of two), then
// u32 offsets[N + 1] into the token bytes, i32 slots[M] (0 for empty; rank + 1 of a string entry hashed there, or
// -(rank + 1) of a byte entry), then the token bytes: a string entry in UTF-8, a byte entry as is. The library finds
// the two kinds differently (bin/cli/token-counter.ts), so the table keeps them apart.

export const RANKS_MAGIC = 0x4b544741; // "AGTK"
export const RANKS_VERSION = 2;

/** FNV-1a over bytes[start, end): the slot a token hashes to (callers mask it with M - 1). */
export function hashBytes(bytes, start, end) {
  let hash = 0x811c9dc5;
  for (let i = start; i < end; i += 1) hash = Math.imul(hash ^ bytes[i], 0x01000193);
  return hash >>> 0;
}

/** The table for a rank decoder (index = rank, value = the token as a string or as an array of bytes). */
export function encodeRanks(decoder) {
  const encoder = new TextEncoder();
  const isByteEntry = decoder.map((value) => typeof value !== 'string');
  const tokens = decoder.map((value, rank) => {
    if (typeof value === 'string') {
      const bytes = encoder.encode(value);
      // A string entry must round-trip through UTF-8, or looking it up by its bytes could differ from the library's
      // lookup by string.
      if (new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) !== value) {
        throw new Error(`rank ${rank}: the string entry is not well-formed UTF-16`);
      }
      return bytes;
    }
    if (!Array.isArray(value)) throw new Error(`rank ${rank}: no entry`);
    return Uint8Array.from(value);
  });
  const count = tokens.length;
  let slots = 1;
  while (slots < count * 2) slots *= 2;
  const byteLength = tokens.reduce((sum, bytes) => sum + bytes.length, 0);
  const header = 16;
  const offsetsAt = header;
  const slotsAt = offsetsAt + (count + 1) * 4;
  const bytesAt = slotsAt + slots * 4;
  const buffer = Buffer.alloc(bytesAt + byteLength);
  buffer.writeUInt32LE(RANKS_MAGIC, 0);
  buffer.writeUInt32LE(RANKS_VERSION, 4);
  buffer.writeUInt32LE(count, 8);
  buffer.writeUInt32LE(slots, 12);
  const offsets = new Uint32Array(buffer.buffer, buffer.byteOffset + offsetsAt, count + 1);
  const table = new Int32Array(buffer.buffer, buffer.byteOffset + slotsAt, slots);
  let at = 0;
  tokens.forEach((bytes, rank) => {
    offsets[rank] = at;
    buffer.set(bytes, bytesAt + at);
    at += bytes.length;
  });
  offsets[count] = at;
  const all = new Uint8Array(buffer.buffer, buffer.byteOffset + bytesAt, byteLength);
  tokens.forEach((bytes, rank) => {
    let slot = hashBytes(all, offsets[rank], offsets[rank + 1]) & (slots - 1);
    while (table[slot] !== 0) {
      const other = Math.abs(table[slot]) - 1;
      if (Buffer.compare(tokens[other], bytes) === 0) throw new Error(`ranks ${other} and ${rank} are the same bytes`);
      slot = (slot + 1) & (slots - 1);
    }
    table[slot] = isByteEntry[rank] ? -(rank + 1) : rank + 1;
  });
  return buffer;
}
