// Safe text decoding of fetched bytes: never throws, whatever the bytes or the declared charset.

/** The media type without parameters, lower-case; '' when absent. */
export function mediaTypeOf(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

/** The charset parameter of a Content-Type value, lower-case, or null. */
export function charsetOf(contentType: string | undefined): string | null {
  const match = /;\s*charset\s*=\s*(?:"([^"]*)"|([^\s;]*))/i.exec(contentType ?? '');
  const value = (match?.[1] ?? match?.[2] ?? '').trim().toLowerCase();
  return value === '' ? null : value;
}

function bomEncoding(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return null;
}

/** `<meta charset>` or `<meta http-equiv content="...charset=">` within the first 1024 bytes, as browsers prescan. */
function htmlMetaCharset(bytes: Uint8Array): string | null {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  const match = /<meta[^>]+charset\s*=\s*["']?\s*([A-Za-z0-9_.:-]+)/i.exec(head);
  return match ? match[1]!.toLowerCase() : null;
}

const UTF8 = new TextDecoder('utf-8', { fatal: false });
/** Decoders by valid label. One-shot decode() keeps no state between calls, so one decoder serves every response. */
const decoders = new Map<string, TextDecoder>();

function decoderFor(label: string | null): TextDecoder {
  if (label === null) return UTF8;
  let decoder = decoders.get(label);
  if (decoder === undefined) {
    try {
      decoder = new TextDecoder(label, { fatal: false });
    } catch {
      // An unknown charset label: fall back to UTF-8, as most real pages are. Not cached: labels come from servers.
      return UTF8;
    }
    decoders.set(label, decoder);
  }
  return decoder;
}

/**
 * Bytes to text: a BOM wins, then the Content-Type charset, then (for HTML) a meta charset, then UTF-8.
 * Invalid sequences become U+FFFD and NUL characters are removed, so parsers downstream never see them.
 */
export function decodeText(bytes: Uint8Array, contentType?: string): string {
  if (bytes.length === 0) return '';
  const declared =
    bomEncoding(bytes) ??
    charsetOf(contentType) ??
    (mediaTypeOf(contentType).includes('html') || contentType === undefined ? htmlMetaCharset(bytes) : null);
  // TextDecoder removes a BOM matching its own encoding; a UTF-8 BOM under another declared charset is stripped by hand.
  return decoderFor(declared).decode(bytes).replace(/^\uFEFF/, '').replace(/\u0000/g, '');
}
