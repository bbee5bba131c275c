// api-catalog (checks.md, check 6): run on hand-built API catalog artifacts.
import { describe, expect, it } from 'vitest';
import { apiCatalog } from '../../../engine/checks/api-catalog.js';
import type { AiCatalogsArtifact } from '../../../engine/gather/ai-catalogs.js';
import type { ApiCatalogArtifact } from '../../../engine/gather/api-catalog.js';
import type { CatalogLinksArtifact } from '../../../engine/gather/catalog-links.js';
import type { LinkProbe } from '../../../engine/gather/probe-link.js';
import { analyzeLinkset } from '../../../engine/parse/linkset.js';
import { ORIGIN, absentDocument, fetched, file, runCheck, verdicts, type ResponseInit } from '../../helpers/engine/build.js';

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

/** A site that publishes no AI catalog: the check judges the linkset alone, as it always did. */
const NO_AI_CATALOGS: AiCatalogsArtifact = (() => {
  const roots = [
    { url: `${ORIGIN}/.well-known/ai-catalog.json`, via: ['ai-catalog-path' as const], depth: 0, parent: null, document: absentDocument(`${ORIGIN}/.well-known/ai-catalog.json`), judgement: null },
    { url: `${ORIGIN}/.well-known/ard.json`, via: ['ard-path' as const], depth: 0, parent: null, document: absentDocument(`${ORIGIN}/.well-known/ard.json`), judgement: null },
  ];
  return { roots, notFetched: [], agentmaps: [], nested: [], nestedRefused: [], entryCalls: [], signatures: [], entriesBeyondBudget: 0, wellKnown: roots[0]!.document };
})();

/** The fixtures' host is an IP address: DNS-AID has nothing to look up (an info finding, no points). */
const IP_LITERAL = { state: 'ip-literal' as const, host: '127.0.0.1' };

const run = (value: ApiCatalogArtifact, catalogLinks: CatalogLinksArtifact = { links: [], skipped: 0 }) => {
  const outcome = runCheck(apiCatalog, { origin: { apiCatalog: value, catalogLinks, aiCatalogs: NO_AI_CATALOGS, dnsAid: IP_LITERAL } });
  // DNS-AID says once, at the end, that an IP address has nothing to look up; the rest is the linkset's judgement.
  expect(outcome.findings.at(-1)).toMatchObject({ code: 'dns-aid-ip-literal', status: 'info' });
  return { ...outcome, findings: outcome.findings.slice(0, -1) };
};
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

  // RFC 9727 §4 links resolved (checks.md 6, "Declared surfaces are called"); a non-OpenAPI service-desc is info (2026-11).
  it('resolves service-desc, service-doc and status links: a dead one costs points, an OpenRPC description is info', () => {
    const link = (relation: 'service-desc' | 'service-doc' | 'status', url: string, outcome: 'ok' | 'broken' | 'wrong-type', otherKind: 'OpenRPC' | null = null) => ({
      relation, url, declaredType: null, outcome, otherKind, evidence: outcome === 'broken' ? 'HTTP 404 (text/plain)' : 'HTTP 200 (application/json)',
    });
    const healthy = run(artifact(LINKSET, {}, undefined, [probe(200)]), { links: [link('service-desc', `${ORIGIN}/openapi.json`, 'ok'), link('service-doc', `${ORIGIN}/docs`, 'ok')], skipped: 0 });
    expect(verdicts(healthy).slice(-1)).toEqual(['pass links-resolve']);
    expect(healthy.score).toBe(100);
    const dead = run(artifact(LINKSET, {}, undefined, [probe(200)]), {
      links: [link('service-desc', `${ORIGIN}/rpc.json`, 'ok', 'OpenRPC'), link('service-doc', `${ORIGIN}/docs`, 'broken'), link('status', `${ORIGIN}/health`, 'wrong-type')],
      skipped: 0,
    });
    expect(verdicts(dead).slice(-3)).toEqual([`info service-desc-not-openapi ${ORIGIN}/rpc.json`, `warn link-broken ${ORIGIN}/docs`, `warn link-wrong-type ${ORIGIN}/health`]);
    expect(dead.score).toBe(80);
  });
});
