import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { hangUp, html, json, text } from '../../helpers/site.js';
import { messages, useCheckAudit } from '../../helpers/check-audit.js';

const { measure } = useCheckAudit('openapi', { timeout: 3000 });

const page = (headers: Record<string, string> = {}) =>
  html('<!doctype html><html><head><title>Home</title></head><body><h1>Home</h1></body></html>', headers);

const description = (operation: Record<string, unknown> = { operationId: 'listItems', summary: 'List items' }) => ({
  openapi: '3.1.0',
  info: { title: 'Items API', version: '1.0.0' },
  paths: { '/items': { get: { ...operation, responses: { '200': { description: 'The items' } } } } },
});

/** The API the description declares: GET /items answers as declared (200, no content declared). */
const items = json([{ id: 'a' }]);

describe('openapi', () => {
  it('passes for a valid description advertised with Link rel="service-desc"', async () => {
    const { result, site: s } = await measure({
      '/': page({ link: '</openapi.json>; rel="service-desc"; type="application/openapi+json"' }),
      '/openapi.json': json(description()),
      '/items': items,
    });
    expect(result.status).toBe('pass');
    expect(result.score).toBe(100);
    expect(messages(result)).toEqual([
      `pass: OpenAPI 3.1.0 description found at ${s.origin}/openapi.json.`,
      'pass: The description passes structural validation against the OpenAPI schema.',
      'pass: All 1 operation(s) have an operationId and a summary or description.',
      'pass: The description is advertised (Link rel="service-desc" on the start page).',
      // OpenAPI 3.1 §4.8.1: no servers means "/", relative to the description's URL.
      `pass: The servers URL ${s.origin}/ answers.`,
      'pass: GET /items answers as the description declares.',
    ]);
  });

  it('passes for a YAML description named by the API catalog, before any probing', async () => {
    const { result, site: s } = await measure((origin) => ({
      '/': page(),
      '/.well-known/api-catalog': json(
        { linkset: [{ anchor: `${origin}/api`, 'service-desc': [{ href: `${origin}/specs/api.yaml` }] }] },
        'application/linkset+json',
      ),
      '/specs/api.yaml': text(stringify(description()), 'application/yaml'),
      '/items': items,
    }));
    expect(result.score).toBe(100);
    expect(messages(result)).toContain('pass: The description is advertised (API catalog service-desc).');
    expect(s.requests).not.toContain('GET /.well-known/openapi.json');
  });

  it('warns when the description is found only by probing', async () => {
    const { result } = await measure({ '/': page(), '/openapi.json': json(description()), '/items': items });
    expect(result.status).toBe('warn');
    expect(result.score).toBe(80);
    expect(messages(result)).toContain(
      'warn: The description was found only by probing a common path; nothing advertises it.',
    );
  });

  it('warns when the advertised service-desc is broken and the description is found by probing', async () => {
    const { result, site: s } = await measure({
      '/': page({ link: '</api/spec.json>; rel="service-desc"' }),
      '/openapi.json': json(description()),
      '/items': items,
    });
    expect(result.status).toBe('warn');
    expect(result.score).toBe(70);
    expect(messages(result).slice(-4, -2)).toEqual([
      'warn: The description was found only by probing a common path; the advertised service-desc location(s) did not hold it.',
      `warn: The advertised service-desc ${s.origin}/api/spec.json (link) was not found (HTTP 404).`,
    ]);
  });

  it('warns for Swagger 2.0 and for operations without ids or summaries', async () => {
    const swagger = {
      swagger: '2.0',
      info: { title: 'Old', version: '1' },
      paths: { '/a': { get: { responses: { '200': { description: 'ok' } } } } },
    };
    const { result, site: s } = await measure({
      '/': page({ link: '</swagger.json>; rel="service-desc"' }),
      '/swagger.json': json(swagger),
    });
    // Nothing a Swagger 2.0 description declares is called (no OpenAPI 3.x servers), so it is declared only: at most
    // 40 (checks.md 2026-12c, scorecard 2026.12.2), below the 50 it measured.
    expect(result.status).toBe('warn');
    expect(result.score).toBe(40);
    expect(messages(result)).toEqual([
      `warn: ${s.origin}/swagger.json is Swagger 2.0, not OpenAPI 3.x.`,
      'pass: The description passes structural validation against the OpenAPI schema.',
      'warn: 1 of 1 operation(s) lack an operationId or a summary/description.',
      'pass: The description is advertised (Link rel="service-desc" on the start page).',
      `info: Declared only, so the check scores at most 40 (it measured 50): An OpenAPI description answers at ${s.origin}/swagger.json, but nothing it declares answered.`,
    ]);
  });

  it('warns on structural validation errors', async () => {
    const broken = {
      openapi: '3.0.3',
      info: { title: 'x' },
      paths: {
        '/items/{id}': { get: { operationId: 'getItem', summary: 'Get', responses: { '200': { description: 'ok' } } } },
      },
    };
    const { result } = await measure({
      '/': page({ link: '</openapi.json>; rel="service-desc"' }),
      '/openapi.json': json(broken),
    });
    expect(result.status).toBe('warn');
    expect(result.score).toBe(75);
    const validation = result.findings.find((finding) =>
      finding.message.startsWith('The description fails structural validation'),
    );
    expect(validation?.status).toBe('warn');
    expect(validation?.detail).toContain("must have required property 'version'");
  });

  it('never resolves external $refs while validating (no I/O beyond the description itself)', async () => {
    const { result, site: s } = await measure((origin) => ({
      '/': page({ link: '</openapi.json>; rel="service-desc"' }),
      '/openapi.json': json(
        description({
          operationId: 'listItems',
          summary: 'List items',
          parameters: [{ $ref: `${origin}/external.json#/Limit` }],
        }),
      ),
      '/external.json': json({ Limit: { name: 'limit', in: 'query', schema: { type: 'integer' } } }),
      '/items': items,
    }));
    expect(result.status).toBe('pass');
    expect(s.requests).not.toContain('GET /external.json');
  });

  it('fails when nothing is found', async () => {
    const { result, site: s } = await measure({ '/': page() });
    expect(result.status).toBe('fail');
    expect(result.score).toBe(0);
    expect(messages(result)).toEqual(['fail: No OpenAPI description was found (advertised or at the usual paths).']);
    expect(result.findings[0]!.detail).toContain(`${s.origin}/v3/api-docs (HTTP 404)`);
  });

  it('fails on a soft-404 HTML page and on an unparseable body', async () => {
    const { result, site: s } = await measure({
      '/': page(),
      '/openapi.json': page(),
      '/openapi.yaml': text('openapi: [3.1\n  broken: : :', 'application/yaml'),
    });
    expect(result.status).toBe('fail');
    expect(messages(result)).toContain(
      `fail: The OpenAPI candidate ${s.origin}/openapi.json looked like a soft 404: an HTML page was served where a file was expected.`,
    );
    expect(
      messages(result).some((message) =>
        message.startsWith(
          `fail: The OpenAPI candidate ${s.origin}/openapi.yaml does not parse: Neither JSON nor YAML`,
        ),
      ),
    ).toBe(true);
  });

  // checks.md (2026-11): an OpenAPI description may be up to 16 MiB and is judged on its merits.
  it('judges a description over the 256 KiB JSON cap on its merits (the OpenAPI cap is 16 MiB)', async () => {
    const large = { ...description(), 'x-padding': 'x'.repeat(600 * 1024) };
    const { result, site: s } = await measure({ '/': page(), '/.well-known/openapi.json': json(large), '/items': items });
    expect(messages(result).slice(0, 2)).toEqual([
      `pass: OpenAPI 3.1.0 description found at ${s.origin}/.well-known/openapi.json.`,
      'pass: The description passes structural validation against the OpenAPI schema.',
    ]);
    expect(result.score).toBe(80);
  });

  it('is an error when a candidate cannot be fetched', async () => {
    const { result, site: s } = await measure({ '/': page(), '/.well-known/openapi.json': hangUp });
    expect(result.status).toBe('error');
    expect(result.findings[0]!.message).toMatch(
      new RegExp(`^Could not fetch the OpenAPI candidate ${s.origin}/.well-known/openapi.json`),
    );
  });

  it('is not applicable under the docs profile', async () => {
    const { result } = await measure({ '/': page(), '/openapi.json': json(description()), '/items': items }, { profile: 'docs' });
    expect(result.applicable).toBe(false);
    expect(result.weight).toBe(0);
    expect(result.score).toBe(80);
  });
});
