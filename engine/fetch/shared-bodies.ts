// An audit fetches its start page several times (as a browser, for markdown negotiation, with agent user agents and
// agent profiles), and most sites answer each time with the same bytes. A response whose bytes equal a recent one's
// takes that one's body and decoded text, so a 5 MB page is held, and decoded, once instead of a dozen times, and
// whatever compares or keys by the text afterwards (the agent views, the challenge scan) meets the same string, which
// compares at once and is hashed once.
import { decodeText } from './decode.js';

/** Smaller bodies (robots.txt, JSON documents, 404 pages) are seldom fetched twice and cost little to hold twice. */
const MIN_SHARED_BYTES = 4 * 1024;
/** How many earlier bodies a response is compared with: the copies of one page are fetched close together. */
const RECENT_BODIES = 8;

export interface DecodedBody {
  body: Buffer;
  text: string;
}

/**
 * Decodes the bodies one fetcher receives. It keeps no body alive: it remembers bodies weakly, so only a body some
 * earlier response still holds is shared.
 */
export function createBodyDecoder(): (body: Buffer, contentType: string | undefined) => DecodedBody {
  const recent: Array<WeakRef<Buffer>> = [];
  const decoded = new WeakMap<Buffer, { contentType: string | undefined; text: string }>();
  return (body, contentType) => {
    if (body.length < MIN_SHARED_BYTES) return { body, text: decodeText(body, contentType) };
    for (const reference of recent) {
      const earlier = reference.deref();
      const known = earlier && decoded.get(earlier);
      // The text depends on the bytes and the Content-Type (its charset) alone.
      if (known && known.contentType === contentType && earlier.equals(body)) return { body: earlier, text: known.text };
    }
    const text = decodeText(body, contentType);
    decoded.set(body, { contentType, text });
    recent.push(new WeakRef(body));
    if (recent.length > RECENT_BODIES) recent.shift();
    return { body, text };
  };
}
