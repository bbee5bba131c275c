// robots.txt per RFC 9309, written by hand because no maintained library keeps line numbers for
// every rule (findings must cite the deciding line) nor keeps the `*` group apart from named groups.
import type { RobotsKind } from '../types.js';
import { parseContentSignal, type ContentSignalValue } from './content-signal.js';

export interface RobotsRule {
  type: 'allow' | 'disallow';
  /** The path pattern as written (may be empty: an empty rule matches nothing). */
  pattern: string;
  line: number;
}

export interface RobotsGroup {
  /** Product tokens as written (`*` for the wildcard group). */
  userAgents: string[];
  /** Line of the group's first user-agent line. */
  line: number;
  rules: RobotsRule[];
  /**
   * Set when another record (Sitemap, Crawl-delay, ...) sits between two of the group's user-agent lines: RFC 9309
   * §2.2.4 says such records do not end a group, so the user agents above it take the rules below it.
   */
  joinedAcross?: { record: string; line: number; userAgentsAbove: string[] };
}

export interface RobotsRecord {
  /** Lower-case key, e.g. 'crawl-delay'. */
  key: string;
  value: string;
  line: number;
  /** Index into `groups` of the group the record sits in, or null before the first user-agent line. */
  group: number | null;
}

export interface ContentSignalLine extends ContentSignalValue {
  raw: string;
  line: number;
  /** Index into `groups`, or null when the line sits before the first user-agent line. */
  group: number | null;
}

export interface ParsedRobots {
  groups: RobotsGroup[];
  sitemaps: Array<{ url: string; line: number }>;
  contentSignals: ContentSignalLine[];
  /** Recognised `key: value` records that are neither rules nor the ones above (crawl-delay, host, ...). */
  otherRecords: RobotsRecord[];
  /** Lines that are neither a record nor a comment nor blank. */
  invalidLines: Array<{ line: number; text: string }>;
  /** allow/disallow lines before the first user-agent line (RFC 9309: they belong to no group and are ignored). */
  rulesBeforeUserAgent: Array<{ line: number; text: string }>;
  /** Records whose key looks like a misspelt User-agent, Allow or Disallow (`Disalow`, `Useragent`, ...). */
  likelyTypos: Array<{ line: number; text: string; meant: string }>;
}

export interface RobotsVerdict {
  allowed: boolean;
  /** The deciding rule's line, or null when no rule matched (allowed by default). */
  line: number | null;
  /** The deciding rule as written, e.g. "Disallow: /private". */
  rule: string | null;
  /** The line of the group that applied (the named group, else `*`), or null when no group applied. */
  groupLine: number | null;
  /** True when a group names the token itself (not only `*`). */
  namedGroup: boolean;
}

// RFC 9309 §2.2: only SP and HTAB are whitespace around keys and values (a Unicode space belongs to the path).
const RECORD = /^[ \t]*([A-Za-z][A-Za-z0-9_-]*)[ \t]*:[ \t]*(.*?)[ \t]*$/;
const BLANK = /^[ \t]*$/;

/** Keys crawlers and RFC 9309 extensions use on purpose; anything else close to a rule key is a likely typo. */
const KNOWN_KEYS = new Set([
  'user-agent', 'allow', 'disallow', 'sitemap', 'content-signal', 'content-usage', 'crawl-delay', 'host', 'clean-param',
  'request-rate', 'visit-time', 'noindex', 'nofollow', 'noarchive', 'cache-delay',
]);
const TYPO_TARGETS: ReadonlyArray<{ key: string; written: string; distance: number }> = [
  { key: 'user-agent', written: 'User-agent', distance: 2 },
  { key: 'disallow', written: 'Disallow', distance: 2 },
  { key: 'allow', written: 'Allow', distance: 1 },
];

/** Levenshtein distance, stopping early past `limit` (keys are short). */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** The directive a record key was probably meant to be (`disalow` → Disallow, `user_agent` → User-agent), or null. */
export function likelyDirective(key: string): string | null {
  if (KNOWN_KEYS.has(key)) return null;
  if (key.replace(/[^a-z]/g, '') === 'useragent') return 'User-agent';
  const target = TYPO_TARGETS.find((candidate) => editDistance(key, candidate.key, candidate.distance) <= candidate.distance);
  return target?.written ?? null;
}

function stripComment(line: string): string {
  const hash = line.indexOf('#');
  return hash === -1 ? line : line.slice(0, hash);
}

export function parseRobots(text: string): ParsedRobots {
  const parsed: ParsedRobots = {
    groups: [],
    sitemaps: [],
    contentSignals: [],
    otherRecords: [],
    invalidLines: [],
    rulesBeforeUserAgent: [],
    likelyTypos: [],
  };
  let current: RobotsGroup | null = null;
  // A user-agent line after an allow/disallow rule starts a new group; other records (crawl-delay,
  // content-signal, ...) do not split consecutive user-agent lines (RFC 9309 §2.1 defines groups by rules).
  let groupHasRules = false;
  // The first record other than a user-agent line since the current group's last user-agent line (§2.2.4).
  let recordSinceUserAgent: { record: string; line: number } | null = null;
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  lines.forEach((raw, index) => {
    const lineNumber = index + 1;
    const content = stripComment(raw);
    if (BLANK.test(content)) return;
    const match = RECORD.exec(content);
    // A bare URL ("https://example.com/sitemap.xml") is no record, though its scheme looks like a key.
    if (!match || (/^https?$/i.test(match[1]!) && match[2]!.startsWith('//'))) {
      parsed.invalidLines.push({ line: lineNumber, text: raw.trim().slice(0, 200) });
      // "User agent: x" does not parse (no space in a key), yet some crawlers read it as User-agent.
      if (/^[ \t]*user[ \t]+agent[ \t]*:/i.test(content)) parsed.likelyTypos.push({ line: lineNumber, text: raw.trim().slice(0, 200), meant: 'User-agent' });
      return;
    }
    const key = match[1]!.toLowerCase();
    const value = match[2]!;
    const groupIndex = current ? parsed.groups.length - 1 : null;
    switch (key) {
      case 'user-agent': {
        if (!current || groupHasRules) {
          current = { userAgents: [], line: lineNumber, rules: [] };
          parsed.groups.push(current);
          groupHasRules = false;
        } else if (recordSinceUserAgent && !current.joinedAcross) {
          current.joinedAcross = { ...recordSinceUserAgent, userAgentsAbove: [...current.userAgents] };
        }
        recordSinceUserAgent = null;
        current.userAgents.push(value);
        return;
      }
      case 'allow':
      case 'disallow': {
        if (!current) {
          parsed.rulesBeforeUserAgent.push({ line: lineNumber, text: raw.trim().slice(0, 200) });
          return;
        }
        current.rules.push({ type: key, pattern: value, line: lineNumber });
        groupHasRules = true;
        return;
      }
    }
    if (current && !groupHasRules && !recordSinceUserAgent) recordSinceUserAgent = { record: raw.trim().slice(0, 200), line: lineNumber };
    switch (key) {
      case 'sitemap':
        parsed.sitemaps.push({ url: value, line: lineNumber });
        return;
      case 'content-signal':
        parsed.contentSignals.push({ ...parseContentSignal(value), raw: value, line: lineNumber, group: groupIndex });
        return;
      default: {
        parsed.otherRecords.push({ key, value, line: lineNumber, group: groupIndex });
        const meant = likelyDirective(key);
        if (meant) parsed.likelyTypos.push({ line: lineNumber, text: raw.trim().slice(0, 200), meant });
      }
    }
  });
  return parsed;
}

/**
 * The product token of a user-agent line value: its leading identifier ("Googlebot/2.1 (+http…)" → "googlebot").
 * RFC 9309 §2.2.1 (ABNF `product-token = identifier / "*"`): the wildcard is exactly `*`; a value such as
 * `*SemrushBot*` names a group no crawler's token matches, it is not the `*` group.
 */
function productToken(value: string): string {
  const trimmed = value.replace(/^[ \t]+|[ \t]+$/g, '');
  if (trimmed === '*') return '*';
  return (/^[A-Za-z0-9_-]+/.exec(trimmed)?.[0] ?? '').toLowerCase();
}

const UNRESERVED = /[A-Za-z0-9\-._~]/;

/**
 * RFC 9309 §2.2.2: non-ASCII octets are percent-encoded, percent-encoded unreserved characters are
 * decoded, and the remaining escapes are compared with upper-case hex.
 */
export function normalizeRobotsPath(path: string): string {
  let out = '';
  const bytes = Buffer.from(path, 'utf8');
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    if (byte === 0x25 && /^[0-9A-Fa-f]{2}$/.test(bytes.subarray(i + 1, i + 3).toString('latin1'))) {
      const hex = bytes.subarray(i + 1, i + 3).toString('latin1').toUpperCase();
      const char = String.fromCharCode(parseInt(hex, 16));
      out += UNRESERVED.test(char) ? char : `%${hex}`;
      i += 2;
    } else if (byte > 0x7e || byte < 0x21) {
      out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    } else {
      out += String.fromCharCode(byte);
    }
  }
  return out;
}

/**
 * Does `pattern` (with `*` wildcards and an optional final `$`) match a prefix of `path`
 * (all of it with `$`)? Greedy with single backtrack point: linear-ish, no regex backtracking blow-up.
 */
export function robotsPatternMatches(pattern: string, path: string): boolean {
  const anchored = pattern.endsWith('$');
  const body = anchored ? pattern.slice(0, -1) : pattern;
  let p = 0;
  let s = 0;
  let star = -1;
  let starS = 0;
  while (s < path.length) {
    if (p < body.length && body[p] !== '*' && body[p] === path[s]) {
      p++;
      s++;
    } else if (p < body.length && body[p] === '*') {
      star = p++;
      starS = s;
    } else if (p === body.length && !anchored) {
      return true;
    } else if (star !== -1) {
      p = star + 1;
      s = ++starS;
    } else {
      return false;
    }
  }
  while (p < body.length && body[p] === '*') p++;
  return p === body.length;
}

// The page chooser asks about hundreds of paths against the same rules: normalize each pattern once.
const normalizedPatterns = new WeakMap<RobotsRule, string>();
function normalizedPattern(rule: RobotsRule): string {
  let pattern = normalizedPatterns.get(rule);
  if (pattern === undefined) {
    pattern = normalizeRobotsPath(rule.pattern);
    normalizedPatterns.set(rule, pattern);
  }
  return pattern;
}

function pathOf(target: string): string {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(target)) {
    const url = new URL(target);
    return url.pathname + url.search;
  }
  return target.startsWith('/') ? target : `/${target}`;
}

// A group's product tokens are read for every user agent an audit asks about (two dozen crawlers): read once.
const productTokensOf = new WeakMap<readonly string[], readonly string[]>();
function productTokens(group: RobotsGroup): readonly string[] {
  let tokens = productTokensOf.get(group.userAgents);
  if (tokens === undefined || tokens.length !== group.userAgents.length) {
    tokens = group.userAgents.map(productToken);
    productTokensOf.set(group.userAgents, tokens);
  }
  return tokens;
}

function groupsFor(robots: ParsedRobots, token: string): { groups: RobotsGroup[]; named: boolean } {
  const wanted = token.toLowerCase();
  const named = robots.groups.filter((group) => productTokens(group).includes(wanted));
  if (named.length > 0) return { groups: named, named: true };
  return { groups: robots.groups.filter((group) => productTokens(group).includes('*')), named: false };
}

/** Whether `userAgentToken` may fetch `path` (a path, path+query or absolute URL) under RFC 9309. */
export function isAllowed(robots: ParsedRobots, userAgentToken: string, path: string): RobotsVerdict {
  const target = normalizeRobotsPath(pathOf(path));
  const { groups, named } = groupsFor(robots, userAgentToken);
  const groupLine = groups[0]?.line ?? null;
  if (target === '/robots.txt') return { allowed: true, line: null, rule: null, groupLine, namedGroup: named };
  let best: RobotsRule | null = null;
  let bestLength = -1;
  for (const group of groups) {
    for (const rule of group.rules) {
      if (rule.pattern === '') continue;
      const pattern = normalizedPattern(rule);
      if (!robotsPatternMatches(pattern, target)) continue;
      const length = pattern.length;
      if (length > bestLength || (length === bestLength && rule.type === 'allow' && best?.type === 'disallow')) {
        best = rule;
        bestLength = length;
      }
    }
  }
  if (!best) return { allowed: true, line: null, rule: null, groupLine, namedGroup: named };
  const written = `${best.type === 'allow' ? 'Allow' : 'Disallow'}: ${best.pattern}`;
  return { allowed: best.type === 'allow', line: best.line, rule: written, groupLine, namedGroup: named };
}

/** True when some group names this token explicitly. */
export function namesToken(robots: ParsedRobots, userAgentToken: string): boolean {
  return groupsFor(robots, userAgentToken).named;
}

/**
 * What a crawler with this token may fetch, given the whole artifact: no robots.txt allows everything,
 * an unreachable one disallows everything (RFC 9309 §2.3.1.3–4).
 */
export function robotsAllows(
  robots: { kind: RobotsKind; parsed: ParsedRobots | null },
  userAgentToken: string,
  path: string,
): RobotsVerdict {
  if (robots.kind === 'unreachable') {
    return { allowed: false, line: null, rule: null, groupLine: null, namedGroup: false };
  }
  if (!robots.parsed) return { allowed: true, line: null, rule: null, groupLine: null, namedGroup: false };
  return isAllowed(robots.parsed, userAgentToken, path);
}
