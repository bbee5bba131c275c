// The agent views convert pages to Markdown from the tree the page's parse already built (engine/agents/turndown-dom.ts)
// instead of letting turndown parse the HTML again: the Markdown must be the same, character for character, as
// turndown's from the HTML text, for whole pages (the excerpt) and for one element (the MCP fetch server's main
// content), tricky markup included. Where the trees cannot agree (noscript, plaintext, textarea, listing) the HTML is
// converted as before.
import TurndownService from 'turndown';
import { describe, expect, it } from 'vitest';
import { convertPageAroundMain, convertWithMain, elementToMarkdownUpTo, headToMarkdown, mainContentRange, toMarkdown, toMarkdownUpTo } from '../../../engine/agents/convert.js';
import { turndownTreeOfDocument, turndownTreeOfElement } from '../../../engine/agents/turndown-dom.js';
import { loadLeanDocument } from '../../../engine/parse/lean-dom.js';
import type { Document } from 'domhandler';

const PAGES: string[] = [
  // Whitespace on both sides of </head> and <body>, after a void element: one text node to turndown's parser.
  `<!doctype html>\n<html>\n<head>\n  <title>Docs</title>\n  <link rel=icon href=/i.png>\n</head>\n<body>\n  <p>x</p>\n</body>\n</html>\n`,
  `<!doctype html><html><head><title>T</title><meta charset=utf-8>\n<style>b{}</style>\n<script>var x = "<b>";</script></head>\n<body>\n<main><h1>Hi</h1><pre>\n\ncode</pre><pre><code class="language-js">\nlet a = 1;\n</code></pre><ul><li>a<li>b <b>bold</b> <i>it</i></ul><ol start=3><li><p>x</p><li>y</ol></main></body></html>`,
  `<html><body><main><table><tr><td>a<td>b</table><svg><linearGradient/><path d=1 /></svg><noscript><p>no js</p></noscript><template><p>t</p></template><!-- c --> text &amp; &lt;tag&gt; &nbsp; x</main></body></html>`,
  `text before<p>para</p><main>m <a href="/x" title="t">link</a><img src=a.png alt="A*"> <code>c</code> \`tick\` _u_ *s* [b]</main>`,
  `<!doctype html><html lang=en><head><meta name=x><link rel=stylesheet href=a></head><body><div><main>a<br>b<hr>c<blockquote>q</blockquote><h2>H <span> </span></h2><form><input><button>B</button></form><p>   spaced   words   </p></main></div></body></html>\n\n`,
  `<main><p>one</p><form><p>x</form></p><p>y<table><tr><td>z</table></main>`,
  `<html><head><noscript><link rel=x></noscript><base href="/"></head><body><main><dl><dt>a<dd>b</dl><select><option>o</select><textarea>\nta</textarea><iframe src=x></iframe><video></video><a href="#"></a></main></body></html>`,
  `<main><math><mi>x</mi></math><svg><foreignObject><p>f</p></foreignObject></svg><ruby>r<rt>t</rt></ruby>é&#x1F600;</main>`,
  `<body><h1>Only h1</h1><p>text</p></body>`,
  `<main>a <b> b </b> c<em>d</em> e  <i> </i>f<pre>  pre  \n  x</pre>g</main><main>second</main>`,
  `<main><b><i>x</b>y</i> <p><div>d</div> <a href=1>a<a href=2>b</a></main>`,
  `<main><table>text<tr><td>c</td></tr>more</table> <svg><![CDATA[cd]]><desc>d</desc></svg> </br> <image src=x> x</main>`,
  `<main><h3>t</h3>\n\n<ul>\n <li>\n  <p>p</p>\n </li>\n <li>x\n  <ul><li>nested</li></ul>\n </li>\n</ul>\n<p>a<br/>\n b</p><code>x` + "`" + `y</code><pre><code>  in\n</code></pre></main>`,
  `<!DOCTYPE html>\n<html>\n<head>\n  <title> Sp  aced </title>\n  <script type="application/ld+json">{"a":1}</script>\n</head>\n<body class=x>\n  <header><nav><a href="/">Home</a> | <a href="/b">B</a></nav></header>\n  <main id=m>\n    <article><h1>Title</h1><p>Text <strong>strong</strong>.</p></article>\n  </main>\n  <footer>f</footer>\n</body>\n</html>\n`,
  `<html><head><title>x</title></head><body><p>body</p></body></html><p>after html</p>  trailing  `,
  `<main><p>a</p><!-- c1 --> <!-- c2 -->b<span><!--c--></span> <em></em> c</main>`,
  `<main><textarea>\n\nta</textarea><listing>\n\nl</listing><pre>\n\n\np</pre><xmp><b>x</b></xmp><plaintext><b>rest`,
];

describe('Markdown from the parsed page', () => {
  it('is what turndown makes of the HTML, for whole pages and for elements', () => {
    let elements = 0;
    for (const html of PAGES) {
      const { $ } = loadLeanDocument(html);
      const document = $!.root().get(0) as Document;
      expect(headToMarkdown(html, document, 20_000), html).toBe(toMarkdown(html));
      for (const element of $!('main, body, div, ul, ol, pre, table, article').toArray()) {
        const source = $!.html(element);
        expect(elementToMarkdownUpTo(source, element, 5_000), source).toBe(toMarkdownUpTo(source, 5_000));
        elements += 1;
      }
    }
    expect(elements).toBeGreaterThan(20);
  });

  it('marks the main content in the parsed tree as in the HTML text (the Claude Code view)', () => {
    const pages = [
      ...PAGES,
      // Entities and line breaks around the markers' places, text outside any main, text after the body.
      `<html><body><main>\n  &nbsp;First &amp; foremost<p>last &lt;tag&gt;</p></main><p>after</p></body></html>`,
      `<html><body><main>\r\n  First\r\nline<p>last</p>\r\n</main></body></html>`,
      `<html><body><div>before</div><h1>Heading</h1><p>body text</p> tail</body></html>  after &copy;`,
      `<html><body><main><table><tr><td>cell</td></tr>foster</table><p>end <b>bold</b></p></main></body></html>`,
      `<main><pre>\n\n  code</pre><p>a</p></main>`,
    ];
    let ranges = 0;
    for (const html of pages) {
      const { $ } = loadLeanDocument(html);
      const range = mainContentRange($!, html);
      if (range === null) continue;
      ranges += 1;
      for (const enough of [10, 100_000]) {
        expect(convertWithMain(html, range, enough, $!.root().get(0) as Document), html).toEqual(convertWithMain(html, range, enough));
      }
    }
    expect(ranges).toBeGreaterThan(15);
  });

  it('converts the page once for all the views: the page and its main element each as turndown converts them alone', () => {
    const pages = [
      ...PAGES,
      // The main element first and last in the page (turndown trims the ends of the whole), ending in a line break.
      `<html><body><main><p>only</p>text<br></main></body></html>`,
      `<main>\n\t<pre>\tcode</pre>end  <br>\n</main>`,
      // Inside rules that rewrite their content line by line: a quote, a list item, a link.
      `<html><body><p>before</p><blockquote><main><h1>Q</h1><p>one</p><p>two</p></main></blockquote><p>after</p></body></html>`,
      `<ul><li>item<div role="main"><p>a</p><ul><li>b</li></ul></div></li></ul>`,
      `<p>x <a href="/a"><main><p>linked</p></main></a> y</p>`,
      `<div><header>h</header><section role="main">  <p>s</p>  </section><footer>f</footer></div>`,
    ];
    let converted = 0;
    for (const html of pages) {
      const { $ } = loadLeanDocument(html);
      const range = mainContentRange($!, html);
      if (range?.element === null || range === null) continue;
      const whole = convertPageAroundMain(html, range.element, $!.root().get(0) as Document);
      if (whole === null) continue;
      converted += 1;
      expect(whole.markdown, html).toBe(toMarkdown(html));
      expect(whole.mainMarkdown, html).toBe(toMarkdownUpTo($!.html(range.element as never), null));
      expect(whole.mainStart, html).toBeLessThanOrEqual(whole.mainEnd);
      // The main element's place: its Markdown, as it reads inside the page.
      const inPage = whole.markdown.slice(whole.mainStart, whole.mainEnd);
      if (!/<(blockquote|li)\b/.test(html)) expect(inPage, html).toBe(whole.mainMarkdown);
    }
    expect(converted).toBeGreaterThan(12);
  });

  it('converts the page, its main content and that element apart where one pass would differ from them', () => {
    const elementOf = (html: string, selector: string) => {
      const { $ } = loadLeanDocument(html);
      return convertPageAroundMain(html, $!(selector).get(0)!, $!.root().get(0) as Document);
    };
    // A rule of its own (a paragraph, a list item), code around it, nothing but newlines, or a noscript in the page.
    expect(elementOf('<p role="main">text</p>', 'p')).toBeNull();
    expect(elementOf('<ul><li role="main">text</li></ul>', 'li')).toBeNull();
    expect(elementOf('<pre><div role="main">  a  b</div></pre>', 'div')).toBeNull();
    expect(elementOf('<code><div role="main">a_b</div></code>', 'div')).toBeNull();
    expect(elementOf('<p>x</p><main><iframe></iframe></main>', 'main')).toBeNull();
    expect(elementOf('<main>a</main><noscript>n</noscript>', 'main')).toBeNull();
    expect(elementOf('<p>x</p><main>a</main>', 'main')).toEqual({ markdown: 'x\n\na', mainStart: 3, mainEnd: 4, mainMarkdown: 'a' });
  });

  it('uses the parsed tree where it can, and the HTML where the trees would differ', () => {
    const plain = loadLeanDocument('<html><head><title>T</title></head><body><main><p>a</p></main></body></html>').$!;
    expect(turndownTreeOfDocument(plain.root().get(0) as Document)).not.toBeNull();
    expect(turndownTreeOfElement(plain('main').get(0)!)).not.toBeNull();
    for (const name of ['noscript', 'plaintext', 'textarea', 'listing']) {
      const $ = loadLeanDocument(`<html><body><main><p>a</p><${name}>\n<p>x</p></${name}></main></body></html>`).$!;
      expect(turndownTreeOfDocument($.root().get(0) as Document), name).toBeNull();
      expect(turndownTreeOfElement($('main').get(0)!), name).toBeNull();
    }
  });

  it('converts the start of a page over the excerpt size from its HTML', () => {
    const html = `<html><body><main>${'<p>paragraph of text</p>'.repeat(2_000)}</main></body></html>`;
    const { $ } = loadLeanDocument(html);
    expect(headToMarkdown(html, $!.root().get(0) as Document, 20_000)).toBe(toMarkdown(html.slice(0, 20_000)));
  });

  it('escapes Markdown in text as turndown does, special characters anywhere in a text node included', () => {
    const plainTurndown = new TurndownService({ headingStyle: 'atx', codeBlockStyle: 'fenced' });
    const texts = ['plain words', '\\back', 'a*b', 'a`b', '[x]', 'snake_case', '- item', '+ item', '+x', '=== rule', '## h', '~~~ fence', '> quote', '12. item', '3 apples', 'x - y + z = 1 # 2 ~ 3 > 4', 'é 😀', ' -lead space', '\nnew-line start'];
    const html = texts.map((text) => `<p>${text.replace(/</g, '&lt;')}</p><p><b>${text.replace(/</g, '&lt;')}</b> tail</p>`).join('');
    expect(toMarkdown(html)).toBe(plainTurndown.turndown(html));
    for (const text of texts) expect(toMarkdown(`<p>${text}</p>`), text).toBe(plainTurndown.turndown(`<p>${text}</p>`));
  });
});
