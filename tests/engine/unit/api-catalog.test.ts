// api-catalog (checks.md, check 6): run on hand-built API catalog artifacts.
import { describe, expect, it } from 'vitest';
import { apiCatalog } from '../../../engine/checks/api-catalog.js';
import type { ApiCatalogArtifact } from '../../../engine/gather/api-catalog.js';
import type { LinkProbe } from '../../../engine/gather/probe-link.js';
import { analyzeLinkset } from '../../../engine/parse/linkset.js';
import { ORIGIN, fetched, file, runCheck, verdicts, type ResponseInit } from './build.js';

const URL = `${ORIGIN}/.well-known/api-catalog`;
const LINKSET = { linkset: [{ anchor: `${ORIGIN}/api`, 'service-desc': [{ href: `${ORIGIN}/openapi.json` }] }] };

function artifact(body: unknown, init: ResponseInit = {}, headLink: string | null = `<${URL}>; rel="api-catalog"`, probes: LinkProbe[] = []): ApiCatalogArtifact {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const answered = file(URL, { type: 'application/linkset+json', body: text, ...init });
  const linkset = answered.kind === 'ok' && !answered.response!.overCap ? analyzeLinkset(text, URL) : null;
  return {
    file: answered,
    head: fetched(URL, { headers: headLink ? { link: headLink } : {} }),
    headHasApiCatalogLink: headLink !== null,
    linkset,
    serviceDescs: linkset?.serviceDescs ?? [],
    serviceDescProbes: probes,
  };
}

const run = (value: ApiCatalogArtifact) => runCheck(apiCatalog, { origin: { apiCatalog: value } });
const probe = (status: number): LinkProbe => ({ url: `${ORIGIN}/openapi.json`, method: 'HEAD', status, ok: status < 300, error: null });

describe('api-catalog', () => {
  it('passes a linkset+json catalog with a service-desc that answers and a HEAD Link header', () => {
    const outcome = run(artifact(LINKSET, {}, `<${URL}>; rel="api-catalog"`, [probe(200)]));
    expect(verdicts(outcome)).toEqual(['pass lists-apis', 'pass head-link', 'pass service-descs-answer']);
    expect(outcome.score).toBe(100);
  });

  it('warns about a plain JSON type, string relation values, no HEAD Link and broken service-desc targets', () => {
    const body = { linkset: [{ anchor: `${ORIGIN}/api`, 'service-desc': [{ href: `${ORIGIN}/openapi.json` }], 'service-doc': 'https://site.test/docs' }] };
    const outcome = run(artifact(body, { type: 'application/json' }, null, [probe(404)]));
    expect(verdicts(outcome)).toEqual(['pass lists-apis', 'warn wrong-type', 'warn malformed-relations', 'warn no-head-link', 'warn service-descs-broken']);
    expect(outcome.score).toBe(30);
  });

  it('fails when absent, not JSON, without a linkset, or without any API link', () => {
    expect(verdicts(run(artifact('Not found', { status: 404 })))).toEqual(['fail file-absent']);
    expect(verdicts(run(artifact('{"linkset": [', {})))).toEqual(['fail invalid-json']);
    expect(verdicts(run(artifact({ links: [] })))).toEqual(['fail no-linkset']);
    expect(verdicts(run(artifact({ linkset: [{ anchor: `${ORIGIN}/`, 'service-doc': [{ href: `${ORIGIN}/docs` }] }] })))).toEqual(['fail no-api-links']);
  });
});
