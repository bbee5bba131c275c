// IETF AIPREF usage preferences: the `Content-Usage` response header (draft-ietf-aipref-attach §3, a structured-field
// dictionary, RFC 9651 §3.2) and the `Content-Usage: <path> <preferences>` robots.txt rule (§4), with the vocabulary
// of draft-ietf-aipref-vocab: the categories `train-ai` and `search`, each `y` or `n`; unknown keys are ignored.

export const USAGE_CATEGORIES = ['train-ai', 'search'] as const;
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
  /** The path the rule applies to (always starts with "/"), or null when the rule has none. */
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

/** A robots.txt `Content-Usage` rule value: a path starting with "/", whitespace (SP or HTAB), then preferences. */
export function parseUsageRule(value: string): UsageRule {
  const match = /^(\/[^ \t]*)[ \t]+(.*)$/.exec(value);
  if (!match) return { ...parseUsagePreferences(value), path: null };
  return { ...parseUsagePreferences(match[2]!), path: match[1]! };
}

export function statedPreferences(value: UsagePreferences): string {
  return USAGE_CATEGORIES.filter((key) => value.preferences[key] !== undefined)
    .map((key) => `${key}=${value.preferences[key]}`)
    .join(', ');
}
