// `--journey "<question> => <answer>"`: a journey given on the command line, in the config file's terms. The answer
// is one literal string, or `/pattern/` for a regular expression; the name is the question's words as a slug.
import { JOURNEY_LIMITS, type Journey } from './journey.js';

const SEPARATOR = '=>';

/** "What does the Pro plan cost?" → "what-does-the-pro-plan-cost" (letters and digits of any script kept). */
export function journeyNameOf(question: string): string {
  const slug = question
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, JOURNEY_LIMITS.nameChars)
    .replace(/-+$/, '');
  return slug || 'journey';
}

/** The journey a flag value gives, or why it gives none (a sentence without a final period). */
export function parseJourneyFlag(value: string): { journey: Journey } | { error: string } {
  const at = value.indexOf(SEPARATOR);
  if (at < 0) return { error: `--journey "${value}": expected "<question> => <answer>"` };
  const question = value.slice(0, at).trim();
  const answerText = value.slice(at + SEPARATOR.length).trim();
  if (!question) return { error: `--journey "${value}": the question before "=>" is empty` };
  if (!answerText) return { error: `--journey "${value}": the answer after "=>" is empty` };
  const isPattern = answerText.length > 2 && answerText.startsWith('/') && answerText.endsWith('/');
  const answer = isPattern ? { pattern: answerText.slice(1, -1) } : answerText;
  return { journey: { name: journeyNameOf(question), question, answer } };
}
