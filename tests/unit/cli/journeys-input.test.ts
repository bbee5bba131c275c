// The input of a local journeys run (issue 33 point 1): the config file's "journeys" and --journey flags, one shape
// with the API's, names unique, patterns RE2 cannot run refused before anything is fetched.
import { describe, expect, it } from 'vitest';
import { journeyPatternRefusal, loadJourneyPatterns } from '../../../engine/index';
import { assertRunnablePatterns, resolveJourneys } from '../../../bin/cli/journeys-input';

describe('journeys from the config file and --journey', () => {
  const pricing = { name: 'pricing', question: 'What does the Pro plan cost?', answer: ['$29', '29 USD'], start: '/pricing' };

  it('appends one journey per flag to the config file\'s', () => {
    expect(resolveJourneys([pricing], ['Where are the docs? => API reference', 'Hours? => /\\d+am/'])).toEqual([
      pricing,
      { name: 'where-are-the-docs', question: 'Where are the docs?', answer: 'API reference' },
      { name: 'hours', question: 'Hours?', answer: { pattern: '\\d+am' } },
    ]);
  });

  it('makes a malformed flag, a repeated name or too many journeys a usage error naming it', () => {
    expect(() => resolveJourneys([], ['no answer'])).toThrow('--journey "no answer": expected "<question> => <answer>"');
    expect(() => resolveJourneys([pricing], ['Pricing => $29'])).toThrow('two journeys are named "pricing"; give each a unique name');
    expect(() => resolveJourneys([], [`Q? => ${'x'.repeat(201)}`])).toThrow(/^--journey "Q\? => x{201}": answer must be at most 200 characters long\.$/);
    const many = Array.from({ length: 21 }, (_, index) => `Question ${index}? => ${index}`);
    expect(() => resolveJourneys([], many)).toThrow('21 journeys: at most 20 run at once');
  });

  it('refuses a pattern RE2 cannot run', async () => {
    await loadJourneyPatterns();
    const journeys = resolveJourneys([], ['Loop? => /(a+)+\\1/']);
    expect(() => assertRunnablePatterns(journeys, journeyPatternRefusal)).toThrow(
      'journey "loop": the pattern /(a+)+\\1/ cannot be used: it uses a backreference, which a linear-time engine (RE2) cannot run',
    );
    expect(() => assertRunnablePatterns(resolveJourneys([pricing]), journeyPatternRefusal)).not.toThrow();
  });
});
