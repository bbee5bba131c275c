// queryAll (engine/parse/select.ts) answers selector queries from a per-document element index instead of walking the
// tree per query; it must return exactly what cheerio's `$(selector)` returns, in the same order.
import { load } from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryAll } from '../../../engine/parse/select.js';
import { startFixtureWeb, type FixtureWeb } from '../../fixtures/web/index.js';

const SELECTORS = [
  'h1',
  'h1, h2, h3, h4, h5, h6',
  'main, [role="main"]',
  'nav, [role="navigation"]',
  'a[href]',
  'a[href], button, input[type="button"], input[type="submit"], [role="button"]',
  'input, select, textarea',
  'div[onclick], span[onclick]',
  'img',
  'html',
  'head title',
  'title',
  'body',
  'body noscript',
  'script[type]',
  'script:not([src])',
  'script[src], link[href]',
  'meta[charset]',
  'meta[http-equiv="content-type" i]',
  'meta[name="generator" i], script[src], link[href], #__docusaurus, .theme-doc-markdown',
  'meta[name="description" i]',
  'link[rel]',
  'form[toolname]',
  'label',
  'label[for="a, b"]',
  '[itemscope][itemtype]',
  '[typeof], [vocab]',
  '[itemtype*="schema.org/Product"]',
  '[id="x\\"y"]',
  'svg title',
  'ul > li',
  'h2 + p',
  'h2 ~ p',
  '*',
  'foreignobject',
  'p.note, section#intro',
  '#intro, .note',
  '[ROLE="main"]',
  '[lang|="en"]',
  '[data-x!="y"]',
  '[itemtype^="https"], [onclick*="g"]',
  '[viewBox], [viewbox]',
  '[aria-label], img[alt]',
  '#root, #app, [ng-version], app-root, [data-reactroot]',
];

const CRAFTED = `<!doctype html><html lang="en"><head><title>T</title><meta charset="utf-8">
<meta http-equiv="Content-Type" content="text/html; charset=utf-8"><meta name="Generator" content="Docusaurus">
<link rel="stylesheet" href="/a.css"><script src="/a.js"></script><script type="application/ld+json">{}</script></head>
<body><noscript><p>no js</p></noscript><div id="__docusaurus"><nav><ul><li><a href="/">Home</a></li><li>x</li></ul></nav>
<main><h1>One</h1><h2>Two</h2><p>after</p><p class="note">note</p><h4>Four</h4><section id="intro"><h1>Again</h1></section>
<div role="main" itemscope itemtype="https://schema.org/Product"><span onclick="f()">click</span></div>
<form toolname="search"><label for="a, b">L</label><input id="a, b" name="q"><select name="s"></select><textarea></textarea>
<input type="submit"><button aria-label="go"></button></form><div id='x"y' typeof="Thing"></div>
<svg viewBox="0 0 1 1"><title>Icon</title><foreignObject><p>inside</p></foreignObject></svg><img src="/i.png"><img alt="" src="/j.png">
<template><h1>templated</h1><a href="/t">t</a></template><div role="button" onclick="g()">b</div></main>
<script>var x = 1;</script></div></body></html>`;

function expectSameAsCheerio(html: string): void {
  const $ = load(html, { sourceCodeLocationInfo: true });
  for (const selector of SELECTORS) {
    const expected = $(selector).toArray();
    expect(queryAll($, selector), selector).toEqual(expected);
    // A repeated query is answered from memory: the same elements again.
    expect(queryAll($, selector), selector).toEqual(expected);
  }
}

describe('queryAll', () => {
  let web: FixtureWeb;
  beforeAll(async () => {
    web = await startFixtureWeb();
  });
  afterAll(async () => {
    await web.close();
  });

  it('finds what $(selector) finds, in document order, on a crafted page', () => {
    expectSameAsCheerio(CRAFTED);
    // The crafted page exercises the selectors: most of them match something.
    const $ = load(CRAFTED);
    expect(SELECTORS.filter((selector) => queryAll($, selector).length > 0).length).toBeGreaterThan(SELECTORS.length - 5);
  });

  it('finds what $(selector) finds on every fixture site start page', async () => {
    for (const site of Object.values(web.sites)) {
      const response = await fetch(site.url, { headers: { accept: 'text/html' } });
      expectSameAsCheerio(await response.text());
    }
  });
});
