// One strict JSON parse for every JSON document the engine judges (linksets, cards, catalogs, manifests, metadata).
// RFC 8259 §8.1: JSON exchanged between systems MUST be UTF-8; §7: control characters (U+0000–U+001F) MUST be
// escaped in strings, and only space, tab, LF and CR are whitespace. The fetcher's `text` is a display decoding that
// replaces invalid bytes and drops NUL, so a document is judged on its raw bytes: never repaired before judging.

export type StrictJson = { ok: true; value: unknown } | { ok: false; error: string };

/** `ignoreBOM: false` strips a leading BOM, which RFC 8259 §8.1 lets a parser ignore. */
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

export function parseStrictJson(source: Uint8Array | string): StrictJson {
  let text: string;
  if (typeof source === 'string') text = source.replace(/^\uFEFF/, '');
  else {
    try {
      text = utf8.decode(source);
    } catch {
      return { ok: false, error: `The document is not valid UTF-8 (RFC 8259 §8.1), at byte ${invalidUtf8Offset(source)}.` };
    }
  }
  try {
    // JSON.parse is RFC 8259's grammar: it refuses raw control characters in strings and any other whitespace.
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0]!.slice(0, 200) : String(error);
    const control = firstRawControl(text);
    return {
      ok: false,
      error: control === null ? message : `${message} (a raw control character U+${control.code} at offset ${control.offset}; RFC 8259 §7 requires it escaped)`,
    };
  }
}

function firstRawControl(text: string): { code: string; offset: number } | null {
  const match = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/.exec(text);
  return match ? { code: match[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0'), offset: match.index } : null;
}

/** The offset where the first ill-formed UTF-8 sequence starts (Unicode §3.9, Table 3-7), for the finding's evidence. */
function invalidUtf8Offset(bytes: Uint8Array): number {
  let index = 0;
  while (index < bytes.length) {
    const lead = bytes[index]!;
    const length = lead < 0x80 ? 1 : lead >= 0xc2 && lead <= 0xdf ? 2 : lead >= 0xe0 && lead <= 0xef ? 3 : lead >= 0xf0 && lead <= 0xf4 ? 4 : 0;
    if (length === 0) return index;
    // The second byte's range depends on the lead (no overlongs, no surrogates, nothing above U+10FFFF).
    const low = lead === 0xe0 ? 0xa0 : lead === 0xf0 ? 0x90 : 0x80;
    const high = lead === 0xed ? 0x9f : lead === 0xf4 ? 0x8f : 0xbf;
    for (let offset = 1; offset < length; offset++) {
      const byte = bytes[index + offset];
      const [min, max] = offset === 1 ? [low, high] : [0x80, 0xbf];
      if (byte === undefined || byte < min || byte > max) return index;
    }
    index += length;
  }
  return index;
}
