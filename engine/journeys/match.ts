// Does a text hold a journey's answer, and where: literal strings compared case- and whitespace-insensitively, or a
// pattern run on RE2 (re2js), whose run time is linear in the text, so an owner's pattern can never backtrack without
// bound. A pattern RE2 cannot run (backreferences, lookaround) is refused when the journey is saved
// (journeyPatternRefusal), never found out at scan time.
import { threadCpuMs } from '../cpu-time.js';
import { loadedPatternEngine, loadSitePatterns, toRe2Syntax } from '../parse/site-pattern.js';
import { thousands } from '../thousands.js';
import { answerStrings, JOURNEY_LIMITS, JOURNEY_MATCH_BUDGET, type JourneyAnswer } from './journey.js';

/** Where the answer is in the text: [start, end) in UTF-16 units of the text as given. */
export interface AnswerSpan {
  start: number;
  end: number;
}

export interface AnswerMatcher {
  find(text: string): AnswerSpan | null;
  /** Why the last find did not read all of its text (a pattern's budget: JOURNEY_MATCH_BUDGET), or null. */
  readonly limited: string | null;
}

/** The CPU one audit's journeys have spent matching patterns (shared by every pattern of the audit). */
export interface PatternMeter {
  spentMs: number;
}

/** Loads RE2 (once per process); patterns compile only after it settles. */
export function loadJourneyPatterns(): Promise<void> {
  return loadSitePatterns();
}

const LOOKBEHIND = /\(\?<[=!]/;

/**
 * Why a pattern cannot be a journey's answer, as the end of a sentence ("it uses a backreference, …"), or null when
 * it compiles on RE2. Requires loadJourneyPatterns to have settled.
 */
export function journeyPatternRefusal(source: string): string | null {
  if (source.length > JOURNEY_LIMITS.patternChars) return `it is ${source.length} characters long, over the ${JOURNEY_LIMITS.patternChars}-character limit`;
  try {
    new RegExp(source, 'u');
  } catch (error) {
    return `it is not a valid regular expression (${(error as Error).message.replace(/^Invalid regular expression: /, '')})`;
  }
  if (LOOKBEHIND.test(source)) return 'it uses a lookbehind, which a linear-time engine (RE2) cannot run';
  const translated = toRe2Syntax(source);
  if ('unsupported' in translated) return `${translated.unsupported}, which a linear-time engine (RE2) cannot run`;
  try {
    const RE2 = loadedPatternEngine();
    const program = RE2.compile(translated.syntax, RE2.CASE_INSENSITIVE).programSize();
    if (program > JOURNEY_LIMITS.patternProgram) {
      return `its compiled program has ${thousands(program)} instructions, over the limit of ${thousands(JOURNEY_LIMITS.patternProgram)} (matching time grows with the program; repeat counts such as {1000} multiply it)`;
    }
    return null;
  } catch (error) {
    const reason = error instanceof Error ? error.message.replace(/^error parsing regexp: /, '') : String(error);
    return `a linear-time engine (RE2) cannot run it (${reason.slice(0, 120)})`;
  }
}

/** The text lowercased with every run of whitespace as one space, and where each of its units came from. */
function folded(text: string): { value: string; origin: number[] } {
  let value = '';
  const origin: number[] = [];
  let inSpace = false;
  for (let at = 0; at < text.length; ) {
    const point = text.codePointAt(at)!;
    const char = String.fromCodePoint(point);
    if (/\s/u.test(char)) {
      if (!inSpace && value.length > 0) {
        value += ' ';
        origin.push(at);
      }
      inSpace = true;
    } else {
      const lower = char.toLowerCase();
      for (let unit = 0; unit < lower.length; unit++) origin.push(at);
      value += lower;
      inSpace = false;
    }
    at += char.length;
  }
  origin.push(text.length);
  return { value, origin };
}

function literalMatcher(strings: string[]): AnswerMatcher {
  const needles = strings.map((value) => folded(value).value.trim()).filter((value) => value.length > 0);
  return {
    limited: null,
    find(text) {
      const haystack = folded(text);
      let best: AnswerSpan | null = null;
      for (const needle of needles) {
        const at = haystack.value.indexOf(needle);
        if (at < 0) continue;
        const span = { start: haystack.origin[at]!, end: haystack.origin[at + needle.length]! };
        if (!best || span.start < best.start) best = span;
      }
      if (best) while (best.end > best.start && /\s/.test(text[best.end - 1]!)) best.end--;
      return best;
    },
  };
}

/**
 * A matcher for the answer; throws when a pattern cannot run (refused at save time, so only for unchecked input). A
 * pattern's matches are bounded (JOURNEY_MATCH_BUDGET): each reads at most the first characters of its text that the
 * per-page work allows, and none runs once `meter` (the audit's) has spent the CPU all patterns may; `limited` then
 * says why.
 */
export async function compileJourneyAnswer(answer: JourneyAnswer, meter: PatternMeter = { spentMs: 0 }): Promise<AnswerMatcher> {
  const strings = answerStrings(answer);
  if (strings) return literalMatcher(strings);
  const source = (answer as { pattern: string }).pattern;
  await loadJourneyPatterns();
  const refusal = journeyPatternRefusal(source);
  if (refusal) throw new Error(`The pattern /${source}/ cannot be used: ${refusal}.`);
  const RE2 = loadedPatternEngine();
  const translated = toRe2Syntax(source) as { syntax: string };
  const re = RE2.compile(translated.syntax, RE2.CASE_INSENSITIVE);
  const budget = JOURNEY_MATCH_BUDGET;
  const readable = Math.floor(budget.workPerPage / (re.programSize() + budget.perCharacter));
  const matcher = {
    limited: null as string | null,
    find(text: string): AnswerSpan | null {
      if (meter.spentMs >= budget.cpuMsPerAudit) {
        matcher.limited = `not matched: the audit's journeys had spent the ${thousands(budget.cpuMsPerAudit)} ms of CPU their answer patterns may take`;
        return null;
      }
      const read = text.length > readable ? text.slice(0, readable) : text;
      matcher.limited = read.length < text.length ? `the answer pattern was matched over the first ${thousands(readable)} of ${thousands(text.length)} characters (its per-page budget)` : null;
      const started = threadCpuMs();
      const match = re.exec(read) as (string[] & { index: number }) | null;
      meter.spentMs += Math.max(0, threadCpuMs() - started);
      return match ? { start: match.index, end: match.index + match[0]!.length } : null;
    },
  };
  return matcher;
}

/**
 * Whether the line break at `at` ends a sentence: a blank line, a line ending in punctuation, a heading line, or a
 * next line that starts a Markdown block (heading, list item, quote, table row). A wrapped sentence runs on.
 */
function endsBlock(text: string, at: number): boolean {
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  const line = text.slice(lineStart, at).trimEnd();
  const next = /^[ \t]*(.*)/.exec(text.slice(at + 1, at + 81))![1]!;
  return line.length === 0 || /[.!?:;]$/.test(line) || /^\s*#/.test(line) || next.length === 0 || /^(?:#|[-*+>|]\s|\d+[.)]\s)/.test(next);
}

const QUOTE_CHARS = 300;
const QUOTE_CONTEXT = 120;

/**
 * "The quoted sentence": the sentence around the answer (from the end of the previous sentence or line to the end of
 * this one), its whitespace collapsed; a sentence longer than 300 characters is cut to 120 either side, with "…".
 */
export function quoteAround(text: string, span: AnswerSpan): string {
  let from = span.start;
  while (from > 0) {
    const before = text[from - 1]!;
    if (before === '\n' ? endsBlock(text, from - 1) : /\s/.test(before) && from >= 2 && /[.!?]/.test(text[from - 2]!)) break;
    from--;
  }
  let to = span.end;
  while (to < text.length) {
    const char = text[to]!;
    if (char === '\n' && endsBlock(text, to)) break;
    to++;
    if (/[.!?]/.test(char) && (to === text.length || /\s/.test(text[to]!))) break;
  }
  let head = '';
  let tail = '';
  if (to - from > QUOTE_CHARS) {
    if (span.start - from > QUOTE_CONTEXT) {
      from = span.start - QUOTE_CONTEXT;
      head = '…';
    }
    if (to - span.end > QUOTE_CONTEXT) {
      to = span.end + QUOTE_CONTEXT;
      tail = '…';
    }
  }
  return `${head}${text.slice(from, to).replace(/\s+/g, ' ').trim()}${tail}`;
}

/** The quoted sentence holding the answer, or null when the text does not hold it. */
export function findJourneyAnswer(text: string, matcher: AnswerMatcher): { span: AnswerSpan; quote: string } | null {
  const span = matcher.find(text);
  return span ? { span, quote: quoteAround(text, span) } : null;
}
