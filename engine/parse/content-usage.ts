// IETF AIPREF usage preferences: the `Content-Usage` response header (draft-ietf-aipref-attach-05 §3, a structured-field
// dictionary, RFC 9651 §3.2) and the `Content-Usage: [<path>] <preferences>` robots.txt rule (§4; -05: the path may be
// absent, and rules apply to paths by the longest matching prefix, as Allow/Disallow do), with the vocabulary of
// draft-ietf-aipref-vocab-08: the categories `train-ai`, `ai-use` and `search`, each `y` or `n`; unknown keys ignored.
import { isAllowed, normalizeRobotsPath, robotsPatternMatches, type ParsedRobots, type RobotsRecord } from './robots-txt.js';

/** draft-ietf-aipref-vocab-08 §Vocabulary Definition: AI Training, AI Use (-08 restored it beside the two), Search. */
export const USAGE_CATEGORIES = ['train-ai', 'ai-use', 'search'] as const;
export type UsageCategory = (typeof USAGE_CATEGORIES)[number];

export interface UsagePreferences {
  /** Categories of the vocabulary with a `y`/`n` preference. */
  preferences: Partial<Record<UsageCategory, 'y' | 'n'>>;
  /** Members with a key outside the vocabulary (ignored by processors, reported so owners can spot typos). */
  ignoredKeys: string[];
  /** Vocabulary keys whose value is not the token `y` or `n` (they state no preference). */
  invalidValues: string[];
  /** Set when the text is not a structured-field dictionary at all. */
  syntaxError: string | null;
}

export interface UsageRule extends UsagePreferences {
  /** The path the rule applies to (always starts with "/"), or null when the rule has none: then it applies to every path (attach-05 §4). */
  path: string | null;
}

// RFC 9651 §3.2: key = (lcalpha / "*") *(lcalpha / DIGIT / "_" / "-" / "." / "*"); a token value starts with ALPHA or "*".
const MEMBER = /^([a-z*][a-z0-9_\-.*]*)(?:=([A-Za-z*][A-Za-z0-9:/!#$%&'*+\-.^_`|~]*|"[^"]*"|[-0-9.]+|\?[01]))?((?:;[^;,]*)*)$/;

/** Parses a preference expression (the header value, or the rule's text after its path). */
export function parseUsagePreferences(text: string): UsagePreferences {
  const parsed: UsagePreferences = { preferences: {}, ignoredKeys: [], invalidValues: [], syntaxError: null };
  const members = text.split(',').map((member) => member.replace(/^[ \t]+|[ \t]+$/g, ''));
  if (members.length === 1 && members[0] === '') {
    parsed.syntaxError = 'no preferences';
    return parsed;
  }
  for (const member of members) {
    const match = MEMBER.exec(member);
    if (!match) {
      parsed.syntaxError = `"${member.slice(0, 60)}" is not a dictionary member`;
      return parsed;
    }
    const key = match[1]!;
    const value = match[2];
    if (!(USAGE_CATEGORIES as readonly string[]).includes(key)) parsed.ignoredKeys.push(member);
    else if (value === 'y' || value === 'n') parsed.preferences[key as UsageCategory] = value;
    else parsed.invalidValues.push(member);
  }
  return parsed;
}

/**
 * A robots.txt `Content-Usage` rule value (attach-05 §4.2 Processing Content-Usage Rules): a value starting with "/"
 * has a path, ending before the first SP or HTAB, and the rest is the preference; any other first character means the
 * path is absent and the whole value is the preference.
 */
export function parseUsageRule(value: string): UsageRule {
  if (!value.startsWith('/')) return { ...parseUsagePreferences(value), path: null };
  const match = /^(\/[^ \t]*)[ \t]+(.*)$/.exec(value);
  if (!match) return { ...parseUsagePreferences(''), path: value };
  return { ...parseUsagePreferences(match[2]!), path: match[1]! };
}

/** The wildcard group's rules that decide the usage preferences of one path, and what they state together. */
export interface PathUsage {
  path: string;
  /** Whether the wildcard group may crawl the path: preferences apply only to crawlable paths (attach-05 §4.1). */
  crawlable: boolean;
  /** The deciding rules (the longest matching path; several when they share it), as records with line numbers. */
  rules: RobotsRecord[];
  /** Their preferences combined, the most restrictive winning for each category (vocab §Combining Preferences). */
  preferences: UsagePreferences['preferences'];
}

/**
 * attach-05 §4.1: Content-Usage rules apply to a path by the longest matching path prefix, as Allow/Disallow do (an
 * absent path matches every path with length 0); rules with the same path and conflicting preferences "apply
 * separately", which vocab §Combining Preferences resolves to the most restrictive. Only the `*` group is read here.
 */
export function usageForPath(robots: ParsedRobots, path: string): PathUsage | null {
  const wildcard = new Set(robots.groups.flatMap((group, index) => (group.userAgents.some((agent) => agent.trim() === '*') ? [index] : [])));
  const records = robots.otherRecords.filter((record) => record.key === 'content-usage' && record.group !== null && wildcard.has(record.group));
  if (records.length === 0) return null;
  const target = normalizeRobotsPath(path);
  let best: RobotsRecord[] = [];
  let bestLength = -1;
  for (const record of records) {
    const rule = parseUsageRule(record.value);
    const pattern = rule.path === null ? '' : normalizeRobotsPath(rule.path);
    if (pattern !== '' && !robotsPatternMatches(pattern, target)) continue;
    if (pattern.length > bestLength) {
      best = [record];
      bestLength = pattern.length;
    } else if (pattern.length === bestLength) best.push(record);
  }
  const preferences: UsagePreferences['preferences'] = {};
  for (const record of best) {
    for (const [category, value] of Object.entries(parseUsageRule(record.value).preferences) as Array<[UsageCategory, 'y' | 'n']>) {
      preferences[category] = preferences[category] === 'n' ? 'n' : value;
    }
  }
  return { path, crawlable: isAllowed(robots, '*', path).allowed, rules: best, preferences };
}

export function statedPreferences(value: Pick<UsagePreferences, 'preferences'>): string {
  return USAGE_CATEGORIES.filter((key) => value.preferences[key] !== undefined)
    .map((key) => `${key}=${value.preferences[key]}`)
    .join(', ');
}
