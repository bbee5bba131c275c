// RFC 8288 `Link` header values: `<uri>; rel="a b"; type="text/markdown", <uri2>; rel=next`.

export interface WebLink {
  /** The target as written between < and >. */
  href: string;
  /** The target resolved against the base URL, or null when it does not resolve. */
  target: string | null;
  /** Relation types, lower-case (`rel="a b"` gives two). */
  rels: string[];
  /** Other parameters, lower-case names; the first occurrence of each wins (RFC 8288 §3). */
  params: Record<string, string>;
}

/** Reads a token or quoted-string starting at `start`; returns the value and the index after it. */
function readValue(input: string, start: number): { value: string; end: number } {
  let i = start;
  while (input[i] === ' ' || input[i] === '\t') i++;
  if (input[i] === '"') {
    let value = '';
    i++;
    while (i < input.length && input[i] !== '"') {
      if (input[i] === '\\' && i + 1 < input.length) i++;
      value += input[i];
      i++;
    }
    return { value, end: i + 1 };
  }
  const begin = i;
  while (i < input.length && input[i] !== ';' && input[i] !== ',') i++;
  return { value: input.slice(begin, i).trim(), end: i };
}

export function parseLinkHeader(value: string, baseUrl: string): WebLink[] {
  const links: WebLink[] = [];
  let i = 0;
  while (i < value.length) {
    const open = value.indexOf('<', i);
    if (open === -1) break;
    const close = value.indexOf('>', open);
    if (close === -1) break;
    const href = value.slice(open + 1, close).trim();
    const params: Record<string, string> = {};
    i = close + 1;
    // Parameters until the next top-level comma.
    while (i < value.length) {
      while (value[i] === ' ' || value[i] === '\t') i++;
      if (value[i] === ',') {
        i++;
        break;
      }
      if (value[i] !== ';') {
        // Junk between links: skip to the next comma.
        const comma = value.indexOf(',', i);
        i = comma === -1 ? value.length : comma + 1;
        break;
      }
      i++;
      const nameMatch = /^\s*([A-Za-z0-9!#$&+\-.^_`|~]+\*?)\s*/.exec(value.slice(i));
      if (!nameMatch) continue;
      const name = nameMatch[1]!.toLowerCase();
      i += nameMatch[0].length;
      let paramValue = '';
      if (value[i] === '=') {
        const read = readValue(value, i + 1);
        paramValue = read.value;
        i = read.end;
      }
      if (!(name in params)) params[name] = paramValue;
    }
    let target: string | null = null;
    try {
      target = new URL(href, baseUrl).href;
    } catch {
      target = null;
    }
    const rels = (params.rel ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    delete params.rel;
    links.push({ href, target, rels, params });
  }
  return links;
}

const parsedResponses = new WeakMap<object, readonly WebLink[]>();

/**
 * A response's `Link` header, resolved against its final URL, or none. Parsed once per response: several gatherers
 * read the start page's.
 */
export function responseLinks(response: { headers: Record<string, string>; finalUrl: string } | null | undefined): readonly WebLink[] {
  const header = response?.headers['link'];
  if (!response || !header) return [];
  let links = parsedResponses.get(response);
  if (!links) parsedResponses.set(response, (links = parseLinkHeader(header, response.finalUrl)));
  return links;
}
