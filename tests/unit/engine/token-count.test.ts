// createTokenCounter (engine/gather/token-count.ts) counts tokens without gpt-tokenizer's per-token match arrays; its
// counts must be the library's own countTokens, text for text.
import * as tokenizer from 'gpt-tokenizer';
import { EndOfText, ImStart } from 'gpt-tokenizer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenCounter, REMEMBERED_PIECES } from '../../../engine/gather/token-count.js';
import { startFixtureWeb, type FixtureWeb } from '../../fixtures/web/index.js';

const TEXTS = [
  '',
  ' ',
  'a',
  'Hello, world!',
  "It's what they've said: we'll see, I'd think, you're right, I'm sure.",
  'ALLCAPS and CamelCaseWords and snake_case_names and kebab-case-names',
  '1234567890 3.14159 1,000,000 0x1F 2026-11-22T00:00:00Z',
  '   leading and trailing spaces   ',
  'tabs\tand\nnewlines\r\n\r\n\n\nand   runs     of      spaces',
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>T</title></head><body><p>x</p></body></html>',
  'Grüße aus Köln — naïve café, façade, Ångström, Ελληνικά, русский текст',
  '日本語のテキストと中文文本和한국어 텍스트',
  'emoji 😀👍🏽 family 👨‍👩‍👧‍👦 flags 🇩🇪🇫🇷 and symbols ∑∫√ ©®™',
  'lone surrogate \ud800 here and there \udc00',
  '{"@context":"https://schema.org","@type":"Product","name":"Widget","offers":{"price":"9.99"}}',
  'a'.repeat(3000),
  '!!!???...,,,;;;:::///\\\\\\|||',
  'x < | y and <| not quite special',
];

describe('createTokenCounter', () => {
  let web: FixtureWeb;
  beforeAll(async () => {
    web = await startFixtureWeb();
  });
  afterAll(async () => {
    await web.close();
  });

  it('reads the library tables (the fast path is taken, not the fallback)', () => {
    expect(createTokenCounter(tokenizer)).not.toBe(tokenizer.countTokens);
  });

  it('counts what countTokens counts', () => {
    const count = createTokenCounter(tokenizer);
    for (const text of TEXTS) expect(count(text), JSON.stringify(text.slice(0, 40))).toBe(tokenizer.countTokens(text));
  });

  it('counts what countTokens counts on every fixture site start page and its text', async () => {
    const count = createTokenCounter(tokenizer);
    for (const site of Object.values(web.sites)) {
      const html = await (await fetch(site.url)).text();
      const text = html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ');
      for (const sample of [html, text, html.slice(0, 8000)]) expect(count(sample)).toBe(tokenizer.countTokens(sample));
    }
  });

  it('counts the same once its table of remembered pieces is full, and again for texts it has seen', () => {
    const count = createTokenCounter(tokenizer);
    // Letters-only words, each its own piece: more distinct pieces than the table keeps.
    const word = (n: number) => ` ${n.toString(26).replace(/[0-9]/g, (digit) => 'qrstuvwxyz'[Number(digit)]!)}`;
    const many = Array.from({ length: REMEMBERED_PIECES * 2 }, (_, index) => word(index * 7919)).join('');
    const texts = [...TEXTS, many, `${TEXTS[4]} ${many.slice(0, 5000)}`];
    for (const round of [1, 2]) {
      for (const text of texts) expect(count(text), `round ${round}: ${JSON.stringify(text.slice(0, 40))}`).toBe(tokenizer.countTokens(text));
    }
  });

  it('leaves special tokens to the library, which refuses them', () => {
    const count = createTokenCounter(tokenizer);
    for (const special of [EndOfText, ImStart]) {
      expect(special.startsWith('<|')).toBe(true);
      const text = `before ${special} after`;
      expect(() => tokenizer.countTokens(text)).toThrow();
      expect(() => count(text)).toThrow();
    }
  });
});
