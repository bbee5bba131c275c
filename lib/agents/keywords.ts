// Keyword search without a model: the goal's content words (stemmed with the Porter algorithm) matched against link
// texts and the sentences of pages the agent read.
import { stemmer } from 'stemmer';

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
const MAX_SENTENCE = 400;

/** Sentences (and markdown lines) of a text, as they are written in it, so one can be quoted verbatim. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[A-Z0-9`"'(])/))
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length >= MIN_SENTENCE && sentence.length <= MAX_SENTENCE && !/^[#>|`-]/.test(sentence));
}

export interface SentenceMatch {
  url: string;
  sentence: string;
  score: number;
}

/** The sentence of the text that covers most keywords (earliest wins ties), or null when none covers any. */
export function bestSentence(keywords: readonly string[], url: string, text: string): SentenceMatch | null {
  let best: SentenceMatch | null = null;
  for (const sentence of sentencesOf(text)) {
    const score = coverage(keywords, sentence);
    if (score > 0 && (!best || score > best.score)) best = { url, sentence, score };
  }
  return best;
}
