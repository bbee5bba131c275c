// The source line the engine reports for an element of a page (engine/parse/html.ts lineOf, from the offsets of
// engine/parse/lean-dom.ts) is the line parse5 itself reports for it: "\r\n", a lone "\r" and "\n" are one line break
// each (the HTML standard's input stream preprocessing, §13.2.3.5, normalises all three to one LF).
import { parse } from 'parse5';
import type { DefaultTreeAdapterMap } from 'parse5';
import { describe, expect, it } from 'vitest';
import { lineOf } from '../../../engine/parse/html.js';
import { loadLeanDocument } from '../../../engine/parse/lean-dom.js';

type Parse5Node = DefaultTreeAdapterMap['node'];

/** parse5's start line of every element carrying a data-i attribute, in document order. */
function parse5Lines(html: string): number[] {
  const lines: number[] = [];
  const walk = (node: Parse5Node): void => {
    if ('attrs' in node && node.attrs.some((attribute) => attribute.name === 'data-i')) lines.push(node.sourceCodeLocation!.startLine);
    if ('childNodes' in node) for (const child of node.childNodes) walk(child);
    if ('content' in node) walk(node.content);
  };
  walk(parse(html, { sourceCodeLocationInfo: true }));
  return lines;
}

function engineLines(html: string): Array<number | null> {
  const loaded = loadLeanDocument(html);
  if (loaded.$ === null) throw new Error('over the structure caps');
  const $ = loaded.$;
  return $('[data-i]')
    .toArray()
    .map((element) => lineOf(element));
}

const BREAKS = ['\n', '\r\n', '\r', '\r\r\n', '\n\r', '\r\n\r\n', '\n\n\r'];

const PAGES = [
  '<p data-i>first line</p>',
  `<!doctype html>\r\n<html>\r\n<head>\r\n<title>T</title>\r\n</head>\r\n<body>\r\n<main data-i>\r\n<h1 data-i>H</h1>\r\n</main>\r\n</body>\r\n</html>\r\n`,
  `<html>\r<body>\r<p data-i>old Mac breaks</p>\r\r<p data-i>two later</p>\r</body></html>`,
  // Every kind of break, one after another, with an element after each.
  `<body>${BREAKS.map((lineBreak, index) => `<span data-i>${index}</span>${lineBreak}`).join('')}<b data-i>end</b></body>`,
  // Breaks inside text, attributes and comments count as well.
  `<body><p data-i title="a\r\nb\rc">x\ny\r\nz</p><!-- c\r\n\r --><div data-i>after</div>\r\n<pre data-i>\r\ncode\r\n</pre><i data-i>i</i></body>`,
  // A page that ends on a lone carriage return, and one that starts with breaks.
  `\r\n\n\r<p data-i>p</p>\r`,
];

describe('the source line of an element', () => {
  it('is the line parse5 reports, across every kind of line break', () => {
    for (const html of PAGES) {
      const expected = parse5Lines(html);
      expect(expected.length, JSON.stringify(html)).toBeGreaterThan(0);
      expect(engineLines(html), JSON.stringify(html)).toEqual(expected);
    }
  });

  it('is the line parse5 reports on long pages of long lines and of short ones, every kind of break in each', () => {
    // Long lines are found by searching for each break, short ones by a loop over every character (lean-dom.ts).
    for (const filler of ['a paragraph of prose on one line of a long page, ', '']) {
      const html = `<body>${Array.from({ length: 400 }, (_, index) => `${filler}<i data-i>${index}</i>${BREAKS[index % BREAKS.length]}`).join('')}</body>`;
      expect(engineLines(html)).toEqual(parse5Lines(html));
    }
  });

  it('is the line parse5 reports on long pages of random line breaks', () => {
    let state = 7;
    const next = () => ((state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32);
    for (let page = 0; page < 20; page += 1) {
      let html = '<body>';
      for (let part = 0; part < 300; part += 1) {
        html += next() < 0.3 ? `<span data-i>${part}</span>` : 'text';
        html += BREAKS[Math.floor(next() * BREAKS.length)]!.repeat(next() < 0.5 ? 1 : 2);
      }
      expect(engineLines(html)).toEqual(parse5Lines(html));
    }
  });
});
