// A journey: a question an agent would be asked about a site, and how to recognise the answer on a page (issue 33
// point 1). The shape is one contract for the CLI's config file ("journeys": [...]), the API, MCP and the dashboard;
// the zod schema is built from the caller's zod (journeySchemas(z)), so the engine's light entry loads no zod and a
// CLI run without a config file never does either.
import type { z as Zod } from 'zod';
import type { AgentProfileId } from '../agents/profiles.js';

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
  /** A pattern is compiled for RE2 (linear time). */
  patternChars: 500,
  /**
   * Instructions of a pattern's compiled RE2 program (case-insensitive): RE2's time is linear in the text times this,
   * so it bounds what one match can cost (issue 44 point 4: `(?:\w+\s?){1000}Q` compiles to 4,003 and took 1.8–5.1 s
   * over a 98 KB page). Ordinary answer patterns stay far below: `\$\s?\d+(?:\.\d{2})?` 11, an alternation of plan
   * names and a price 36, opening hours 188.
   */
  patternProgram: 1_000,
  startChars: 2048,
} as const;

/**
 * What matching journeys' patterns may cost (issue 44 point 4). One match cannot be stopped once it runs, so its cost
 * is bounded before: RE2's time is linear in the text times (the program's instructions + `perCharacter`), 15 to 40
 * ns a unit measured; a page's match reads at most `workPerPage` units (its first characters: the step says how many).
 * All the journeys of an audit together spend at most `cpuMsPerAudit` of CPU matching patterns, after which no more
 * pages are matched and the journeys say they were not measured (literal answers cost next to nothing and are not
 * counted).
 */
export const JOURNEY_MATCH_BUDGET = { workPerPage: 10_000_000, perCharacter: 50, cpuMsPerAudit: 1_000 } as const;

/**
 * Requests the journeys of one scan may send together (issue 44 point 4: twenty journeys sent 1,950 to one site):
 * each distinct URL and header set counts once, whichever journey and profile asked; past it, the journeys' further
 * pages are not measured (never the site's failure).
 */
export const JOURNEY_REQUESTS_PER_SCAN = 300;

/** Letters, digits, spaces, `.`, `_` and `-`: a name is used in `--assert journey:<name>=found`, so no `=` or `:`. */
export const JOURNEY_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 ._-]*$/;

/** A path on the site: starts with one `/` (`//host` would leave it), no whitespace or fragment. */
export const JOURNEY_START_PATTERN = /^\/(?!\/)[^\s#]*$/;

/** The site a start is checked against when the site is not known yet (the request's schema). */
const ANY_SITE = 'https://site.invalid/';
/** Characters URL parsing reads as a slash, or removes, or that an encoding hides one of. */
const LEAVES_THE_PATH = /\\|%5c|%2f|%00|[\u0000-\u001f\u007f]/i;

/**
 * Why a journey's start does not stay on the site, as the end of a sentence, or null when it does (issue 44 point 5):
 * it must be a path (`/pricing`) that, parsed against the site's URL, keeps the site's origin. URL parsing reads a
 * backslash as a slash (`/\\127.0.0.1:4702/pricing` is another origin), strips tabs and newlines, and a percent-encoded
 * backslash or slash (`%5c`, `%2f`) is one a server may decode: all refused, as are `//host`, schemes and fragments.
 * The services refuse such a start with 400 when it is saved, and the runner checks again before it fetches.
 */
export function journeyStartRefusal(start: string, siteUrl: string = ANY_SITE): string | null {
  if (!start.startsWith('/') || start.startsWith('//')) return 'it is not a path on the site (a path starts with one "/")';
  const hidden = LEAVES_THE_PATH.exec(start);
  if (hidden) {
    const what = hidden[0] === '\\' ? 'a backslash, which URL parsing reads as "/"' : /^%/.test(hidden[0]) ? `an encoded "${hidden[0]}", which a server may decode into a path that leaves the site` : 'a control character, which URL parsing removes';
    return `it holds ${what}`;
  }
  if (/[\s#]/.test(start)) return 'it holds whitespace or a fragment ("#")';
  let resolved: URL;
  try {
    resolved = new URL(start, siteUrl);
  } catch {
    return 'it is not a valid URL path';
  }
  const site = new URL(siteUrl);
  if (resolved.origin !== site.origin) return `it resolves to ${resolved.href}, off the site's origin ${site.origin}`;
  return null;
}

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
    .superRefine((value, context) => {
      const refusal = JOURNEY_START_PATTERN.test(value) ? journeyStartRefusal(value) : null;
      if (refusal) context.addIssue({ code: 'custom', message: `must stay on the site, as a path such as "/pricing": ${refusal}.` });
    })
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

/** What one fetch of a journey gave one profile. */
export interface JourneyStep {
  /** The URL fetched (the page it ended at, after redirects, when that differs: `finalUrl`). */
  url: string;
  finalUrl: string;
  /** The HTTP status this profile received; null when no response came (or the browser gave none). */
  status: number | null;
  verdict: JourneyStepVerdict;
  /** Characters of text this profile keeps from the page (after its conversion and truncation). */
  kept: number;
  /** The quoted answer where found; else the start of what the profile kept (at most 200 characters), or why it got nothing. */
  excerpt: string;
}

export interface JourneyProfileResult {
  profile: AgentProfileId;
  found: boolean;
  /** Links followed from the start page to the page with the answer (0: the start page); null when not found. */
  hops: number | null;
  url: string | null;
  quote: string | null;
  /** One sentence: where the answer was found, or what stopped this agent. */
  reason: string;
  /** A finding code when not found, null when found. */
  code: JourneyCode | null;
  /** The URLs this profile fetched, in order. */
  path: string[];
  /** What this profile received at each URL of `path`, in the same order. */
  steps: JourneyStep[];
}

export interface JourneyResult {
  name: string;
  question: string;
  results: JourneyProfileResult[];
}

/** Finding codes of a journey a profile could not complete (issue 33 point 2; docs/checks-and-scorecard.md). */
export const JOURNEY_CODES = ['journey.blocked', 'journey.javascript', 'journey.truncated', 'journey.unreachable', 'journey.not-found', 'journey.not-measured', 'journey.pay', 'journey.broken-link'] as const;
export type JourneyCode = (typeof JOURNEY_CODES)[number];

/**
 * What one fetch of a journey gave the profile: `answer` (the answer is in what it keeps), `read` (no answer; its
 * pointers were followed), `beyond-truncation` (the answer is on the page past the profile's cut), `javascript-only`
 * (the answer is only in a script), `blocked` (an error status, a challenge, a page that refuses it while a browser
 * gets the content, or no answer from the site), `broken-link` (the page answers 404, 410 or a 5xx to this profile and
 * to a browser alike: broken for everyone, never a refusal, checks.md 2026-12c), `pay` (HTTP 402: the page asks this agent to pay, the owner's choice,
 * checks.md 2026-12d), `off-site` (the URL led to another origin: reported, never read as the site's page), or
 * `not-measured` (our own limits: a timeout, a budget, no browser), never the site's failure.
 */
export const JOURNEY_STEP_VERDICTS = ['answer', 'read', 'beyond-truncation', 'javascript-only', 'blocked', 'broken-link', 'pay', 'off-site', 'not-measured'] as const;
export type JourneyStepVerdict = (typeof JOURNEY_STEP_VERDICTS)[number];
