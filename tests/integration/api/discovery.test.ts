// Integration tier (the service in this process): the service is agent-ready itself: robots.txt, llms.txt, sitemap,
// API catalog, OpenAPI, JSON 404/405. The Link headers on pages and the lines `npm start` logs at its first start and
// when it listens are the built server's: tests/system/api/discovery-pages-and-start.test.ts.
import { readFileSync } from 'node:fs';
import { validate, compileErrors } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from '../../helpers/http';
import { documentFolder, generateAndTypeCheck, redoclyLint, spectralLint } from '../../helpers/openapi-tools';
import { SERVER_START_TIMEOUT_MS } from '../../helpers/server';
import { startInProcessService, type InProcessService } from '../../helpers/in-process/service';

let server: InProcessService;
beforeAll(async () => {
  server = await startInProcessService();
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => {
  await server?.stop();
});

describe('agent discovery', () => {
  it('serves robots.txt with Content-Signal and an absolute Sitemap line', async () => {
    const robots = await request(server.baseUrl, '/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(robots.text).toContain('User-agent: ClaudeBot');
    expect(robots.text).toContain('Content-Signal: search=yes, ai-input=yes, ai-train=no');
    expect(robots.text).toContain(`Sitemap: ${server.baseUrl}/sitemap.xml`);
  });

  it('serves llms.txt as markdown with a title, a summary and link sections', async () => {
    const llms = await request(server.baseUrl, '/llms.txt');
    expect(llms.status).toBe(200);
    expect(llms.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(llms.text.startsWith('# Agent Gauge\n\n> ')).toBe(true);
    expect(llms.text).toContain(`## API\n\n- [OpenAPI description](${server.baseUrl}/.well-known/openapi.json)`);
  });

  it('serves a sitemap in the sitemaps.org namespace', async () => {
    const sitemap = await request(server.baseUrl, '/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(sitemap.text).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(sitemap.text).toContain(`<loc>${server.baseUrl}/</loc>`);
  });

  it('serves an RFC 9727 api-catalog pointing at the OpenAPI document, with the Link header on HEAD', async () => {
    const catalog = await request(server.baseUrl, '/.well-known/api-catalog');
    expect(catalog.status).toBe(200);
    expect(catalog.headers.get('content-type')).toMatch(/^application\/linkset\+json/);
    const linkset = JSON.parse(catalog.text);
    expect(linkset.linkset[0]['service-desc'][0].href).toBe(`${server.baseUrl}/.well-known/openapi.json`);
    const head = await request(server.baseUrl, '/.well-known/api-catalog', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('link')).toContain('rel="api-catalog"');
  });

  it('serves a valid OpenAPI 3.1.0 document, version 1.1.0', async () => {
    const document = await request(server.baseUrl, '/.well-known/openapi.json');
    expect(document.status).toBe(200);
    expect(document.body.openapi).toBe('3.1.0');
    expect(document.body.info.version).toBe('1.1.0');
    const result = await validate(document.body);
    expect(result.valid ? '' : compileErrors(result)).toBe('');
  });
});

// Issue 25.11 and 25.12: what an integrator's tools make of the served document.
describe('the served OpenAPI document in integrators\' tools', () => {
  let folder: ReturnType<typeof documentFolder>;
  beforeAll(async () => {
    folder = documentFolder((await request(server.baseUrl, '/.well-known/openapi.json')).body);
  });
  afterAll(() => folder?.dispose());

  it('generates openapi-typescript types that tsc --strict accepts, with JsonValue a named, usable type', async () => {
    const client = [
      "import type { components, paths } from './api';",
      "type Site = paths['/api/v1/me/sites/{id}']['get']['responses'][200]['content']['application/json'];",
      "type Json = components['schemas']['JsonValue'];",
      "const values: Json[] = ['text', 1, true, null, [1, 'two'], { nested: { deeper: [] } }];",
      "const site: Site = { id: 'x', host: 'example.com', url: 'https://example.com/', createdAt: '2026-01-01T00:00:00Z', latestScore: null, previousScore: null, latestScannedAt: null, schedule: null, nextScanAt: null, publicReport: false, lastScanFailure: null, indexOptIn: false };",
      'export { values, site };',
      '',
    ].join('\n');
    const { generate, typecheck } = await generateAndTypeCheck(folder.dir, client);
    expect(generate.code, generate.output).toBe(0);
    expect(typecheck.output).toBe('');
    expect(typecheck.code).toBe(0);
  }, 120_000);

  it('has no Redocly problems (recommended rules) and no Spectral problems of any severity (spectral:oas)', async () => {
    const redocly = await redoclyLint(folder.dir);
    expect(redocly.problems.map((problem) => `${problem.severity} ${problem.ruleId}: ${problem.message}`)).toEqual([]);
    expect(redocly.code).toBe(0);
    const spectral = await spectralLint(folder.dir);
    expect(spectral.problems.map((problem) => `${problem.severity} ${problem.code}: ${problem.message}`)).toEqual([]);
    expect(spectral.code).toBe(0);
  }, 120_000);

  it('speaks to its readers: no drafting notes about the contract in any description', () => {
    const text = readFileSync(folder.file, 'utf8');
    expect(text.match(/[^."]*\b(?:Decision|contract|seed-api)\b[^."]*/g) ?? []).toEqual([]);
  });
});

describe('unknown API routes and methods', () => {
  it('answers JSON 404 for a path no operation has', async () => {
    const answer = await request(server.baseUrl, '/api/v1/nothing-here');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ error: 'not-found', message: 'No API route matches /api/v1/nothing-here; see /.well-known/openapi.json.' });
  });

  it('answers JSON 405 with Allow for a method the path does not support', async () => {
    const remove = await request(server.baseUrl, '/api/v1/report/example.com', { method: 'DELETE' });
    expect(remove.status).toBe(405);
    expect(remove.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(remove.body).toEqual({ error: 'method-not-allowed', message: 'DELETE is not allowed on this path; use GET, HEAD, OPTIONS.' });
    const getScan = await request(server.baseUrl, '/api/v1/scan');
    expect(getScan.status).toBe(405);
    expect(getScan.body.error).toBe('method-not-allowed');
    expect(getScan.headers.get('allow')).toBe('POST, OPTIONS');
  });

  it('answers the public report path\'s other methods like every API path, though the proxy skips it', async () => {
    for (const method of ['POST', 'PUT', 'PATCH']) {
      const answer = await request(server.baseUrl, '/api/v1/report/example.com', { method, json: {} });
      expect(answer.status).toBe(405);
      expect(answer.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.body).toEqual({ error: 'method-not-allowed', message: `${method} is not allowed on this path; use GET, HEAD, OPTIONS.` });
    }
    const options = await request(server.baseUrl, '/api/v1/report/example.com', { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    const unknownPath = await request(server.baseUrl, '/api/v1/report/example.com/extra', { method: 'DELETE' });
    expect(unknownPath.status).toBe(404);
    expect(unknownPath.body.error).toBe('not-found');
  });
});
