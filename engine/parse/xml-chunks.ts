// Splits a large well-formed XML document between the children of its root element, so that each piece can be
// parsed into a small object tree on its own: a 50 MB sitemap parsed whole builds a tree of ~600,000 entries, far
// more than an audit thread's heap budget holds. Only for text that XMLValidator accepted: this scanner checks
// nothing itself and answers null when it meets something it does not expect.

export interface RootChunks {
  /** The root element's raw (qualified) name. */
  name: string;
  /** The root's start tag, e.g. `<urlset xmlns="…">`. */
  startTag: string;
  /** Everything outside the root's content: prolog, the root with its start and end tag only, epilogue. */
  skeleton: string;
  /** Consecutive [start, end) ranges of the root's content, each cut just after a child element. */
  ranges: Array<[number, number]>;
}

const GT = 0x3e;
const SLASH = 0x2f;
const BANG = 0x21;
const QUESTION = 0x3f;
const DOUBLE_QUOTE = 0x22;
const SINGLE_QUOTE = 0x27;

const LT = 0x3c;

/**
 * The offset just after the `>` closing the tag that starts at `from`, skipping quoted attribute values; -1 if none.
 * `endAtOpen`: a `<` outside quotes also ends the tag (just after it), for scans that must not let one malformed tag
 * swallow the document.
 */
export function tagEnd(text: string, from: number, endAtOpen = false): number {
  let quote = 0;
  for (let index = from + 1; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (quote !== 0) {
      if (code === quote) quote = 0;
    } else if (code === DOUBLE_QUOTE || code === SINGLE_QUOTE) {
      quote = code;
    } else if (code === GT || (endAtOpen && code === LT)) {
      return index + 1;
    }
  }
  return -1;
}

/** The offset just after `token` searched from `from`, or -1. */
export function after(text: string, token: string, from: number): number {
  const index = text.indexOf(token, from);
  return index === -1 ? -1 : index + token.length;
}

function nameOfTag(tag: string): string {
  return /^<([^\s/>]+)/.exec(tag)?.[1] ?? '';
}

/**
 * The root's content cut into ranges of at least `chunkChars` characters (the last may be shorter), or null when
 * the root has no content (a self-closing root) or the scan meets something unexpected.
 */
export function splitRootContent(text: string, chunkChars: number): RootChunks | null {
  let depth = 0;
  let position = 0;
  let startTag = '';
  let contentStart = -1;
  let chunkStart = -1;
  const ranges: Array<[number, number]> = [];
  for (;;) {
    const open = text.indexOf('<', position);
    if (open === -1) return null;
    const next = text.charCodeAt(open + 1);
    if (next === BANG) {
      if (text.startsWith('<!--', open)) position = after(text, '-->', open + 4);
      else if (text.startsWith('<![CDATA[', open)) position = after(text, ']]>', open + 9);
      else position = tagEnd(text, open);
    } else if (next === QUESTION) {
      position = after(text, '?>', open + 2);
    } else if (next === SLASH) {
      position = after(text, '>', open + 2);
      if (position === -1) return null;
      depth--;
      if (depth === 1 && position - chunkStart >= chunkChars) {
        ranges.push([chunkStart, position]);
        chunkStart = position;
      } else if (depth === 0) {
        if (chunkStart < open) ranges.push([chunkStart, open]);
        const name = nameOfTag(startTag);
        return { name, startTag, skeleton: `${text.slice(0, contentStart)}</${name}>${text.slice(position)}`, ranges };
      }
    } else {
      position = tagEnd(text, open);
      if (position === -1) return null;
      const selfClosing = text.charCodeAt(position - 2) === SLASH;
      if (depth === 0) {
        if (selfClosing) return null;
        startTag = text.slice(open, position);
        contentStart = chunkStart = position;
      }
      if (!selfClosing) depth++;
      else if (depth === 1 && position - chunkStart >= chunkChars) {
        ranges.push([chunkStart, position]);
        chunkStart = position;
      }
    }
    if (position === -1) return null;
  }
}
