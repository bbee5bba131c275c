// Journeys as data (issue 33 point 1): the answer rules (literal strings case- and whitespace-insensitive, patterns
// on RE2, refused at save time when RE2 cannot run them), the quoted sentence, the --journey flag and the suggestions
// of point 5, through the engine's entry module.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  compileJourneyAnswer,
  findJourneyAnswer,
  journeyPatternRefusal,
  journeySchemas,
  loadJourneyPatterns,
  parseJourneyFlag,
  suggestJourneys,
  type SiteFacts,
} from '../../../engine/index';

describe('journey answers', () => {
  it('matches literal strings case- and whitespace-insensitively and quotes the sentence around them', async () => {
    const matcher = await compileJourneyAnswer(['29 USD', '$29']);
    const text = 'Welcome to Acme.\nPlans start free. The Pro\n  plan costs   $29 per month. Enterprise: call us.';
    expect(findJourneyAnswer(text, matcher)).toEqual({ span: { start: 58, end: 61 }, quote: 'The Pro plan costs $29 per month.' });
    const spaced = await compileJourneyAnswer('pro PLAN costs');
    expect(findJourneyAnswer(text, spaced)?.quote).toBe('The Pro plan costs $29 per month.');
    expect(findJourneyAnswer('The Pro plan costs 29 EUR.', matcher)).toBeNull();
  });

  it('runs a pattern case-insensitively on RE2, in linear time even where a backtracking engine would not end', async () => {
    const matcher = await compileJourneyAnswer({ pattern: String.raw`open \d{1,2}(am|pm) to \d{1,2}(am|pm)` });
    expect(findJourneyAnswer('Visit us! We are OPEN 9am to 5pm, Monday to Friday.', matcher)?.quote).toBe('We are OPEN 9am to 5pm, Monday to Friday.');
    const nested = await compileJourneyAnswer({ pattern: '^(a+)+$' });
    const started = performance.now();
    expect(nested.find(`${'a'.repeat(5000)}b`)).toBeNull();
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('refuses at save time what RE2 cannot run, saying why', async () => {
    await loadJourneyPatterns();
    expect(journeyPatternRefusal(String.raw`(a+)+\1`)).toBe('it uses a backreference, which a linear-time engine (RE2) cannot run');
    expect(journeyPatternRefusal('price(?= per month)')).toBe('it uses a lookahead, which a linear-time engine (RE2) cannot run');
    expect(journeyPatternRefusal('(?<=\\$)29')).toBe('it uses a lookbehind, which a linear-time engine (RE2) cannot run');
    expect(journeyPatternRefusal('(unclosed')).toMatch(/^it is not a valid regular expression \(/);
    expect(journeyPatternRefusal(String.raw`\$\d+`)).toBeNull();
  });

  it('cuts a long sentence to the words around the answer', async () => {
    const matcher = await compileJourneyAnswer('needle');
    const text = `${'word '.repeat(100)}needle ${'word '.repeat(100)}end.`;
    const quote = findJourneyAnswer(text, matcher)!.quote;
    expect(quote.startsWith('…')).toBe(true);
    expect(quote.endsWith('…')).toBe(true);
    expect(quote).toContain('needle');
    expect(quote.length).toBeLessThanOrEqual(250);
  });
});

describe('the journey shape', () => {
  const { journey } = journeySchemas(z);
  it('accepts the config file contract', () => {
    const value = { name: 'pricing', question: 'What does the Pro plan cost?', answer: ['$29', '29 USD'], start: '/pricing' };
    expect(journey.parse(value)).toEqual(value);
    expect(journey.parse({ name: 'hours', question: 'When?', answer: { pattern: '9am' } })).toEqual({ name: 'hours', question: 'When?', answer: { pattern: '9am' } });
  });
  it('refuses a bad name, answer or start with a predicate', () => {
    const issue = (value: unknown) => journey.safeParse(value).error!.issues[0]!;
    expect(issue({ name: 'a=b', question: 'q', answer: 'x' }).message).toBe('must start with a letter or digit and hold only letters, digits, spaces, ".", "_" and "-".');
    expect(issue({ name: 'a', question: 'q', answer: [] }).message).toBe('must be a string, a list of 1 to 10 strings (each at most 200 characters), or {"pattern": "..."}.');
    expect(issue({ name: 'a', question: 'q', answer: 'x', start: '//evil.example/' }).message).toBe('must be a path on the site starting with "/", such as "/pricing".');
    expect(issue({ name: 'a', question: '   ', answer: 'x' }).message).toBe('must not be empty.');
  });
});

describe('--journey', () => {
  it('reads "<question> => <answer>", a /pattern/ as a regular expression', () => {
    expect(parseJourneyFlag('What does the Pro plan cost? => $29')).toEqual({ journey: { name: 'what-does-the-pro-plan-cost', question: 'What does the Pro plan cost?', answer: '$29' } });
    expect(parseJourneyFlag('Opening hours? => /\\d+am/')).toEqual({ journey: { name: 'opening-hours', question: 'Opening hours?', answer: { pattern: '\\d+am' } } });
    expect(parseJourneyFlag('no separator')).toEqual({ error: '--journey "no separator": expected "<question> => <answer>"' });
    expect(parseJourneyFlag('Q? =>  ')).toEqual({ error: '--journey "Q? =>  ": the answer after "=>" is empty' });
  });
});

describe('suggested journeys', () => {
  const page = (url: string, title: string | null, description: string | null, h1: string | null = null) => ({ url, httpStatus: 200, title, description, lang: 'en', h1 });
  const facts: SiteFacts = {
    siteName: 'Acme',
    robotsKind: 'ok',
    robotsTxt: null,
    sitemaps: [],
    pages: [
      page('https://acme.example/', 'Acme', 'Acme makes widgets. Write to hello@acme.example for anything.'),
      page('https://acme.example/pricing', 'Pricing', 'Starter is free. The Pro plan costs $29 per month.'),
      page('https://acme.example/docs/', 'Acme docs', 'Guides and reference.', 'Acme Documentation'),
      { ...page('https://acme.example/hours', 'Opening hours', 'Open 9am - 5pm on weekdays.'), httpStatus: 404 },
    ],
    surfaces: {
      apiDescription: { url: 'https://acme.example/openapi.json', mediaType: 'application/openapi+json', title: 'Acme API', description: 'Send your API key as a Bearer token.', operations: [] },
      mcpServerCard: null,
      a2aAgentCard: null,
      agentSkills: [],
      llmsTxt: null,
    },
  };
  it('proposes one journey per topic the scan holds an answer for, quoted from where it was read', () => {
    expect(suggestJourneys(facts, 'Acme')).toEqual([
      { name: 'pricing', question: 'What does Acme cost?', answer: '$29', source: { url: 'https://acme.example/pricing', quote: 'The Pro plan costs $29 per month.' } },
      { name: 'contact', question: 'How can I contact Acme?', answer: 'hello@acme.example', source: { url: 'https://acme.example/', quote: 'Write to hello@acme.example for anything.' } },
      { name: 'documentation', question: 'Where is the documentation for Acme?', answer: 'Acme Documentation', source: { url: 'https://acme.example/docs/', quote: 'Acme Documentation' } },
      { name: 'api-authentication', question: 'How do I authenticate to the Acme API?', answer: 'API key', source: { url: 'https://acme.example/openapi.json', quote: 'Send your API key as a Bearer token.' } },
    ]);
  });
  it('reads phone numbers and opening hours, not dates or version ranges', () => {
    const pages = [
      page('https://shop.example/about', 'About us', 'Founded 2026-11-01, versions 1-2 supported.'),
      page('https://shop.example/visit', 'Visit the store', 'Open 9:00–17:30 on weekdays. Call +44 20 7946 0958.'),
    ];
    expect(suggestJourneys({ ...facts, pages, surfaces: undefined }, 'Shop')).toEqual([
      { name: 'contact', question: 'How can I contact Shop?', answer: '+44 20 7946 0958', source: { url: 'https://shop.example/visit', quote: 'Call +44 20 7946 0958.' } },
      { name: 'opening-hours', question: 'What are the opening hours of Shop?', answer: '9:00–17:30', source: { url: 'https://shop.example/visit', quote: 'Open 9:00–17:30 on weekdays.' } },
    ]);
  });

  it('proposes nothing from a scan that read nothing', () => {
    expect(suggestJourneys({ ...facts, pages: [], surfaces: undefined }, 'Acme')).toEqual([]);
  });
});
