// openapi (checks.md, check 18): run on hand-built OpenAPI artifacts.
import { describe, expect, it } from 'vitest';
import { openapi } from '../../../engine/checks/openapi.js';
import type { OpenApiProbeArtifact } from '../../../engine/gather/openapi-probe.js';
import type { OpenApiArtifact, OpenApiAttempt, OpenApiValidation } from '../../../engine/gather/openapi.js';
import { ORIGIN, jsonDocument, runCheck, verdicts } from '../../helpers/engine/build.js';

const URL = `${ORIGIN}/openapi.json`;
const DESCRIPTION = {
  openapi: '3.1.0',
  info: { title: 'API', version: '1' },
  paths: { '/items': { get: { operationId: 'listItems', summary: 'List items', responses: { 200: { description: 'ok' } } } } },
};
const VALID: OpenApiValidation = { valid: true, errors: [], crashed: null };

function attempt(url: string, via: OpenApiAttempt['via'], value: unknown, status?: number): OpenApiAttempt {
  const document = jsonDocument(url, value, status ? { status } : {});
  const isDescription = document.kind === 'ok' && typeof value === 'object' && value !== null && ('openapi' in value || 'swagger' in value);
  return { url, via, document, isDescription };
}

function found(value: unknown, via: OpenApiAttempt['via'] = 'catalog', validation = VALID, before: OpenApiAttempt[] = []): OpenApiArtifact {
  const hit = attempt(URL, via, value);
  return { advertised: via === 'probe' ? [] : [{ url: URL, via }], attempts: [...before, hit], found: hit, validation };
}

const NOT_CALLED: OpenApiProbeArtifact = { server: null, getOperations: 0, operations: [] };
const run = (artifact: OpenApiArtifact, openapiProbe = NOT_CALLED) => runCheck(openapi, { origin: { openapi: artifact, openapiProbe } });

describe('openapi', () => {
  it('passes an advertised, valid 3.x description whose operations have ids and summaries', () => {
    const outcome = run(found(DESCRIPTION));
    expect(verdicts(outcome)).toEqual([`pass found ${URL}`, 'pass valid', 'pass operations-described', `pass advertised ${URL}`]);
    expect(outcome.score).toBe(100);
  });

  it('costs points for Swagger 2.0, validation errors, undescribed operations, probing and broken advertised locations', () => {
    const swagger = { swagger: '2.0', info: { title: 'API', version: '1' }, paths: { '/items': { get: { responses: {} } } } };
    const broken = attempt(`${ORIGIN}/old-openapi.json`, 'link', 'Not found', 404);
    const outcome = run(found(swagger, 'probe', { valid: false, errors: ['missing info.x'], crashed: null }, [broken]));
    expect(verdicts(outcome)).toEqual([
      'warn swagger-2',
      'warn validation-errors',
      'warn operations-undescribed',
      'warn not-advertised',
      `warn file-absent ${broken.url}`,
    ]);
    // 100 − 30 − 25 − 20 − 20 − 10 is below 0: a description that was found never scores 0 (that would be a fail).
    expect(outcome.score).toBe(1);
  });

  it('fails a description that is not 3.x, and reports when nothing is found', () => {
    expect(verdicts(run(found({ ...DESCRIPTION, openapi: '4.0.0' })))).toEqual(['fail not-3x']);
    const attempts = [attempt(`${ORIGIN}/.well-known/openapi.json`, 'probe', 'Not found', 404), attempt(`${ORIGIN}/swagger.json`, 'probe', { hello: 'world' })];
    const outcome = run({ advertised: [], attempts, found: null, validation: null });
    expect(verdicts(outcome)).toEqual(['fail not-found', `fail not-a-description ${ORIGIN}/swagger.json`]);
    expect(outcome.score).toBe(0);
  });

  // checks.md "Declared surfaces are called": an API that does not answer as its description says cannot pass.
  it('caps a valid description whose API answers otherwise than it declares', () => {
    const server = { url: 'https://example.test/v1', ok: true, evidence: 'HTTP 401 (application/json)' };
    const called = run(found(DESCRIPTION), {
      server,
      getOperations: 2,
      operations: [
        { operation: 'GET /status', url: 'https://example.test/v1/status', outcome: 'answers', evidence: 'HTTP 200 (application/json), body valid against the declared schema' },
        { operation: 'GET /health', url: 'https://example.test/v1/health', outcome: 'wrong-content-type', evidence: 'HTTP 200 (text/html): the description declares application/json for 200' },
      ],
    });
    expect(verdicts(called).slice(-3)).toEqual(['pass server-answers', 'pass operation-answers https://example.test/v1/status', 'fail operation-wrong-content-type https://example.test/v1/health']);
    expect(called.score).toBe(60);
    const none = run(found(DESCRIPTION), { server, getOperations: 1, operations: [] });
    expect(verdicts(none).slice(-2)).toEqual(['pass server-answers', 'info no-safe-operations']);
    expect(none.score).toBe(100);
  });
});
