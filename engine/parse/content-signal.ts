// Content Signals (contentsignals.org): "search=yes, ai-input=no, ai-train=no", in robots.txt or a response header.

export const CONTENT_SIGNAL_KEYS = ['search', 'ai-input', 'ai-train'] as const;
export type ContentSignalKey = (typeof CONTENT_SIGNAL_KEYS)[number];
/** `use=`, as Cloudflare's managed robots.txt writes it next to the three signals. */
export const CONTENT_SIGNAL_USES = ['immediate', 'reference', 'full'] as const;
export type ContentSignalUse = (typeof CONTENT_SIGNAL_USES)[number];

export interface ContentSignalValue {
  /** Known keys with a valid yes/no value. */
  signals: Partial<Record<ContentSignalKey, 'yes' | 'no'>>;
  /** A valid `use=` value, or null when the line has none. */
  use: ContentSignalUse | null;
  /** Pairs with a key we do not know, e.g. "ai_train=no". */
  unknownKeys: string[];
  /** Known keys with a value other than yes/no, e.g. "search=allow". */
  invalidValues: string[];
  /** Parts that are not key=value at all. */
  malformed: string[];
}

export function parseContentSignal(value: string): ContentSignalValue {
  const parsed: ContentSignalValue = { signals: {}, use: null, unknownKeys: [], invalidValues: [], malformed: [] };
  for (const part of value.split(',')) {
    const pair = part.trim();
    if (pair === '') continue;
    const match = /^([^=\s]+)\s*=\s*(\S+)$/.exec(pair);
    if (!match) {
      parsed.malformed.push(pair);
      continue;
    }
    const key = match[1]!.toLowerCase();
    const val = match[2]!.toLowerCase();
    if (key === 'use') {
      if ((CONTENT_SIGNAL_USES as readonly string[]).includes(val)) parsed.use = val as ContentSignalUse;
      else parsed.invalidValues.push(pair);
    } else if (!(CONTENT_SIGNAL_KEYS as readonly string[]).includes(key)) {
      parsed.unknownKeys.push(pair);
    } else if (val !== 'yes' && val !== 'no') {
      parsed.invalidValues.push(pair);
    } else {
      parsed.signals[key as ContentSignalKey] = val;
    }
  }
  return parsed;
}

export function isCleanSignal(value: ContentSignalValue): boolean {
  return value.unknownKeys.length === 0 && value.invalidValues.length === 0 && value.malformed.length === 0;
}
