// URL rules shared by gatherers and checks: references resolved against a base, absolute http(s) URLs, same host.

/** Resolves a possibly relative reference; null when it is not a usable http(s) URL. */
export function resolveUrl(reference: string, base?: string): string | null {
  try {
    const url = new URL(reference, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export function isAbsoluteHttpUrl(value: unknown): value is string {
  return typeof value === 'string' && resolveUrl(value) !== null;
}

/** The canonical's URL when it is absolute http(s) on the page's host, else null. */
export function sameHostAbsolute(href: string, pageUrl: string): URL | null {
  if (!/^https?:\/\//i.test(href.trim())) return null;
  try {
    const url = new URL(href.trim());
    return url.hostname === new URL(pageUrl).hostname ? url : null;
  } catch {
    return null;
  }
}
