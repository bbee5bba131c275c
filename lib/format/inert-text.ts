// The one rule for text strangers wrote (a page's words a report echoes, a server's answer, anything stored from what a
// site or a visitor sent) on its way out of the service: no control character reaches a terminal, a spreadsheet or a
// model (issue 60 point 2). Applied where text leaves, once per way out, never per field: the CLI's readings of the
// API and of local reports (bin/cli), the CSV and Parquet exports (lib/fleets/export.ts), MCP's answers
// (lib/mcp/serialize.ts) and A2A's parts (lib/a2a/answers.ts). Pages need none of it: React writes text as text, and a browser acts on no control byte.
//
// C0 controls but tab and line feed, DEL and C1 controls are shown as what they are (␛ for ESC, ␇ for BEL, U+FFFD for
// C1) rather than dropped, so a reader sees that something was there; a carriage return (which rewrites a terminal's
// line) is one only before a line feed. Unicode's bidirectional overrides and isolates (Trojan Source, CVE-2021-42574)
// are shown as U+FFFD too: they reorder what a terminal or an editor displays.
//
// CSV adds one more rule of its own (csvCell): a cell a spreadsheet would read as a formula (=, +, -, @, tab or
// carriage return first: OWASP "CSV Injection") starts with an apostrophe.

const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

function picture(char: string): string {
  const code = char.charCodeAt(0);
  if (code === 0x0d) return '\u240d';
  if (code < 0x20) return String.fromCharCode(0x2400 + code);
  if (code === 0x7f) return '\u2421';
  return '\ufffd';
}

/** The text with every control character but tab and line feed (and a carriage return before one) made visible. */
export function inertText(text: string): string {
  return (text.includes('\r\n') ? text.replace(/\r\n/g, '\n') : text).replace(UNSAFE, picture);
}

/** Every string in a JSON-like value through inertText (keys too): a whole answer made inert in one pass. */
export function inertStrings<T>(value: T): T {
  if (typeof value === 'string') return inertText(value) as T;
  if (Array.isArray(value)) return value.map((item) => inertStrings(item)) as T;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [inertText(key), inertStrings(item)])) as T;
  }
  return value;
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** A CSV cell's text: inert, and never a formula a spreadsheet would run. */
export function csvCell(text: string): string {
  return FORMULA_START.test(text) ? `'${inertText(text)}` : inertText(text);
}
