// The line-by-line reading of plain llms.txt files must give exactly what the CommonMark syntax tree gives:
// generated files in and around the plain subset are read both ways and compared.
import { describe, expect, it } from 'vitest';
import { plainLlmsStructure } from '../../../engine/parse/llms-plain.js';
import { analyzeLlmsTxt, analyzeLlmsTxtTree } from '../../../engine/parse/markdown-links.js';

/** A small deterministic PRNG (mulberry32), so a failure names a reproducible seed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = ['Lumen', 'queue', 'docs', 'API', 'v2', '2024', 'über', 'café', '日本語', 'retry-policy', 'a/b', 'x=1', '(beta)', "it's", '"quoted"', 'e.g.', 'ok?', '50%', 'user@host', '$5', 'a+b', '{x}', 'see:', 'https://x.test/p'];
/** Characters and spacing with markdown meaning: files containing them must take the syntax tree. */
const SPECIAL = ['*em*', '_u_', '`code`', '&amp;', '<b>', '\\*', '[x]', '![i](u)', 'a  b', 'tab\there', 'x ', ' y', '#tag', '~~s~~', 'a | b', '\u00a0nb'];
const URLS = ['https://example.test/docs/a.md', '/docs/b.md', 'docs/c.md', 'https://example.test/p?q=1&x', 'https://example.test/a%20b.md#top', "https://example.test/it's", 'mailto:a@b.test', 'https://example.test/(x)'];

function pick<T>(next: () => number, items: readonly T[]): T {
  return items[Math.floor(next() * items.length)]!;
}

function phrase(next: () => number, special: number): string {
  const count = 1 + Math.floor(next() * 5);
  const words = Array.from({ length: count }, () => (next() < special ? pick(next, SPECIAL) : pick(next, WORDS)));
  if (/^[^A-Za-z]/.test(words[0]!) && next() < 0.7) words.unshift('Note');
  return words.join(' ');
}

function line(next: () => number, special: number): string {
  const roll = next();
  if (roll < 0.15) return `${'#'.repeat(1 + Math.floor(next() * 3))} ${phrase(next, special)}`;
  if (roll < 0.25) return `> ${phrase(next, special)}`;
  if (roll < 0.55) return `- [${phrase(next, special)}](${pick(next, URLS)})${next() < 0.7 ? `: ${phrase(next, special)}` : ''}`;
  if (roll < 0.62) return `- ${phrase(next, special)}`;
  if (roll < 0.8) return phrase(next, special);
  if (roll < 0.97) return '';
  return pick(next, ['---', '===', '  indented', '1. ordered', '* star item', '>', '#', '[ref]: https://example.test/']);
}

function file(seed: number, special: number): string {
  const next = random(seed);
  const lines = ['# Title', '', '> Summary line', ''];
  const count = 3 + Math.floor(next() * 25);
  const kindOf = (text: string) => (text === '' ? '' : text.startsWith('#') ? '#' : text[0] === '>' || text[0] === '-' ? text[0] : 'p');
  for (let i = 0; i < count; i += 1) {
    const added = line(next, special);
    // Mostly a blank line between blocks of different kinds, as files are written; sometimes none, for the tree.
    if (kindOf(added) !== kindOf(lines.at(-1)!) && next() < 0.85) lines.push('');
    lines.push(added);
  }
  return lines.join('\n') + (next() < 0.5 ? '\n' : '');
}

describe('plain llms.txt reading', () => {
  it('gives the syntax tree’s structure for every generated file it accepts, and accepts most plain ones', () => {
    let accepted = 0;
    const total = 3000;
    for (let seed = 1; seed <= total; seed += 1) {
      const text = file(seed, seed % 3 === 0 ? 0.08 : 0);
      const plain = plainLlmsStructure(text);
      if (plain === null) continue;
      accepted += 1;
      expect({ seed, structure: plain }).toEqual({ seed, structure: analyzeLlmsTxtTree(text) });
    }
    expect(accepted).toBeGreaterThan(total / 10);
  });

  it('leaves files with markdown syntax beyond the subset to the syntax tree, with the same public result', () => {
    for (const special of SPECIAL) {
      const text = `# Title\n\n> About ${special}\n\n## Docs\n\n- [Page](/p.md): notes ${special}\n`;
      expect(plainLlmsStructure(text)).toBeNull();
      expect(analyzeLlmsTxt(text)).toEqual(analyzeLlmsTxtTree(text));
    }
  });

  it('reads a typical llms.txt the plain way', () => {
    const text = [
      '# Lumen Queue',
      '',
      '> A durable job queue for Node.js.',
      '> Jobs live in PostgreSQL.',
      '',
      'Every page is available as markdown.',
      '',
      '## Docs',
      '',
      '- [Getting started](https://example.test/docs/start.md): Enqueue your first job.',
      '- [Installing](https://example.test/docs/install.md)',
      '',
      '## Optional',
      '',
      '- [FAQ](https://example.test/faq.md): Answers.',
      '',
    ].join('\n');
    const plain = plainLlmsStructure(text);
    expect(plain).toEqual({
      startsWithH1: true,
      h1: 'Lumen Queue',
      summary: 'A durable job queue for Node.js.\nJobs live in PostgreSQL.',
      sections: [
        { title: 'Docs', line: 8, linkCount: 2 },
        { title: 'Optional', line: 13, linkCount: 1 },
      ],
      links: ['https://example.test/docs/start.md', 'https://example.test/docs/install.md', 'https://example.test/faq.md'],
    });
    expect(plain).toEqual(analyzeLlmsTxtTree(text));
  });
});
