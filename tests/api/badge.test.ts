// GET /badge/{host}.svg against the real server: the SVG score badge of a host's latest stored public report.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRADES } from '@/engine/light';
import { request } from '../helpers/http';
import { SERVER_START_TIMEOUT_MS, startServer, type TestServer } from '../helpers/server';

const colorOf = (label: string) => GRADES.find((grade) => grade.label === label)!.color;

let server: TestServer;

beforeAll(async () => {
  server = await startServer({
    database: 'pglite',
    seed: async (db) => {
      const row = (host: string, score: number, scannedAt: string) => ({
        host,
        url: `https://${host}/`,
        score,
        engine: 'agentgauge@6.0.0',
        report: { url: `https://${host}/`, overallScore: score } as never,
        scannedAt: new Date(scannedAt),
      });
      await db.publicReport.createMany({
        data: [
          row('badge.example', 61, '2026-11-01T10:00:00Z'),
          // The newest report is the one shown.
          row('badge.example', 82.4, '2026-11-20T10:00:00Z'),
          row('failing.example', 12, '2026-11-20T10:00:00Z'),
        ],
      });
    },
  });
}, SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  await server?.stop();
});

const badge = (path: string, headers: Record<string, string> = {}) => request(server.baseUrl, path, { headers });

describe('GET /badge/{host}.svg', () => {
  it('serves the latest public score as an SVG in the grade colour, with an accessible title, Cache-Control and ETag', async () => {
    const answer = await badge('/badge/badge.example.svg');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=300, stale-while-revalidate=3600');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    const title = 'Agent Gauge: badge.example scores 82 out of 100, grade B';
    expect(answer.text).toMatch(new RegExp(`^<svg xmlns="http://www\\.w3\\.org/2000/svg" width="\\d+" height="20" role="img" aria-label="${title}"><title>${title}</title>`));
    expect(answer.text).toContain(`fill="${colorOf('B')}"`);
    expect(answer.text).toContain('>82 · B</text>');
    expect(answer.text).toContain('>agent ready</text>');
    const etag = answer.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await badge('/badge/badge.example.svg', { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it('colours each grade its own way and reads the host canonically', async () => {
    const failing = await badge('/badge/Failing.Example..svg');
    expect(failing.status).toBe(200);
    expect(failing.text).toContain(`fill="${colorOf('F')}"`);
    expect(failing.text).toContain('<title>Agent Gauge: failing.example scores 12 out of 100, grade F</title>');
  });

  it('answers a grey "not measured" badge with 404 when the host has no public report', async () => {
    const answer = await badge('/badge/never-scanned.example.svg');
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=60');
    expect(answer.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(answer.text).toContain('<title>Agent Gauge: never-scanned.example has not been measured</title>');
    expect(answer.text).toContain('>not measured</text>');
    expect(answer.text).toContain('fill="#9f9f9f"');
  });

  it('gives the JSON errors of every route for an invalid host, a path without .svg and another method', async () => {
    const invalid = await badge('/badge/exa_mple.svg');
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({ error: 'invalid-host' });
    const noSuffix = await badge('/badge/badge.example');
    expect(noSuffix.status).toBe(404);
    expect(noSuffix.body).toEqual({ error: 'not-found', message: 'Badges are served at /badge/<host>.svg.' });
    const post = await request(server.baseUrl, '/badge/badge.example.svg', { method: 'POST', body: '' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(post.body).toMatchObject({ error: 'method-not-allowed' });
  });

  it('is documented in the OpenAPI description as an image, the 404 as the "not measured" image', async () => {
    const document = (await request(server.baseUrl, '/.well-known/openapi.json')).body;
    const operation = document.paths['/badge/{host}.svg'].get;
    expect(operation.operationId).toBe('getPublicBadge');
    expect(Object.keys(operation.responses['200'].content)).toEqual(['image/svg+xml']);
    expect(Object.keys(operation.responses['404'].content)).toEqual(['image/svg+xml']);
    expect(Object.keys(operation.responses['400'].content)).toEqual(['application/json']);
    expect(operation.responses['304']).toBeDefined();
  });
});
