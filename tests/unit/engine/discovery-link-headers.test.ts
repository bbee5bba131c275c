import { describe, expect, it } from 'vitest';
import type { RouteHandler } from '../../helpers/site.js';
import { HOME, html, json, text } from '../../helpers/site.js';
import { messages, NO_DNS, useCheckAudit } from '../../helpers/check-audit.js';

const { measure } = useCheckAudit('link-headers', { home: HOME, resolver: NO_DNS });

const PAGE = '<!doctype html><html><head><title>Home</title></head><body><h1>Home</h1></body></html>';
const PAGE_WITH_HTML_LINK =
  '<!doctype html><html><head><title>Home</title><link rel="alternate" type="text/markdown" href="/index.md"></head><body></body></html>';

const headNotAllowed: RouteHandler = (req, res) => {
  if (req.method === 'HEAD') {
    res.writeHead(405, { allow: 'GET' });
    res.end();
    return;
  }
  res.writeHead(200, { 'content-type': 'text/markdown' });
  res.end('# Home\n');
};

describe('link-headers', () => {
  it('passes with agent-relevant Link headers whose targets answer 2xx (HEAD falls back to GET on 405)', async () => {
    const { result, site: { requests } } = await measure({
      '/': html(PAGE, {
        link: '</openapi.json>; rel="service-desc", </index.md>; rel="alternate"; type="text/markdown", </style.css>; rel=preload; as=style',
      }),
      '/openapi.json': json({ openapi: '3.1.0' }),
      '/index.md': headNotAllowed,
    });
    expect(result).toMatchObject({ status: 'pass', score: 100 });
    expect(messages(result)).toEqual(['pass: 2 agent-relevant Link header targets answer 2xx.']);
    expect(requests).toEqual(expect.arrayContaining(['HEAD /index.md', 'GET /index.md', 'HEAD /openapi.json']));
  });

  it('warns when only other relations are sent, and says an HTML <link> alone does not count', async () => {
    const { result } = await measure({
      '/': html(PAGE_WITH_HTML_LINK, { link: '</style.css>; rel=preload; as=style, </next>; rel="next"' }),
    });
    expect(result).toMatchObject({ status: 'warn', score: 25 });
    expect(result.findings[0]!.message).toBe('The start page sends Link headers, but none with an agent-relevant relation.');
    expect(result.findings[0]!.detail).toBe('Relations found: preload, next');
    expect(result.findings[0]!.hint).toContain('an HTML <link> alone does not count');
  });

  it('warns when some agent-relevant targets are broken', async () => {
    const { result } = await measure({
      '/': html(PAGE, { link: '</missing.json>; rel="service-desc", </about>; rel="describedby"' }),
      '/about': text('about'),
    });
    expect(result).toMatchObject({ status: 'warn', score: 50 });
    expect(messages(result)).toContain('warn: 1 agent-relevant Link header target does not answer 2xx.');
    const broken = result.findings.find((finding) => finding.status === 'warn');
    expect(broken?.detail).toMatch(/rel="service-desc" → http:\/\/127\.0\.0\.1:\d+\/missing\.json \(HEAD 404\)/);
  });

  it('does not count alternate links of other types', async () => {
    const { result } = await measure({
      '/': html(PAGE, { link: '</feed.xml>; rel="alternate"; type="application/rss+xml"' }),
    });
    expect(result).toMatchObject({ status: 'warn', score: 25 });
  });

  it('fails without any Link header, pointing at the HTML <link> that does not count', async () => {
    const { result } = await measure({ '/': html(PAGE_WITH_HTML_LINK) });
    expect(result).toMatchObject({ status: 'fail', score: 0 });
    expect(result.findings[0]!.message).toBe('The start page sends no Link header.');
    expect(result.findings[0]!.hint).toContain('<link rel="alternate" href="/index.md">');
    expect(result.findings[0]!.hint).toContain('an HTML <link> alone does not count');
  });

  it('is an error when the start page cannot be fetched (endless redirects)', async () => {
    const { result } = await measure({ '/': { status: 302, headers: { location: '/' } } });
    expect(result).toMatchObject({ status: 'error', score: 0 });
    expect(result.findings[0]!.message).toMatch(/^Could not fetch the start page/);
  });

  it('is a base check: applicable under every profile', async () => {
    const { result } = await measure({ '/': html(PAGE) }, { profile: 'docs' });
    expect(result).toMatchObject({ status: 'fail', score: 0, applicable: true });
  });

  // checks.md 2026-11: ai-catalog, ard and RSL license links are agent-relevant, matched among the rel tokens whatever
  // the order of the parameters; a license link without the RSL type is an ordinary licence link.
  it('counts ai-catalog, ard and RSL license relations, whatever the parameter order, and not a plain license link', async () => {
    const { result, site: { requests } } = await measure({
      '/': html(PAGE, {
        link: '</.well-known/ai-catalog.json>; type="application/ai-catalog+json"; rel="preload ai-catalog", </.well-known/ard.json>; rel=ard, ' +
          '</license.xml>; type="application/rsl+xml"; rel="license", </LICENSE>; rel="license"',
      }),
      '/.well-known/ai-catalog.json': json({ entries: [] }),
      '/.well-known/ard.json': json({ entries: [] }),
      '/license.xml': text('<rsl/>', 'application/rsl+xml'),
    });
    expect(result).toMatchObject({ status: 'pass', score: 100 });
    expect(messages(result)).toEqual(['pass: 3 agent-relevant Link header targets answer 2xx.']);
    expect(result.findings[0]!.detail).toContain('rel="license" → ');
    expect(requests).not.toContain('HEAD /LICENSE');
  });

  it('lists relations registered nowhere with their targets\' status, for neither credit nor penalty, and never calls NLWeb /ask', async () => {
    const { result, site: { requests } } = await measure({
      '/': html(PAGE, {
        link: '</.well-known/agent-skills/index.json>; rel="agent-skills-index", </ask>; rel="nlweb", </auth.md>; rel="auth-md", </next>; rel="next"',
      }),
      '/.well-known/agent-skills/index.json': json({ skills: [] }),
    });
    // Judged like a page with only other relations (checks.md 2026-11).
    expect(result).toMatchObject({ status: 'warn', score: 25 });
    const note = result.findings.find((finding) => finding.code === 'link-headers.unregistered-relations');
    expect(note).toMatchObject({ status: 'info' });
    expect(note!.detail).toContain('rel="agent-skills-index" → ');
    expect(note!.detail).toContain('(HEAD 200)');
    expect(note!.detail).toMatch(/rel="auth-md" → \S+\/auth\.md \(HEAD 404\)/);
    expect(requests.filter((request) => request.includes('/ask'))).toEqual(['HEAD /ask']);
    expect(requests).not.toContain('POST /ask');
    expect(requests).not.toContain('GET /ask');
  });
});
