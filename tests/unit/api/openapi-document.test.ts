// The OpenAPI document is generated from the route registry; every route file under app/api has an operation.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validate, compileErrors } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { CHECK_CATALOG } from '@/engine/index';
import { openApiDocument } from '@/lib/openapi/document';
import { OPERATIONS } from '@/lib/openapi/operations';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const API_DIR = path.join(ROOT, 'app', 'api');
/** The fallback that answers JSON 404 for unknown /api paths: not an operation. */
const FALLBACK_ROUTE = '/api/{path}';
/** next-auth's session endpoints serve the dashboard's sign-in, not API clients: not operations either. */
const NOT_OPERATIONS = new Set([FALLBACK_ROUTE, '/api/auth/{nextauth}']);
const SEED_ROUTES = [
  'POST /api/v1/scan',
  'GET /api/v1/report/{host}',
  'GET /api/v1/agent-tasks/{host}',
  'GET /api/v1/me/sites',
  'GET /api/v1/me/sites/{id}/report',
  'GET /api/v1/me/sites/{id}/history',
  'POST /api/v1/me/sites/{id}/scan',
  'GET /api/v1/me/scans/{id}',
  'GET /api/v1/me/sites/{id}/fixes',
  'GET /api/v1/me/sites/{id}/fixes/{checkId}',
  'GET /api/v1/me/sites/{id}/artifacts/{kind}',
  'GET /api/v1/me/sites/{id}/compare',
  'GET /api/v1/me/sites/{id}/verifications',
  'GET /api/v1/me/sites/{id}/answers',
  'GET /api/v1/me/sites/{id}/agent-runs',
  'POST /api/v1/engine/audit',
];
/** Documented additions to the seed contract (site management). */
const ADDED_ROUTES = [
  // The remote audit's report in full, for the CLI (issue 51 point 4): the contract's Audit report stays closed.
  'POST /api/v1/engine/report',
  'POST /api/v1/me/sites',
  'DELETE /api/v1/me/sites/{id}',
  // One site as the list shows it (issue 25.13).
  'GET /api/v1/me/sites/{id}',
  // Triggers of Answers passes and agent runs, and publishing (issue 6).
  'POST /api/v1/me/sites/{id}/answers/passes',
  'POST /api/v1/me/sites/{id}/agent-runs',
  'POST /api/v1/me/sites/{id}/agent-runs/{runId}/publish',
  'POST /api/v1/me/sites/{id}/agent-runs/{runId}/unpublish',
  // The score badge of a public report (issue 12), an SVG image outside /api.
  'GET /badge/{host}.svg',
  // A site's schedule (issue 14).
  'PATCH /api/v1/me/sites/{id}',
  // Webhook endpoints and their delivery logs (issue 14).
  'POST /api/v1/me/webhooks',
  'GET /api/v1/me/webhooks',
  'DELETE /api/v1/me/webhooks/{id}',
  'POST /api/v1/me/webhooks/{id}/test',
  'GET /api/v1/me/webhooks/{id}/deliveries',
  // Journeys of a site (issue 33).
  'GET /api/v1/me/sites/{id}/journeys',
  'POST /api/v1/me/sites/{id}/journeys',
  'PATCH /api/v1/me/sites/{id}/journeys/{journeyId}',
  'DELETE /api/v1/me/sites/{id}/journeys/{journeyId}',
  // A journey as agent runs, pass^k (issue 33 point 4).
  'POST /api/v1/me/sites/{id}/journeys/{journeyId}/runs',
  'GET /api/v1/me/sites/{id}/journeys/{journeyId}/runs',
  // Journeys gained and lost between two scans (issue 33 point 3): the seed's Comparison is closed.
  'GET /api/v1/me/sites/{id}/compare/journeys',
  // The index (issue 48): its public reads and badge, and a site's row, re-scan and verdict reports.
  'GET /api/v1/index',
  'GET /api/v1/index/editions',
  'GET /api/v1/index/editions/{edition}',
  'GET /api/v1/index/sites',
  'GET /api/v1/index/checks/{checkId}',
  'GET /api/v1/index/agents',
  'GET /api/v1/index/benchmark',
  'GET /badge/{host}/index.svg',
  'GET /api/v1/me/sites/{id}/index',
  'POST /api/v1/me/sites/{id}/index/rescan',
  'POST /api/v1/me/sites/{id}/index/verdict-reports',
  // A host's proven owner (issue 52 point 3): the proof's state and check, and the withdrawal of the host.
  'GET /api/v1/me/sites/{id}/ownership',
  'POST /api/v1/me/sites/{id}/ownership',
  'POST /api/v1/me/sites/{id}/ownership/withdrawal',
  // Fleets: lists of sites scanned in bulk (issue 47), and a run found by its id alone (the CLI's fleet summary).
  'GET /api/v1/me/fleets',
  'POST /api/v1/me/fleets',
  'GET /api/v1/me/fleets/{id}',
  'DELETE /api/v1/me/fleets/{id}',
  'GET /api/v1/me/fleets/{id}/runs',
  'POST /api/v1/me/fleets/{id}/runs',
  'GET /api/v1/me/fleets/{id}/runs/{runId}',
  'DELETE /api/v1/me/fleets/{id}/runs/{runId}',
  'GET /api/v1/me/fleets/{id}/runs/{runId}/targets',
  'GET /api/v1/me/fleets/{id}/runs/{runId}/targets/{origin}/report',
  'GET /api/v1/me/fleets/{id}/runs/{runId}/summary',
  'GET /api/v1/me/fleets/{id}/runs/{runId}/movement',
  'GET /api/v1/me/fleets/{id}/runs/{runId}/export',
  'GET /api/v1/me/fleet-runs/{runId}',
  // Traffic logs (issue 55): uploads, batches, the figures, drain tokens and the drains' own path.
  'POST /api/v1/me/sites/{id}/traffic',
  'GET /api/v1/me/sites/{id}/traffic',
  'GET /api/v1/me/sites/{id}/traffic/batches/{batchId}',
  'GET /api/v1/me/sites/{id}/traffic/tokens',
  'POST /api/v1/me/sites/{id}/traffic/tokens',
  'DELETE /api/v1/me/sites/{id}/traffic/tokens/{tokenId}',
  'POST /api/v1/ingest/traffic/{siteId}',
  // Deploy hooks (issue 54): a site's hook, set up with a key, called by the hosting platform with its signature.
  'GET /api/v1/me/sites/{id}/deploy-hook',
  'POST /api/v1/me/sites/{id}/deploy-hook',
  'DELETE /api/v1/me/sites/{id}/deploy-hook',
  'POST /api/v1/hooks/deploy/{id}',
];

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return routeFiles(full);
    return name === 'route.ts' ? [full] : [];
  });
}

function templateOf(file: string): string {
  const relative = path.relative(path.join(ROOT, 'app'), path.dirname(file)).split(path.sep);
  return `/${relative.map((segment) => segment.replace(/^\[(?:\.\.\.)?(.+)\]$/, '{$1}')).join('/')}`;
}

function exportedMethods(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const declared = [...source.matchAll(/export const (GET|POST|PUT|PATCH|DELETE)\b/g)].map((match) => match[1]!);
  const renamed = [...source.matchAll(/\bas (GET|POST|PUT|PATCH|DELETE)\b/g)].map((match) => match[1]!);
  return [...declared, ...renamed];
}

describe('route registry', () => {
  it('has an operation for every method of every route file under app/api', () => {
    const registered = new Set(OPERATIONS.map((operation) => `${operation.method} ${operation.path}`));
    const files = routeFiles(API_DIR).filter((file) => !NOT_OPERATIONS.has(templateOf(file)));
    expect(files.length).toBeGreaterThan(0);
    const missing = files.flatMap((file) =>
      exportedMethods(file)
        .map((method) => `${method} ${templateOf(file)}`)
        .filter((route) => !registered.has(route)),
    );
    expect(missing).toEqual([]);
  });

  it('lists every route of seed-api.md exactly once', () => {
    const registered = OPERATIONS.map((operation) => `${operation.method} ${operation.path}`);
    expect([...registered].sort()).toEqual([...SEED_ROUTES, ...ADDED_ROUTES].sort());
    expect(new Set(OPERATIONS.map((operation) => operation.operationId)).size).toBe(OPERATIONS.length);
  });
});

describe('OpenAPI document', () => {
  const document = openApiDocument() as unknown as Record<string, any>;

  it('describes every webhook event in the OpenAPI 3.1 webhooks section, with the Standard Webhooks headers', () => {
    expect(Object.keys(document.webhooks).sort()).toEqual([
      'agent_run.finished',
      'answers_pass.finished',
      'ping',
      'scan.failed',
      'scan.succeeded',
      'site.regressed',
      'traffic.refused',
      'verification.expired',
      'verification.verified',
    ]);
    const regressed = document.webhooks['site.regressed'].post;
    expect(regressed.parameters.map((parameter: { name: string; in: string }) => `${parameter.in}:${parameter.name}`).sort()).toEqual([
      'header:webhook-id',
      'header:webhook-signature',
      'header:webhook-timestamp',
    ]);
    const envelope = regressed.requestBody.content['application/json'].schema;
    expect(envelope.properties.type).toMatchObject({ const: 'site.regressed' });
    const data = document.components.schemas.SiteRegressedData;
    expect(data.required).toEqual(expect.arrayContaining(['scoreDelta', 'regressedChecks', 'lostJourneys', 'comparable', 'warnings']));
  });

  it('is a valid OpenAPI 3.1.0 document, version 1.1.0', async () => {
    const result = await validate(structuredClone(document) as Parameters<typeof validate>[0]);
    expect(result.valid ? '' : compileErrors(result)).toBe('');
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toBe('1.1.0');
  });

  it('declares the bearer and OAuth schemes and requires one of them exactly on /me and engine routes: agentgauge:write on every change, agentgauge:read on every read (issue 21, point 2)', () => {
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.components.securitySchemes.oauth).toMatchObject({
      type: 'oauth2',
      flows: {
        authorizationCode: {
          authorizationUrl: '/oauth/authorize',
          tokenUrl: '/oauth/token',
          refreshUrl: '/oauth/token',
          scopes: { 'agentgauge:read': expect.any(String), 'agentgauge:write': expect.any(String) },
        },
      },
    });
    const scopes: string[] = [];
    for (const [route, item] of Object.entries(document.paths as Record<string, Record<string, any>>)) {
      for (const [method, operation] of Object.entries(item)) {
        const isPrivate = route.startsWith('/api/v1/me/') || route.startsWith('/api/v1/engine/');
        const scope = method === 'get' ? 'agentgauge:read' : 'agentgauge:write';
        // A log drain's path takes the site's ingest token alone (issue 55).
        const drain = route.startsWith('/api/v1/ingest/');
        expect(operation.security, `${method} ${route}`).toEqual(isPrivate ? [{ apiKey: [] }, { oauth: [scope] }] : drain ? [{ ingestToken: [] }] : []);
        if (drain) expect(Object.keys(operation.responses), route).toContain('401');
        if (isPrivate) scopes.push(`${method.toUpperCase()} ${route} ${scope}`);
        if (isPrivate) expect(operation.responses['401'].headers['www-authenticate'], route).toBeDefined();
        if (isPrivate) expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['401', '403']));
      }
    }
    expect(scopes).toContain('POST /api/v1/engine/audit agentgauge:write');
    expect(scopes).toContain('POST /api/v1/engine/report agentgauge:write');
    expect(scopes).toContain('PATCH /api/v1/me/sites/{id} agentgauge:write');
    expect(scopes.filter((line) => line.endsWith('agentgauge:write'))).toHaveLength(30);
  });

  it('declares every status an operation answers: a change reads a body, so 400 and 413 on every method but GET (issue 21, point 10)', () => {
    for (const [route, item] of Object.entries(document.paths as Record<string, Record<string, any>>)) {
      for (const [method, operation] of Object.entries(item)) {
        if (method === 'get') continue;
        expect(Object.keys(operation.responses), `${method} ${route}`).toEqual(expect.arrayContaining(['400', '413', '503']));
        expect(operation.requestBody, `${method} ${route}`).toBeDefined();
      }
    }
    expect(Object.keys(document.paths['/api/v1/me/webhooks'].post.responses)).toEqual(['201', '400', '401', '403', '409', '413', '503']);
    const scanBody = document.paths['/api/v1/me/sites/{id}/scan'].post.requestBody;
    expect(scanBody.required).toBe(false);
    expect(document.components.schemas.NoBody).toMatchObject({ type: 'object', additionalProperties: false });
    for (const item of Object.values(document.paths as Record<string, Record<string, any>>)) {
      for (const operation of Object.values(item)) expect(operation.responses['503'].headers['retry-after']).toBeDefined();
    }
  });

  it('describes closed objects with additionalProperties false', () => {
    const schemas = document.components.schemas as Record<string, any>;
    for (const name of ['Error', 'Comparison', 'CheckChange', 'VerificationRecord', 'AnswersPass', 'AnswersResult', 'AgentRun', 'AuditReport', 'PublicReport', 'SiteList']) {
      expect(schemas[name]?.additionalProperties, name).toBe(false);
    }
    const engineBody = document.paths['/api/v1/engine/audit'].post.requestBody.content['application/json'].schema;
    const resolved = engineBody.$ref ? schemas[engineBody.$ref.split('/').at(-1)] : engineBody;
    expect(resolved.additionalProperties).toBe(false);
  });

  it('documents every finding code per check (from the engine\'s catalog) and keeps the contract\'s Finding closed to four fields', () => {
    const schemas = document.components.schemas as Record<string, any>;
    expect(Object.keys(schemas.Finding.properties)).toEqual(['status', 'message', 'detail', 'hint']);
    expect(schemas.Finding.additionalProperties).toBe(false);
    // `view` (engine 6.2.0, issue 23): which view of the page the finding comes from, raw or rendered.
    expect(Object.keys(schemas.ReportFinding.properties)).toEqual(['code', 'subject', 'view', 'status', 'message', 'detail', 'hint']);
    expect(schemas.ReportFinding.properties.code.pattern).toMatch(/^\^\(robots-txt\|sitemap\|/);
    expect(schemas.ReportFinding['x-finding-codes']).toEqual(CHECK_CATALOG.map((entry) => ({ check: entry.id, codes: entry.codes })));
    expect(schemas.ReportFinding['x-finding-codes'][3].codes).toContainEqual({
      code: 'llms-txt.missing-summary',
      meaning: 'llms.txt has no blockquote summary after its H1.',
    });
    expect(schemas.CheckResult.properties.findings.items.$ref).toBe('#/components/schemas/ReportFinding');
    expect(schemas.CheckChange.properties.newFindings.items.$ref).toBe('#/components/schemas/Finding');
  });

  it('documents pagination bounds as integers and Retry-After on 429 and 503', () => {
    const parameters = document.paths['/api/v1/me/sites/{id}/verifications'].get.parameters as any[];
    expect(parameters.find((p) => p.name === 'limit').schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 50, default: 20 });
    expect(parameters.find((p) => p.name === 'offset').schema).toMatchObject({ type: 'integer', minimum: 0, maximum: 10000 });
    const scan = document.paths['/api/v1/scan'].post.responses;
    expect(scan['429'].headers['retry-after']).toBeDefined();
    expect(scan['503'].headers['retry-after']).toBeDefined();
  });
});
