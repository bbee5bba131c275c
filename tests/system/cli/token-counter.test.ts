// The CLI's token counter (bin/cli/token-counter.ts on the compact table of bin/token-ranks.mjs) gives gpt-tokenizer's
// own o200k_base counts, text for text, and the built CLI's content-efficiency verdicts are the engine's.
import { countTokens as libraryCount } from 'gpt-tokenizer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenizer } from '../../../bin/cli/token-counter';
import { encodeRanks } from '../../../bin/token-ranks.mjs';
import { createTokenCounter } from '../../../engine/gather/token-count';
import { audit } from '../../../engine/index';
import { html, serveSite, type FixtureSite } from '../../helpers/site';
import { buildCli, runCli } from '../../helpers/cli/run-cli';

/** A deterministic stream of pseudo-random numbers (mulberry32), so a failing text can be found again. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Code point ranges real pages mix: ASCII, Latin, Cyrillic, Arabic, Devanagari, CJK, Hangul, emoji, marks, controls. */
const RANGES: Array<[number, number]> = [
  [0x20, 0x7e], [0x20, 0x7e], [0x20, 0x7e], [0x09, 0x0d], [0xa0, 0x17f], [0x300, 0x36f], [0x400, 0x4ff],
  [0x600, 0x6ff], [0x900, 0x97f], [0x3040, 0x30ff], [0x4e00, 0x9fff], [0xac00, 0xd7a3], [0x1f300, 0x1faff],
  [0x200b, 0x200f], [0xfeff, 0xfeff], [0xd800, 0xdfff],
];

function randomText(next: () => number): string {
  const length = 1 + Math.floor(next() * 120);
  let text = '';
  for (let i = 0; i < length; i += 1) {
    const [low, high] = RANGES[Math.floor(next() * RANGES.length)]!;
    text += String.fromCodePoint(low + Math.floor(next() * (high - low + 1)));
  }
  return text;
}

const SAMPLES = [
  '',
  'Plain words for agents. '.repeat(40),
  '<!doctype html><html lang="en"><head><title>Docs</title></head><body><main><h1>Hello</h1><p>World &amp; more</p></main></body></html>',
  'const total = items.reduce((sum, item) => sum + item.price * 1.2, 0); // 1234567890',
  '{"linkset": [{"anchor": "https://example.com/", "service-desc": [{"href": "/openapi.json"}]}]}',
  '中文的网页内容，还有日本語のテキストと한국어 문장。',
  'مرحبا بالعالم — नमस्ते दुनिया — Привет, мир!',
  'Emoji 👩‍👩‍👧‍👦 and flags 🇫🇷🇯🇵, skin tones 👍🏽, keycaps 1️⃣.',
  'e\u0301 a\u0308 combining marks, zero\u200bwidth, non\u00a0breaking',
  '\uFEFFusing namespace std;\n\n\uFEFF\n\uFEFFnamespace',
  'lone \uD800 surrogate and \uDC00 low',
  'line\r\nendings\rand\n\n\n   spaces   \t\ttabs',
  'supercalifragilisticexpialidocious'.repeat(20),
  "it's they're we've I'd you'll HE'S",
];

let counter: (text: string) => number;
/** The engine's counter (sticky split pattern, remembered pieces) on the CLI's byte-pair core, as the CLI counts. */
let engineCounter: (text: string) => number;

beforeAll(async () => {
  const { default: o200kBase } = await import('gpt-tokenizer/bpeRanks/o200k_base');
  const tokenizer = createTokenizer(encodeRanks(o200kBase));
  counter = tokenizer.countTokens;
  // Shaped as the CLI bundle's `gpt-tokenizer` module (bin/cli/token-counter.ts): countTokens and a default export.
  const cliModule = { countTokens: tokenizer.countTokens, default: tokenizer };
  engineCounter = createTokenCounter(cliModule as unknown as Parameters<typeof createTokenCounter>[0]);
});

describe('the CLI token counter', () => {
  it('counts exactly as gpt-tokenizer on realistic and multilingual texts', () => {
    for (const text of SAMPLES) expect(counter(text), JSON.stringify(text.slice(0, 40))).toBe(libraryCount(text));
  });

  it('counts exactly as gpt-tokenizer on 2,000 random texts across scripts, marks, controls and surrogates', () => {
    const next = random(12);
    const mismatches: string[] = [];
    for (let i = 0; i < 2000; i += 1) {
      const text = randomText(next);
      if (counter(text) !== libraryCount(text)) mismatches.push(JSON.stringify(text));
    }
    expect(mismatches).toEqual([]);
  });

  it('gives the engine its byte-pair core, on which the engine counts exactly as gpt-tokenizer', () => {
    // The fast path is taken: the engine did not fall back to countTokens itself.
    expect(engineCounter).not.toBe(counter);
    const next = random(34);
    const texts = [...SAMPLES, ...Array.from({ length: 2000 }, () => randomText(next))];
    // Twice: the second round answers from the pieces the engine remembers.
    for (const round of [1, 2]) {
      const mismatches = texts.filter((text) => engineCounter(text) !== libraryCount(text)).map((text) => JSON.stringify(text));
      expect(mismatches, `round ${round}`).toEqual([]);
    }
  });

  it('refuses a special token in the text as the library does', () => {
    expect(() => counter('before <|endoftext|> after')).toThrow('Disallowed special token found: <|endoftext|>');
    expect(() => libraryCount('before <|endoftext|> after')).toThrow('Disallowed special token found: <|endoftext|>');
  });
});

describe('the built CLI', () => {
  let site: FixtureSite;
  beforeAll(async () => {
    buildCli();
    const words = 'Agents read the words of this page; each paragraph is plain text with a few numbers like 2026 and 42. ';
    site = await serveSite({
      '/': html(`<!doctype html><html lang="en"><head><title>Token counts for agents</title></head><body><nav>${'<a href="/x">Link</a> '.repeat(30)}</nav><main><h1>Tokens</h1><p>${words.repeat(30)}</p><p>多言語のテキスト。${'日本語 '.repeat(40)}</p></main><script>${'var x = 1;'.repeat(200)}</script></body></html>`),
    });
  });
  afterAll(async () => {
    await site?.close();
  });

  it('gives the engine\'s content-efficiency result, findings and token counts included', async () => {
    const options = { checks: ['content-efficiency'], allowPrivateTargets: true };
    const engine = await audit(site.url, options);
    const run = await runCli(['audit', site.url, '--local', '--allow-private-targets', '--checks', 'content-efficiency', '--json']);
    expect(run.code).toBe(0);
    const strip = (result: { duration?: number }) => ({ ...result, duration: 0 });
    const [fromCli] = JSON.parse(run.stdout).results;
    expect(engine.results[0]!.findings.some((finding) => /\d[\d,]* tokens?/.test(`${finding.message} ${finding.detail}`))).toBe(true);
    expect(strip(fromCli)).toEqual(strip(engine.results[0]!));
  });
});
