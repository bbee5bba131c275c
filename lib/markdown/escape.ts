// The one escaping of text we did not write (a scanned site's titles, llms.txt lines, URLs, finding messages that
// quote them) for every Markdown we write: the public report.md and its `Accept: text/markdown` twin, the CLI's
// --format markdown and the pull-request comments made from it. Under a CommonMark parser the text stays text: no
// link, image, autolink, raw HTML, entity, heading, list, quote, emphasis, code span or table cell break can form.
// Pure and dependency-free: the CLI bundle imports it too.

/**
 * Characters that open or close inline syntax anywhere in a line (CommonMark 0.31 §2.4 lets a backslash escape each):
 * `[` `]` links and images, `<` autolinks and raw HTML, `&` entity references, `*` `_` emphasis, `` ` `` code spans,
 * `~` strikethrough (GFM), `|` table cells (GFM), `\` itself.
 */
const INLINE = /[\\`*_[\]<&|~]/g;
/** GFM's literal autolinks (`https://…`, `www.…`, `name@host`) need these characters as they are. */
const AUTOLINK_LITERAL = /(?<=\w):(?=\/\/)|(?<=\bwww)\.|@/gi;
/** What starts a block at the beginning of a line: heading, quote, list item, thematic break, setext underline. */
const BLOCK_START = /^(?:[#>+=-]|\d+(?=[.)]))/;

/**
 * Site text as one line of literal Markdown: runs of whitespace (newlines included, so no block can start inside it)
 * become one space, and every character that could form syntax is backslash-escaped. Safe at the start of a line too.
 */
export function markdownText(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim().replace(INLINE, '\\$&').replace(AUTOLINK_LITERAL, '\\$&');
  return line.replace(BLOCK_START, (start) => (/^\d/.test(start) ? `${start}\\` : `\\${start}`));
}
