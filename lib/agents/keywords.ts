// Keyword search without a model: the goal's content words (stemmed with the Porter algorithm) matched against link
// texts (with the table of common equivalents) and the sentences of pages the agent read.
import { stemmer } from 'stemmer';
import { EQUIVALENT_WEIGHT, WORD_EQUIVALENTS } from './word-equivalents';

const STOPWORDS = new Set(
  ('a an and are as at be by can could do does did for from get how i in into is it its me my of on or our please ' +
    'show tell that the their there this to under use using was what when where which who why will with you your ' +
    'find out about give list need want should would any all site page website')
    .split(' '),
);

/**
 * The Porter stemmer (the `stemmer` package): "price", "prices" and "pricing" all become "price", so a goal and a page
 * that word the same thing differently still meet (the hand-written suffix list made "price" and "pricing" differ).
 */
export function stem(word: string): string {
  return stemmer(word);
}

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** The goal's distinct content words, stemmed. */
export function keywordsOf(goal: string): string[] {
  return [...new Set(words(goal).filter((word) => word.length >= 3 && !STOPWORDS.has(word)).map(stem))];
}

/** Share (0..1) of the keywords that occur in the text. */
export function coverage(keywords: readonly string[], text: string): number {
  if (keywords.length === 0) return 0;
  const stems = new Set(words(text).map(stem));
  return keywords.filter((keyword) => stems.has(keyword)).length / keywords.length;
}

const MIN_SENTENCE = 20;
/** A line that holds a value (a table row, a definition: "Croissant | €2.40") is an answer however short. */
const MIN_VALUE_LINE = 8;
const MAX_SENTENCE = 400;

/** A figure, a price, an address or a time: what a question about a fact is answered with. */
const VALUE = /\d|[$€£¥₹]|@/;

/** Whether a sentence holds a value (a figure, a currency sign, an email address). */
export function holdsValue(sentence: string): boolean {
  return VALUE.test(sentence);
}

/** Questions answered with a value: a price, a number, a time, an address, a contact. */
const ASKS_FOR_VALUE = /\b(?:price|prices|pricing|cost|costs|fee|fees|how\s+(?:much|many|long|far|old)|hours?|when|time|times|date|open|opening|close|closing|address|where|phone|telephone|email|e-mail|number|rate|limit|size|weight|salary|tax|discount)\b/i;

/** Whether a goal asks for a value (then a sentence that holds one answers it better than one that does not). */
export function asksForValue(goal: string): boolean {
  return ASKS_FOR_VALUE.test(goal);
}

/** Sentences (and markdown lines) of a text, as they are written in it, so one can be quoted verbatim. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[A-Z0-9`"'(])/))
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length >= (holdsValue(sentence) ? MIN_VALUE_LINE : MIN_SENTENCE) && sentence.length <= MAX_SENTENCE && !/^[#>|`-]/.test(sentence));
}

export interface SentenceMatch {
  url: string;
  sentence: string;
  /** The heading the sentence stands under, null before the first heading. */
  heading: string | null;
  score: number;
  /** Whether it holds a value (holdsValue): among sentences that cover as much, the one with the fact answers. */
  value: boolean;
}

const HEADING = /^#{1,6}\s+(.+?)\s*#*$/;
const LIST_MARK = /^(?:[-*+]|\d+[.)])\s+/;
const MARKDOWN_LINK = /!?\[[^\]]*\]\([^)]*\)/g;

/**
 * Sentences of a text with the heading each stands under: a Markdown heading line (the agent browser marks HTML
 * headings the same way) names a section, and list items count as sentences.
 */
export function sectionSentences(text: string): Array<{ heading: string | null; sentence: string }> {
  const out: Array<{ heading: string | null; sentence: string }> = [];
  let heading: string | null = null;
  for (const raw of text.split(/\n+/)) {
    const line = raw.trim();
    const title = HEADING.exec(line);
    if (title) {
      heading = title[1]!;
      continue;
    }
    for (const sentence of sentencesOf(line.replace(LIST_MARK, ''))) {
      // A line of Markdown links is navigation (what the link says is ranked as a link), not an answer.
      if (sentence.replace(MARKDOWN_LINK, '').replace(/[\s|·•,;:–-]+/g, ' ').trim().length < (holdsValue(sentence) ? MIN_VALUE_LINE : MIN_SENTENCE)) continue;
      out.push({ heading, sentence });
    }
  }
  return out;
}

/**
 * The sentence that, with its heading, covers most keywords ("Opening hours" over "Monday to Friday, 9:00 to 17:00."
 * answers "find the opening hours"); ties go to the sentence that holds a value where `preferValue` (a question about a
 * price or a time), then to the one that covers more on its own, then to the earliest. Null when none covers any.
 */
export function bestSentence(keywords: readonly string[], url: string, text: string, preferValue = false): SentenceMatch | null {
  let best: (SentenceMatch & { own: number }) | null = null;
  for (const { heading, sentence } of sectionSentences(text)) {
    const own = coverage(keywords, sentence);
    const score = heading ? Math.max(own, coverage(keywords, `${heading} ${sentence}`)) : own;
    if (score === 0) continue;
    const value = holdsValue(sentence);
    const better = !best || score > best.score || (score === best.score && ((preferValue && value && !best.value) || ((!preferValue || value === best.value) && own > best.own)));
    if (better) best = { url, sentence, heading, score, own, value };
  }
  if (!best) return null;
  const { own: _own, ...match } = best;
  return match;
}

/** The equivalents table as stems: each group a list of entries, each entry the stems of its words. */
const EQUIVALENT_GROUPS: ReadonlyArray<ReadonlyArray<readonly string[]>> = WORD_EQUIVALENTS.map((group) => group.map((entry) => words(entry).map(stem)));

/**
 * How relevant a link is to a question (0..1): the share of the question's keywords its text and path hold, a keyword
 * counting 1 where the link shares its stem and EQUIVALENT_WEIGHT where the link holds an equivalent of it from the
 * table (lib/agents/word-equivalents.ts): "Pricing" is relevant to "What does the Pro plan cost?". An entry of the
 * table stands for a keyword when the question holds all of that entry's words ("api key").
 */
export function linkRelevance(keywords: readonly string[], linkText: string): number {
  if (keywords.length === 0) return 0;
  const stems = new Set(words(linkText).map(stem));
  const asked = new Set(keywords);
  const holds = (entry: readonly string[], set: ReadonlySet<string>) => entry.length > 0 && entry.every((part) => set.has(part));
  let total = 0;
  for (const keyword of keywords) {
    if (stems.has(keyword)) {
      total += 1;
      continue;
    }
    const equivalent = EQUIVALENT_GROUPS.some(
      (group) => group.some((entry) => entry.includes(keyword) && holds(entry, asked)) && group.some((entry) => holds(entry, stems)),
    );
    if (equivalent) total += EQUIVALENT_WEIGHT;
  }
  return total / keywords.length;
}
