// A site's regular expressions (JSON Schema `pattern`, `patternProperties`) run on RE2 through the one engine every
// Ajv instance of the engine is given (engine/parse/site-pattern.ts): linear in time, with ECMA-262's meaning (JSON
// Schema 2020-12 Core §6.4: patterns are ECMA-262 regular expressions, not implicitly anchored), and what RE2 cannot
// run is not run, counted as a match and named, never a crash or a failure the site did not earn.
import { beforeAll, describe, expect, it } from 'vitest';
import { SITE_PATTERN_LIMITS } from '../../../engine/config.js';
import { loadSitePatterns, sitePatternEngine, withPatternBudget } from '../../../engine/parse/site-pattern.js';

beforeAll(() => loadSitePatterns());

/** As Ajv calls it: `u`, its unicodeRegExp default. */
const pattern = (source: string) => sitePatternEngine(source, 'u');
const run = (source: string, input: string) => withPatternBudget(() => pattern(source).test(input));

const PATTERNS = [
  '^[a-z]+$',
  '^\\d{3}-\\d{4}$',
  '^\\s*$',
  '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
  '^.+$',
  '^.$',
  'a.c',
  '^[\\w.-]+$',
  '^(?:[01]\\d|2[0-3]):[0-5]\\d$',
  '^\\p{L}+$',
  '^\\p{Script=Greek}+$',
  '^[\\p{L}\\p{N}_]+$',
  '^\\S+$',
  '^[\\S]+$',
  '^[^\\S\\n]+$',
  '\\bword\\b',
  '^[^]+$',
  '^[]$',
  '^(?<year>\\d{4})-(?<month>\\d{2})$',
  '^\\u{1F600}$',
  '^[\\u0041-\\u005A]+$',
  '^\\x41$',
  '^\\cJ$',
  '^a{2,3}$',
  '^(a|ab)(c|bcd)(d*)$',
  '^[\\b]$',
  '^\\/path\\/$',
  '^[a\\-z]$',
  '^(a+)+$',
  '(?<=\\$)\\d+',
  '^[\\s\\d]+$',
  '^\\0$',
  '\\$\\{[a-z]+\\}',
  '^[.]$',
  'x*',
  '^$',
  '[^a]',
  '^(?:https?):\\/\\/[^\\s/$.?#].[^\\s]*$',
  '^-?\\d+(\\.\\d+)?$',
];
const INPUTS = ['', 'abc', 'ABC', 'a', '123-4567', '   ', '\u00a0', '\u2028', '\t\n', 'a@b.co', 'a b@c.d', 'x\ny', 'x\ry', 'abc\u2029', 'αβγ', 'héllo', 'word', 'a word here', 'swordy', '😀', 'AZ', '\n', '\b', '/path/', '-', 'aaaab', '$42', '1 2', '\u0000', '${abc}', '.', '2026-11', '12:30', '24:00', 'abcd', 'abcbcd', 'http://x.y/z', 'https://a b', '3.14', '-7', '\u0085', '\ufeff', '\u000b', ' \t'];

describe('site patterns', () => {
  it('match exactly as ECMA-262 RegExp does (with the u flag), unanchored', () => {
    const differences: string[] = [];
    for (const source of PATTERNS) {
      const native = new RegExp(source, 'u');
      for (const input of INPUTS) {
        const { value, unrun } = run(source, input);
        expect(unrun, source).toEqual([]);
        if (value !== native.test(input)) differences.push(`${source} ${JSON.stringify(input)}`);
      }
    }
    expect(differences).toEqual([]);
  });

  it('run the catastrophic `^(a+)+$` in linear time (RegExp took 33 s on 29 "a"s and a "b", past 120 s on 36)', () => {
    const started = performance.now();
    expect(run('^(a+)+$', `${'a'.repeat(36)}b`)).toEqual({ value: false, unrun: [] });
    expect(run('^(a+)+$', `${'a'.repeat(100_000)}b`)).toEqual({ value: false, unrun: [] });
    expect(run('^(a+)+$', 'a'.repeat(100_000))).toEqual({ value: true, unrun: [] });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('does not run what RE2 cannot express: the test counts as passed and the pattern is named with the reason', () => {
    expect(run('^(a)\\1$', 'ab')).toEqual({ value: true, unrun: [{ pattern: '^(a)\\1$', reason: 'it uses a backreference, which a linear-time engine (RE2) cannot run' }] });
    expect(run('^(?<x>a)\\k<x>$', 'ab').unrun[0]!.reason).toBe('it uses a backreference, which a linear-time engine (RE2) cannot run');
    expect(run('^(?=.*\\d)\\w+$', 'abc')).toEqual({ value: true, unrun: [{ pattern: '^(?=.*\\d)\\w+$', reason: 'it uses a lookahead, which a linear-time engine (RE2) cannot run' }] });
    expect(run('^(?!x)\\w+$', 'x').value).toBe(true);
    // Lookbehinds without captures run, linearly (re2js LOOKBEHINDS).
    expect(run('(?<=\\$)\\d+', 'price: 42')).toEqual({ value: false, unrun: [] });
  });

  it('does not run a pattern over the length cap, or a test over the evaluation\'s work budget', () => {
    const long = `^(?:${'ab|'.repeat(SITE_PATTERN_LIMITS.chars / 3)}c)$`;
    expect(run(long, 'zz').unrun[0]!.reason).toBe(`it is ${long.length} characters, over the ${SITE_PATTERN_LIMITS.chars}-character cap for a pattern (sitePatternChars)`);
    const heavy = '(?<=a[ab]{0,200})c';
    const input = `${'ab'.repeat(128 * 1024)}c`;
    expect(run(heavy, input)).toEqual({
      value: true,
      unrun: [{ pattern: heavy, reason: "testing it would go over the evaluation's budget of 20,000,000 units of pattern work (sitePatternWork)" }],
    });
    // Within the budget it runs.
    expect(run(heavy, 'xxabac')).toEqual({ value: true, unrun: [] });
    expect(run(heavy, 'xxbbbc')).toEqual({ value: false, unrun: [] });
  });

  it('keeps ECMA-262 syntax errors as errors (the schema is invalid, as before), and one key per pattern for Ajv', () => {
    expect(() => pattern('(')).toThrow(/Invalid regular expression/);
    expect(() => pattern('a{,3}')).toThrow(/Invalid regular expression/);
    expect(String(pattern('^a$'))).toBe('/^a$/u');
    expect(String(pattern('^b$'))).not.toBe(String(pattern('^a$')));
  });
});
