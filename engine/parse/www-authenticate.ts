// WWW-Authenticate challenges (RFC 9110 §11.6.1): `scheme [token68 | #auth-param]`, several per header.
// Hand-written because no maintained npm parser handles several challenges with quoted, comma-bearing params.

export interface AuthChallenge {
  /** Lower-case scheme, e.g. "bearer", "payment". */
  scheme: string;
  /** Parameter names lower-cased; quoted values unescaped. */
  params: Record<string, string>;
  token68: string | null;
}

const TOKEN = /[!#$%&'*+\-.^_`|~0-9A-Za-z]+/y;
const TOKEN68 = /[A-Za-z0-9\-._~+/]+=*/y;

export function parseWwwAuthenticate(header: string): AuthChallenge[] {
  const challenges: AuthChallenge[] = [];
  let at = 0;
  const skip = (pattern: RegExp) => {
    while (at < header.length && pattern.test(header[at]!)) at += 1;
  };
  const read = (pattern: RegExp): string | null => {
    pattern.lastIndex = at;
    const match = pattern.exec(header);
    if (!match) return null;
    at = pattern.lastIndex;
    return match[0];
  };
  const readQuoted = (): string => {
    let value = '';
    at += 1; // opening quote
    while (at < header.length && header[at] !== '"') {
      if (header[at] === '\\' && at + 1 < header.length) at += 1;
      value += header[at];
      at += 1;
    }
    at += 1; // closing quote
    return value;
  };
  /** True when `name =` starts at the cursor (an auth-param, not a new challenge or token68). */
  const paramAhead = (): boolean => {
    TOKEN.lastIndex = at;
    const match = TOKEN.exec(header);
    if (!match) return false;
    const rest = header.slice(TOKEN.lastIndex).trimStart();
    return rest.startsWith('=') && !rest.startsWith('==') && !/^=\s*(,|$)/.test(rest);
  };

  while (at < header.length) {
    skip(/[\s,]/);
    const scheme = read(TOKEN);
    if (!scheme) break;
    const challenge: AuthChallenge = { scheme: scheme.toLowerCase(), params: {}, token68: null };
    challenges.push(challenge);
    skip(/[ \t]/);
    if (!paramAhead()) {
      const token68 = read(TOKEN68);
      if (token68) challenge.token68 = token68;
      continue;
    }
    while (paramAhead()) {
      const name = read(TOKEN)!.toLowerCase();
      skip(/[ \t]/);
      at += 1; // '='
      skip(/[ \t]/);
      challenge.params[name] = header[at] === '"' ? readQuoted() : (read(TOKEN) ?? '');
      skip(/[ \t]/);
      if (header[at] !== ',') break;
      const comma = at;
      at += 1;
      skip(/[\s,]/);
      if (!paramAhead()) {
        at = comma;
        break;
      }
    }
  }
  return challenges;
}
