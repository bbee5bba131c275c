// Regular expressions a site supplies (JSON Schema `pattern` and `patternProperties` in OpenAPI response schemas,
// MCP and WebMCP inputSchemas) run on a linear-time engine, never on V8's backtracking one: `^(a+)+$` against 36
// "a"s and a "b" ran past 120 s on RegExp, and takes microseconds on RE2 (re2js, a pure JavaScript port). A pattern
// is written for ECMA-262 (JSON Schema 2020-12 Core §6.4), so it is translated to RE2 syntax with ECMA-262's meaning
// kept (`\s`, `.` and character classes as RegExp reads them). What RE2 cannot run (backreferences, lookahead) and
// what is over the budget is not run at all: the test counts as passed, and the pattern is recorded so the finding
// that used it can say it was not evaluated; never a crash, never a failure the site did not earn.
import type { RE2JS } from 're2js';
import { SITE_PATTERN_LIMITS } from '../config.js';
import { thousands } from '../thousands.js';

/**
 * re2js (260 KB of JavaScript, 140 ms to load on the reference machine) loads with the first schema compile, not
 * with the engine: most audits compile no schema. parse/json-schema.ts awaits it before building a compiler, so every
 * pattern a compiler sees finds it loaded.
 */
let engine: typeof RE2JS | null = null;
let loading: Promise<void> | null = null;
export function loadSitePatterns(): Promise<void> {
  loading ??= import('re2js')
    .then((module) => {
      engine = module.RE2JS;
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

function re2(): typeof RE2JS {
  if (!engine) throw new Error('The linear-time pattern engine is not loaded (loadSitePatterns).');
  return engine;
}

/** RE2 itself, once loadSitePatterns has settled (journeys compile owners' patterns with it). */
export const loadedPatternEngine = re2;

/** Why a pattern was not run (the finding that used the result names it). */
export interface UnrunPattern {
  pattern: string;
  reason: string;
}

/**
 * What one evaluation (validating one body) may spend on patterns: RE2's cost is linear in the input and in the
 * compiled program, so `work` counts input characters times program instructions; a test that would go over it is
 * not run. Validation is synchronous, so the evaluation in progress is the only one there is.
 */
interface PatternMeter {
  workLeft: number;
  unrun: Map<string, string>;
}
let meter: PatternMeter | null = null;

/** Runs `evaluate` (a synchronous validation) under one pattern budget, and says which patterns it did not run. */
export function withPatternBudget<T>(evaluate: () => T): { value: T; unrun: UnrunPattern[] } {
  const outer = meter;
  const current: PatternMeter = { workLeft: SITE_PATTERN_LIMITS.work, unrun: new Map() };
  meter = current;
  try {
    const value = evaluate();
    return { value, unrun: [...current.unrun].map(([pattern, reason]) => ({ pattern, reason })) };
  } finally {
    meter = outer;
  }
}

/** ECMA-262 WhiteSpace and LineTerminator: what `\s` matches in a RegExp (RE2's `\s` is ASCII only). */
const JS_WHITESPACE = String.raw`\t\n\x{0B}\f\r \x{A0}\x{1680}\x{2000}-\x{200A}\x{2028}\x{2029}\x{202F}\x{205F}\x{3000}\x{FEFF}`;
/** Its complement as ranges, so `\S` keeps its meaning inside a class too (`[\S]`, `[^\S]`). */
const JS_NOT_WHITESPACE = String.raw`\x{0}-\x{8}\x{E}-\x{1F}\x{21}-\x{9F}\x{A1}-\x{167F}\x{1681}-\x{1FFF}\x{200B}-\x{2027}\x{202A}-\x{202E}\x{2030}-\x{205E}\x{2060}-\x{2FFF}\x{3001}-\x{FEFE}\x{FF00}-\x{10FFFF}`;
/** What `.` matches without the `s` flag: anything but a line terminator (RE2's `.` excludes only `\n`). */
const JS_DOT = String.raw`[^\n\r\x{2028}\x{2029}]`;
const ANY = String.raw`\x{0}-\x{10FFFF}`;
/** ECMA-262 property names RE2 spells without the `Name=` prefix (`\p{Script=Greek}` is RE2's `\p{Greek}`). */
const PROPERTY_PREFIX = /^(?:Script|sc|General_Category|gc)=/;

/**
 * The pattern in RE2 syntax with its ECMA-262 meaning, or why RE2 cannot express it. Only called on patterns that
 * compile as a RegExp with the `u` flag, so the syntax is already known to be well formed.
 */
export function toRe2Syntax(source: string): { syntax: string } | { unsupported: string } {
  let out = '';
  let inClass = false;
  for (let at = 0; at < source.length; at++) {
    const char = source[at]!;
    if (char === '\\') {
      const next = source[at + 1] ?? '';
      at++;
      if (/[1-9]/.test(next) || (next === 'k' && source[at + 1] === '<')) return { unsupported: 'it uses a backreference' };
      if (next === 's') out += inClass ? JS_WHITESPACE : `[${JS_WHITESPACE}]`;
      else if (next === 'S') out += inClass ? JS_NOT_WHITESPACE : `[${JS_NOT_WHITESPACE}]`;
      else if (next === 'b' && inClass) out += String.raw`\x{8}`;
      else if ((next === 'p' || next === 'P') && source[at + 1] === '{') {
        const end = source.indexOf('}', at);
        out += `\\${next}{${source.slice(at + 2, end).replace(PROPERTY_PREFIX, '')}}`;
        at = end;
      } else out += `\\${next}`;
      continue;
    }
    if (inClass) {
      if (char === ']') inClass = false;
      // A `[` inside a class is a literal in ECMA-262; RE2 would read `[:alpha:]` as a POSIX class.
      out += char === '[' ? '\\[' : char;
      continue;
    }
    if (char === '[') {
      // ECMA-262's empty classes: `[]` matches nothing, `[^]` any character; RE2 would read the `]` as a member.
      if (source.startsWith('[]', at)) {
        out += `[^${ANY}]`;
        at += 1;
      } else if (source.startsWith('[^]', at)) {
        out += `[${ANY}]`;
        at += 2;
      } else {
        inClass = true;
        out += char;
      }
      continue;
    }
    if (char === '(' && (source.startsWith('(?=', at) || source.startsWith('(?!', at))) return { unsupported: 'it uses a lookahead' };
    out += char === '.' ? JS_DOT : char;
  }
  return { syntax: re2().translateRegExp(out) };
}

type Compiled = { re: RE2JS } | { unsupported: string };

function compileRe2(source: string): Compiled {
  if (source.length > SITE_PATTERN_LIMITS.chars) {
    return { unsupported: `it is ${source.length} characters, over the ${SITE_PATTERN_LIMITS.chars}-character cap for a pattern (sitePatternChars)` };
  }
  try {
    const translated = toRe2Syntax(source);
    if ('unsupported' in translated) return { unsupported: `${translated.unsupported}, which a linear-time engine (RE2) cannot run` };
    const RE2 = re2();
    return { re: RE2.compile(translated.syntax, RE2.LOOKBEHINDS) };
  } catch (error) {
    const reason = error instanceof Error ? error.message.replace(/^error parsing regexp: /, '') : String(error);
    return { unsupported: `a linear-time engine (RE2) cannot run it (${reason.slice(0, 120)})` };
  }
}

/**
 * A site's pattern as Ajv uses one (RegExpLike: `test`): checked for ECMA-262 syntax when the schema compiles (an
 * invalid pattern is the schema's error, as before), compiled for RE2 on its first test, so a schema that is only
 * compiled (MCP and WebMCP tools) never pays for its patterns.
 */
class SitePattern {
  private compiled: Compiled | null = null;
  constructor(
    readonly source: string,
    readonly flags: string,
  ) {
    // Throws the SyntaxError Ajv reports for an invalid pattern; building a RegExp parses it, it does not run it.
    new RegExp(source, flags);
  }

  test(input: string): boolean {
    this.compiled ??= compileRe2(this.source);
    if ('unsupported' in this.compiled) return this.unrun(this.compiled.unsupported);
    const work = (input.length + 1) * this.compiled.re.programSize();
    const current = meter;
    if (current) {
      if (work > current.workLeft) return this.unrun(`testing it would go over the evaluation's budget of ${thousands(SITE_PATTERN_LIMITS.work)} units of pattern work (sitePatternWork)`);
      current.workLeft -= work;
    } else if (work > SITE_PATTERN_LIMITS.work) return true;
    return this.compiled.re.test(input);
  }

  /** Not run: counted as a match, and recorded for the finding. */
  private unrun(reason: string): boolean {
    if (meter && !meter.unrun.has(this.source)) meter.unrun.set(this.source, reason);
    return true;
  }

  /** Ajv keys the patterns of a schema by this string (usePattern): one object per distinct pattern and flags. */
  toString(): string {
    return `/${this.source}/${this.flags}`;
  }
}

/** Ajv's `code.regExp` option: every Ajv instance that compiles a site's schema runs its patterns through this. */
export const sitePatternEngine = Object.assign((source: string, flags: string) => new SitePattern(source, flags), {
  // Only used by Ajv's standalone code generation, which the engine never does.
  code: 'sitePatternEngine',
});
