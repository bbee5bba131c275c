// A journey: a question an agent would be asked about a site, and how to recognise the answer on a page (issue 33
// point 1). The shape is one contract for the CLI's config file ("journeys": [...]), the API, MCP and the dashboard;
// the zod schema is built from the caller's zod (journeySchemas(z)), so the engine's light entry loads no zod and a
// CLI run without a config file never does either.
import type { z as Zod } from 'zod';

/** One or more literal strings (case- and whitespace-insensitive), or a regular expression run on RE2. */
export type JourneyAnswer = string | string[] | { pattern: string };

export interface Journey {
  name: string;
  question: string;
  answer: JourneyAnswer;
  /** A path on the site (`/pricing`) where an agent starts; the site's start page when absent. */
  start?: string;
}

export const JOURNEY_LIMITS = {
  nameChars: 64,
  questionChars: 500,
  answerStrings: 10,
  answerChars: 200,
  /** A pattern is compiled for RE2 (linear time); this also bounds the compiled program. */
  patternChars: 500,
  startChars: 2048,
} as const;

/** Letters, digits, spaces, `.`, `_` and `-`: a name is used in `--assert journey:<name>=found`, so no `=` or `:`. */
export const JOURNEY_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ._-]*$/;

/** A path on the site: starts with one `/` (`//host` would leave it), no whitespace or fragment. */
export const JOURNEY_START_PATTERN = /^\/(?!\/)[^\s#]*$/;

/** The zod schemas of a journey and its answer, built with the caller's zod (messages are predicates: "must be …"). */
export function journeySchemas(z: typeof Zod) {
  const L = JOURNEY_LIMITS;
  const nonBlank = (max: number) =>
    z
      .string({ error: 'must be a string.' })
      .max(max, { error: `must be at most ${max} characters long.` })
      .refine((value) => value.trim().length > 0, { error: 'must not be empty.' });
  const literal = nonBlank(L.answerChars);
  const pattern = z
    .strictObject({
      pattern: z
        .string({ error: 'must be a string.' })
        .min(1, { error: 'must not be empty.' })
        .max(L.patternChars, { error: `must be at most ${L.patternChars} characters long.` })
        .meta({ description: 'An ECMAScript regular expression, matched case-insensitively on RE2 (linear time). Backreferences and lookaround are refused when the journey is saved.' }),
    })
    .meta({ description: 'A regular expression the answer matches.' });
  const answerError = `must be a string, a list of 1 to ${L.answerStrings} strings (each at most ${L.answerChars} characters), or {"pattern": "..."}.`;
  const answer = z
    .union([literal, z.array(literal).min(1, { error: answerError }).max(L.answerStrings, { error: answerError }), pattern], { error: answerError })
    .meta({
      description: `How to recognise the answer on a page: one string, a list of 1 to ${L.answerStrings} strings (any one counts; compared case- and whitespace-insensitively), or {"pattern": "<regular expression>"}.`,
    });
  const name = z
    .string({ error: 'must be a string.' })
    .min(1, { error: 'must not be empty.' })
    .max(L.nameChars, { error: `must be at most ${L.nameChars} characters long.` })
    .regex(JOURNEY_NAME_PATTERN, { error: 'must start with a letter or digit and hold only letters, digits, spaces, ".", "_" and "-".' })
    .meta({ description: 'A short name, unique on the site (for example "pricing"); used in `--assert journey:<name>=found`.' });
  const question = nonBlank(L.questionChars).meta({ description: 'What an agent would be asked, in words.' });
  const start = z
    .string({ error: 'must be a string.' })
    .max(L.startChars, { error: `must be at most ${L.startChars} characters long.` })
    .regex(JOURNEY_START_PATTERN, { error: 'must be a path on the site starting with "/", such as "/pricing".' })
    .meta({ description: 'A path on the site where the agent starts (for example "/pricing"); the site\'s start page when absent.' });
  const journey = z.strictObject({ name, question, answer, start: start.optional() });
  return { name, question, answer, start, journey };
}

/** The literal strings of an answer, or null for a pattern. */
export function answerStrings(answer: JourneyAnswer): string[] | null {
  if (typeof answer === 'string') return [answer];
  if (Array.isArray(answer)) return answer;
  return null;
}

/** The answer in one line, as a person reads it: `"$29" or "29 USD"`, or `/…/`. */
export function describeAnswer(answer: JourneyAnswer): string {
  const strings = answerStrings(answer);
  if (strings) return strings.map((value) => JSON.stringify(value)).join(' or ');
  return `/${(answer as { pattern: string }).pattern}/`;
}

/** Finding codes of a journey a profile could not complete (issue 33 point 2; docs/checks-and-scorecard.md). */
export const JOURNEY_CODES = ['journey.blocked', 'journey.javascript', 'journey.truncated', 'journey.unreachable', 'journey.not-found', 'journey.not-measured'] as const;
export type JourneyCode = (typeof JOURNEY_CODES)[number];

/**
 * What one fetch of a journey gave the profile: `answer` (the answer is in what it keeps), `read` (no answer; its
 * pointers were followed), `beyond-truncation` (the answer is on the page past the profile's cut), `javascript-only`
 * (the answer is only in a script), `blocked` (an error status, a challenge, or no answer from the site), or
 * `not-measured` (our own limits: a timeout, the request budget, no browser), which is never the site's failure.
 */
export const JOURNEY_STEP_VERDICTS = ['answer', 'read', 'beyond-truncation', 'javascript-only', 'blocked', 'not-measured'] as const;
export type JourneyStepVerdict = (typeof JOURNEY_STEP_VERDICTS)[number];
