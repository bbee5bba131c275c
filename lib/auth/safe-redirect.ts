// Where a form may send the visitor after it is done: a path on this site only (no open redirect). Browsers read
// "//host" and "/\host" as protocol-relative and drop tabs and newlines inside URLs ("/\t/host" becomes "//host"),
// so a path with a backslash or a control character is refused too, and what is left must resolve on our origin.
const SAME_SITE = 'http://same-site.invalid';

export function safeRedirectPath(value: FormDataEntryValue | null | undefined, fallback: string): string {
  const path = typeof value === 'string' ? value : '';
  if (!path.startsWith('/') || path.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(path)) return fallback;
  try {
    return new URL(path, SAME_SITE).origin === SAME_SITE ? path : fallback;
  } catch {
    return fallback;
  }
}
