import { describe, expect, it } from 'vitest';
import { html } from '../../helpers/site.js';
import { useCheckAudit } from '../../helpers/check-audit.js';

const ID = 'structured-data';
const check = useCheckAudit(ID);
const { measure } = check;

const ld = (...blocks: unknown[]) =>
  blocks
    .map((b) => `<script type="application/ld+json">${typeof b === 'string' ? b : JSON.stringify(b)}</script>`)
    .join('\n');
const page = (head: string, body = '<h1>Acme</h1>') =>
  html(`<!doctype html>\n<html>\n<head>\n${head}\n</head>\n<body>${body}</body></html>`);
const ORG = { '@context': 'https://schema.org', '@type': 'Organization', name: 'Acme', url: 'https://acme.example/' };

describe('structured-data', () => {
  it('passes a start page that declares an Organization with name and url', async () => {
    const { result } = await measure({ '/': page(ld(ORG)) });
    expect(result.status).toBe('pass');
    expect(result.score).toBe(100);
    expect(result.findings[0]!.message).toBe('The JSON-LD declares Organization "Acme" with name and url.');
  });

  it('accepts a WebSite inside an @graph', async () => {
    const graph = {
      '@context': { '@vocab': 'https://schema.org/' },
      '@graph': [{ '@type': 'WebSite', name: 'Acme', url: 'https://acme.example/' }],
    };
    const { result } = await measure({ '/': page(ld(graph)) });
    expect(result.score).toBe(100);
  });

  it('warns when the start page has only a Product', async () => {
    const product = { '@context': 'https://schema.org', '@type': 'Product', name: 'Anvil' };
    const { result } = await measure({ '/': page(ld(product)) });
    expect(result.status).toBe('warn');
    expect(result.score).toBe(50);
    expect(result.findings[0]!.message).toBe('The JSON-LD parses but does not declare an Organization or WebSite.');
    expect(result.findings[0]!.detail).toBe('Found: Product "Anvil"');
  });

  it('warns when the Organization lacks a url, and when the vocabulary is not schema.org', async () => {
    const { result } = await measure({
      '/': page(ld({ '@context': 'https://example.org/vocab', '@type': 'Organization', name: 'Acme' })),
    });
    expect(result.score).toBe(40); // not schema.org (-30), no url (-30)
    expect(result.findings.map((f) => f.message)).toEqual([
      'JSON-LD block 1 does not use the schema.org vocabulary.',
      'The JSON-LD declares Organization "Acme" but without url.',
    ]);
  });

  it('does not take an @id for the url on the start page', async () => {
    const org = {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': 'https://acme.example/#org',
      name: 'Acme',
    };
    const { result } = await measure({ '/': page(ld(org)) });
    expect(result.score).toBe(70);
    expect(result.findings[0]!.message).toBe('The JSON-LD declares Organization "Acme" but without url.');
  });

  it('warns when there is only microdata', async () => {
    const { result } = await measure({
      '/': page(
        '',
        '<div itemscope itemtype="https://schema.org/Organization"><span itemprop="name">Acme</span></div>',
      ),
    });
    expect(result.status).toBe('warn');
    expect(result.score).toBe(30);
    expect(result.findings[0]!.message).toBe('The page has only microdata (itemscope/itemtype), no JSON-LD.');
  });

  it('fails without structured data', async () => {
    const { result } = await measure({ '/': page('<title>x</title>') });
    expect(result.status).toBe('fail');
    expect(result.findings[0]!.message).toBe('The page has no JSON-LD structured data.');
  });

  it('fails a block that does not parse, naming the parse error and line', async () => {
    const { result } = await measure({ '/': page(`${ld(ORG)}\n${ld('{"@type": "WebSite", }')}`) });
    expect(result.status).toBe('fail');
    expect(result.findings[0]!.message).toMatch(/^JSON-LD block 2 does not parse: /);
    expect(result.findings[0]!.detail).toMatch(/, line 5 — \{"@type": "WebSite", \}$/);
  });

  it('judges other pages by their main entity, per page, and errors on a page that never answers', async () => {
    const article = {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Launch',
      url: 'https://acme.example/blog/launch',
    };
    const { report } = await measure(
      {
        '/': page(ld(ORG), '<h1>Acme</h1><a href="/blog/launch">Launch</a> <a href="/about">About</a>'),
        '/blog/launch': page(ld(article, ORG)),
        '/about': () => undefined,
      },
      { maxPages: 3, timeout: 300 },
    );
    const byPath = Object.fromEntries(
      report.pages.map((p) => [new URL(p.url).pathname, p.results.find((r) => r.id === ID)!]),
    );
    expect(byPath['/']!.status).toBe('pass');
    expect(byPath['/blog/launch']!.status).toBe('pass');
    expect(byPath['/blog/launch']!.findings[0]!.message).toBe('The JSON-LD declares Article with name and url.');
    expect(byPath['/about']!.status).toBe('error');
  });

  it('warns a non-start page that only repeats the Organization', async () => {
    const { report } = await measure(
      { '/': page(ld(ORG), '<a href="/team">Team</a>'), '/team': page(ld(ORG)) },
      { maxPages: 2 },
    );
    const team = report.pages.find((p) => p.url.endsWith('/team'))!.results[0]!;
    expect(team.score).toBe(50);
    expect(team.findings[0]!.message).toBe(
      "The JSON-LD parses but does not declare a main entity (the page's own subject).",
    );
  });
});
