// The maintained crawler list (`crawler-user-agents`, monperrus/crawler-user-agents, MIT) as a fixed vocabulary of
// names. Each entry is named once, from the list's own data: the text its pattern matches in the list's first example
// User-Agent, or, for an entry without one or whose pattern spans any text (`[\s\S]*`), the pattern's literal text.
// A request never names a crawler: what a visitor wrote in its User-Agent picks an entry, never the words stored
// (issue 60 point 2; Prometheus' advice on label cardinality: a label never takes values such as user agents).
import crawlerList from 'crawler-user-agents';

interface ListEntry {
  pattern: string;
  url?: string;
  instances?: string[];
}

export interface ListedCrawler {
  /** The entry's name: printable ASCII, at most LISTED_NAME_CHARS characters. */
  name: string;
  pattern: RegExp;
  /** The crawler's page the list names, or null. */
  url: string | null;
}

const LISTED_NAME_CHARS = 60;
/** A pattern that matches any run of text: the text it matched is the visitor's, never a name. */
const SPANS_ANY_TEXT = /\[\\s\\S\]\*|\.\*|\.\+/;

/**
 * A pattern's literal text: escapes unescaped, a class by its first character (`[wW]get` → `wget`), a group by its
 * first alternative, anchors, quantifiers and classes of "any" dropped, a span of any text read as a space.
 */
export function literalOf(pattern: string): string {
  let out = '';
  let depth = 0;
  /** Inside a group's second or later alternative, at this depth: skipped. */
  let skippingFrom: number | null = null;
  for (let index = 0; index < pattern.length; index++) {
    const char = pattern[index]!;
    const emit = (text: string) => {
      if (skippingFrom === null) out += text;
    };
    if (char === '\\') {
      const next = pattern[++index] ?? '';
      if (/[dswDSWbB]/.test(next)) continue;
      emit(next);
    } else if (char === '[') {
      const end = pattern.indexOf(']', index + 2);
      const body = pattern.slice(index + 1, end === -1 ? pattern.length : end);
      index = end === -1 ? pattern.length : end;
      if (body === '\\s\\S' || body.startsWith('^')) {
        if (pattern[index + 1] === '*' || pattern[index + 1] === '+') emit(' ');
        continue;
      }
      emit(body.startsWith('\\') ? body.slice(1, 2) : body.slice(0, 1));
    } else if (char === '(') {
      depth++;
      if (pattern.startsWith('?:', index + 1)) index += 2;
    } else if (char === ')') {
      if (skippingFrom === depth) skippingFrom = null;
      depth--;
    } else if (char === '|') {
      if (depth === 0) break;
      skippingFrom ??= depth;
    } else if (char === '.') {
      if (pattern[index + 1] === '*' || pattern[index + 1] === '+') emit(' ');
    } else if (!'^$?*+'.includes(char)) {
      emit(char);
    }
  }
  return out;
}

/** The name as stored: one line of printable ASCII, without the punctuation a User-Agent wraps product tokens in. */
function tidy(text: string): string {
  return text
    .replace(/[^\x20-\x7e]+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s(;+]+|[\s/;:)+\\]+$/g, '')
    .slice(0, LISTED_NAME_CHARS)
    .trim();
}

function nameOf(entry: ListEntry, pattern: RegExp): string {
  const example = entry.instances?.[0];
  const matched = example !== undefined && !SPANS_ANY_TEXT.test(entry.pattern) ? pattern.exec(example)?.[0] : undefined;
  return tidy(matched ?? '') || tidy(literalOf(entry.pattern)) || tidy(entry.pattern);
}

/**
 * A text every match of the pattern contains, lower-cased (at least 3 characters), or null when none is plain to see
 * (an alternation at the top level). Read from the pattern: runs of literal characters (a class of one letter's two
 * cases counts as the letter), broken by anything else; an optional character or group breaks a run and is left out,
 * a group with alternatives too. The longest run is the key.
 */
export function requiredText(pattern: string): string | null {
  const runs: string[] = [];
  let run = '';
  const cut = () => {
    if (run) runs.push(run);
    run = '';
  };
  let depth = 0;
  for (let index = 0; index < pattern.length; index++) {
    const char = pattern[index]!;
    if (char === '|' && depth === 0) return null;
    let end = index;
    let literal: string | null = null;
    if (char === '\\') {
      end = index + 1;
      const next = pattern[end] ?? '';
      literal = /[A-Za-z0-9]/.test(next) ? null : next;
    } else if (char === '[') {
      end = pattern.indexOf(']', index + 2);
      if (end === -1) return null;
      const body = pattern.slice(index + 1, end);
      literal = /^[A-Za-z]{2}$/.test(body) && body[0]!.toLowerCase() === body[1]!.toLowerCase() ? body[0]! : null;
    } else if (char === '(') {
      const close = closingParen(pattern, index);
      if (close === -1) return null;
      const body = pattern.slice(index + 1, close);
      if (topLevelBar(body) || '?*{'.includes(pattern[close + 1] ?? '')) {
        cut();
        index = close + ('?*{+'.includes(pattern[close + 1] ?? '') ? 1 : 0);
        continue;
      }
      depth++;
      cut();
      continue;
    } else if (char === ')') {
      depth--;
      cut();
      continue;
    } else if (!'^$.'.includes(char)) {
      literal = char;
    }
    const quantifier = pattern[end + 1] ?? '';
    if (quantifier === '?' || quantifier === '*' || quantifier === '{') {
      cut();
      index = end + 1;
      continue;
    }
    if (literal === null) cut();
    else run += literal.toLowerCase();
    if (quantifier === '+') {
      cut();
      end++;
    }
    index = end;
  }
  cut();
  const longest = runs.reduce((best, candidate) => (candidate.length > best.length ? candidate : best), '');
  return longest.length >= 3 ? longest : null;
}

function closingParen(pattern: string, open: number): number {
  let depth = 0;
  for (let index = open; index < pattern.length; index++) {
    if (pattern[index] === '\\') index++;
    else if (pattern[index] === '(') depth++;
    else if (pattern[index] === ')' && --depth === 0) return index;
  }
  return -1;
}

function topLevelBar(body: string): boolean {
  let depth = 0;
  for (let index = 0; index < body.length; index++) {
    if (body[index] === '\\') index++;
    else if (body[index] === '(') depth++;
    else if (body[index] === ')') depth--;
    else if (body[index] === '|' && depth === 0) return true;
  }
  return false;
}

interface CompiledList {
  entries: ListedCrawler[];
  /** Entries by the first three characters of their required text: only these are tried at a position. */
  byTrigram: Map<string, Array<{ index: number; text: string }>>;
  /** Entries with no required text: tried on every User-Agent (a handful). */
  always: number[];
}

let compiled: CompiledList | null = null;

/** The list's entries, compiled on first use (a process that only shows figures never needs the expressions). */
export function listedCrawlers(): { entries: readonly ListedCrawler[] } {
  return compiledList();
}

function compiledList(): CompiledList {
  if (!compiled) {
    const list = crawlerList as ListEntry[];
    const entries = list.map((entry) => {
      const pattern = new RegExp(entry.pattern);
      return { name: nameOf(entry, pattern), pattern, url: entry.url ?? null };
    });
    const byTrigram = new Map<string, Array<{ index: number; text: string }>>();
    const always: number[] = [];
    list.forEach((entry, index) => {
      const text = requiredText(entry.pattern);
      if (text === null) return void always.push(index);
      const key = text.slice(0, 3);
      byTrigram.set(key, [...(byTrigram.get(key) ?? []), { index, text }]);
    });
    compiled = { entries, byTrigram, always };
  }
  return compiled;
}

/**
 * The list's first entry (in the list's order) whose pattern matches the User-Agent, or null. Not one expression of
 * 1,500 alternatives (about half a millisecond for every distinct person's User-Agent): each entry is tried only where
 * its required text occurs, found by its first three characters at each position of the lower-cased User-Agent.
 */
export function listedCrawlerOf(userAgent: string): ListedCrawler | null {
  const list = compiledList();
  const lower = userAgent.toLowerCase();
  let best = Number.POSITIVE_INFINITY;
  // An entry's pattern is tried once, where its literal is first found: the pattern searches the whole string, so trying
  // it again at each later position (a User-Agent repeating "bot" thousands of times) would cost the string's length
  // once per repeat (issue 84 point 4).
  const tried = new Set<number>();
  for (let position = 0; position + 3 <= lower.length; position++) {
    const candidates = list.byTrigram.get(lower.slice(position, position + 3));
    if (!candidates) continue;
    for (const { index, text } of candidates) {
      if (index >= best || tried.has(index) || !lower.startsWith(text, position)) continue;
      tried.add(index);
      if (list.entries[index]!.pattern.test(userAgent)) best = index;
    }
  }
  for (const index of list.always) {
    if (index < best && list.entries[index]!.pattern.test(userAgent)) best = index;
  }
  return Number.isFinite(best) ? list.entries[best]! : null;
}

/** The source of the crawler list, for the docs and the admin command. */
export const CRAWLER_LIST_SOURCE = 'crawler-user-agents (npm), https://github.com/monperrus/crawler-user-agents, MIT';
