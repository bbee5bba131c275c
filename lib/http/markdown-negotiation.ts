// Content negotiation for the public pages that also exist as markdown. It runs as next.config rewrites (header
// conditions), so it is expressed as two header patterns: a client gets markdown when it names text/markdown with a
// non-zero q and does not ask for text/html at the implicit q=1. Browsers (text/html first, */*) keep getting HTML.

/** Accept names text/markdown, not with q=0. */
export const ACCEPTS_MARKDOWN = '.*text/markdown(?!\\s*;\\s*q=0(?:\\.0*)?\\s*(?:,|$)).*';
/** Accept names text/html without a q parameter (that is, at q=1). */
export const WANTS_HTML_FIRST = '.*text/html(?!\\s*;\\s*q=).*';

export const MARKDOWN_HEADERS = {
  'content-type': 'text/markdown; charset=utf-8',
  vary: 'Accept',
} as const;
