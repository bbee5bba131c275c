// Declared-surface calls that our own limits ended (out of time, refused by the audit's rules) are not measured
// (engine/measured.ts; checks.md, "A scan that was blocked says so"; issue 34 point 1): an info finding says so and
// the call is never counted against the surface; an answer of the site (a refused connection) is still judged.
import { describe, expect, it } from 'vitest';
import { judgeInterfaces } from '../../../engine/checks/helpers/a2a-interfaces.js';
import { judgeCalls } from '../../../engine/checks/helpers/openapi-calls.js';
import { judgeCatalogLinks } from '../../../engine/checks/helpers/catalog-links.js';
import type { A2aInterfaceProbe } from '../../../engine/gather/a2a-probe.js';
import { isOwnLimit } from '../../../engine/index.js';
import { apiCatalog } from '../../../engine/checks/api-catalog.js';
import { mcpServer } from '../../../engine/checks/mcp-server.js';
import type { AiCatalogsArtifact } from '../../../engine/gather/ai-catalogs.js';
import { mcpCardSource, mcpGatherer, type McpArtifact, type McpProbe } from '../../../engine/gather/mcp.js';
import { ArtifactProblem } from '../../../engine/gather/problem.js';
import type { FetchFailure } from '../../../engine/fetch/types.js';
import { analyzeLinkset } from '../../../engine/parse/linkset.js';
import { NO_UCP, ORIGIN, absentDocument, fetched, file, jsonDocument, runCheck, verdicts } from '../../helpers/engine/build.js';

const TIMED_OUT = 'api.example did not answer completely within 10000 ms.';

const a2a = (url: string, outcome: A2aInterfaceProbe['outcome'], evidence: string): A2aInterfaceProbe => ({
  url,
  binding: 'JSONRPC',
  declaredVersion: '1.0',
  outcome,
  request: `POST ${url}`,
  status: outcome === 'answers' ? 200 : null,
  answeredVersion: null,
  challenge: null,
  requiredSchemes: null,
  evidence,
});

describe('the audit\'s own limits (isOwnLimit)', () => {
  it('are a timeout, a cancellation and a refusal by the audit\'s rules; the site\'s answers are not', () => {
    expect(['timeout', 'aborted', 'refused'].map((code) => isOwnLimit({ code }))).toEqual([true, true, true]);
    expect(['dns', 'connect', 'tls', 'network', 'too-many-redirects'].map((code) => isOwnLimit({ code }))).toEqual([false, false, false, false, false]);
  });
});

describe('declared surfaces not measured', () => {
  it('A2A: an interface whose call ran out of time is not counted against the card; a refused connection is', () => {
    const measured = judgeInterfaces({ interfaces: [a2a('https://a.example/a2a', 'answers', 'HTTP 200'), a2a('https://a.example/b', 'not-measured', TIMED_OUT)] });
    expect(measured.cap).toBe(100);
    expect(measured.findings.map((finding) => `${finding.status} ${finding.code}`)).toEqual(['pass interface-answers', 'info interface-not-measured']);
    const refused = judgeInterfaces({ interfaces: [a2a('https://a.example/a2a', 'answers', 'HTTP 200'), a2a('https://a.example/b', 'unreachable', 'a.example refused or could not be reached for a connection.')] });
    expect(refused.cap).toBe(60);
  });

  it('OpenAPI: a servers URL or an operation whose call ran out of time costs nothing and says so', () => {
    const judged = judgeCalls({
      server: { url: 'https://api.example/', ok: false, evidence: TIMED_OUT, notMeasured: true },
      getOperations: 1,
      operations: [{ operation: 'GET /status', url: 'https://api.example/status', outcome: 'not-measured', evidence: TIMED_OUT }],
    });
    expect(judged.cap).toBe(100);
    expect(judged.findings.map((finding) => `${finding.status} ${finding.code}`)).toEqual(['info operation-not-measured', 'info operation-not-measured']);
  });

  it('api-catalog: a link whose call ran out of time costs nothing, and is not counted among the links that answer', () => {
    const judged = judgeCatalogLinks({
      links: [
        { relation: 'service-doc', url: 'https://api.example/docs', declaredType: null, outcome: 'ok', otherKind: null, evidence: 'HTTP 200 (text/html)' },
        { relation: 'status', url: 'https://api.example/health', declaredType: null, outcome: 'not-measured', otherKind: null, evidence: TIMED_OUT },
      ],
      skipped: 0,
    });
    expect(judged.penalty).toBe(0);
    expect(judged.findings.map((finding) => `${finding.status} ${finding.code} ${finding.message}`)).toEqual([
      `info link-not-measured The status link https://api.example/health was not measured: ${TIMED_OUT}`,
      'pass links-resolve All 1 service-desc, service-doc and status links answer with a fitting media type.',
    ]);
  });
});

// The calls below ran out of the audit's budget (a timeout failure, as the fetcher reports it, engine/fetch/types.ts).
const timedOut = (url: string): FetchFailure => ({ url, code: 'timeout', message: TIMED_OUT } as FetchFailure);

describe('checks whose declared surfaces our own limits left unmeasured', () => {
  it('api-catalog: a service-desc probe that ran out of time is named, not service-descs-broken, and costs nothing', () => {
    const url = `${ORIGIN}/.well-known/api-catalog`;
    const text = JSON.stringify({ linkset: [{ anchor: `${ORIGIN}/api`, 'service-desc': [{ href: `${ORIGIN}/openapi.json` }] }] });
    const linkset = analyzeLinkset(text, url);
    const noCatalogs: AiCatalogsArtifact = (() => {
      const roots = [
        { url: `${ORIGIN}/.well-known/ai-catalog.json`, via: ['ai-catalog-path' as const], depth: 0, parent: null, document: absentDocument(`${ORIGIN}/.well-known/ai-catalog.json`), judgement: null },
        { url: `${ORIGIN}/.well-known/ard.json`, via: ['ard-path' as const], depth: 0, parent: null, document: absentDocument(`${ORIGIN}/.well-known/ard.json`), judgement: null },
      ];
      return { roots, notFetched: [], agentmaps: [], nested: [], nestedRefused: [], entryCalls: [], signatures: [], entriesBeyondBudget: 0, wellKnown: roots[0]!.document };
    })();
    const outcome = runCheck(apiCatalog, {
      origin: {
        apiCatalog: {
          file: file(url, { type: 'application/linkset+json', body: text }),
          head: fetched(url, { headers: { link: `<${url}>; rel="api-catalog"` } }),
          headHasApiCatalogLink: true,
          linkset,
          serviceDescs: linkset?.serviceDescs ?? [],
          serviceDescProbes: [{ url: `${ORIGIN}/openapi.json`, method: 'HEAD', status: null, ok: false, error: TIMED_OUT, notMeasured: true }],
        },
        catalogLinks: { links: [], skipped: 0 },
        aiCatalogs: noCatalogs,
        dnsAid: { state: 'ip-literal', host: '127.0.0.1' },
      },
    });
    expect(verdicts(outcome)).toEqual(['pass lists-apis', 'pass head-link', `info link-not-measured ${ORIGIN}/openapi.json`, 'info dns-aid-ip-literal']);
    expect(outcome.findings.find((finding) => finding.code === 'link-not-measured')!.message).toBe(`The service-desc link ${ORIGIN}/openapi.json was not measured: ${TIMED_OUT}`);
    expect(outcome.score).toBe(100);
  });

  const endpoint = `${ORIGIN}/mcp`;
  const cardUrl = `${endpoint}/server-card`;
  const CARD = {
    $schema: 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json',
    name: 'test/site',
    version: '1.0.0',
    description: 'Tools of the site.',
    remotes: [{ type: 'streamable-http', url: endpoint }],
  };
  const mcp = (cards: McpArtifact['cards'], probe: McpProbe): McpArtifact => ({
    catalog: absentDocument(`${ORIGIN}/.well-known/ai-catalog.json`),
    catalogEntries: [],
      cardRemotesElsewhere: [],
    cards,
    ucp: NO_UCP,
    endpoint: { url: endpoint, from: 'card', cardUrl },
    probe,
  });
  const outOfTime: McpProbe = { kind: 'error', url: endpoint, failure: timedOut(endpoint) };

  it('mcp-server: an endpoint call that ran out of time costs nothing; the valid card passes on its own', () => {
    const value = mcp([mcpCardSource('endpoint', cardUrl, jsonDocument(cardUrl, CARD))], outOfTime);
    expect(mcpGatherer.input!(value)).toBe(value);
    const outcome = runCheck(mcpServer, { origin: { mcp: value, mcpAuthorization: { chain: null } } });
    expect(verdicts(outcome)).toContain('info endpoint-not-measured');
    expect(outcome.findings.filter((finding) => finding.status === 'fail' || finding.status === 'warn')).toEqual([]);
    expect(outcome.score).toBe(100);
  });

  it('mcp-server: with no card loaded and the endpoint out of time, nothing was measured: error, never fail', () => {
    const value = mcp([mcpCardSource('endpoint', cardUrl, absentDocument(cardUrl))], outOfTime);
    const problem = mcpGatherer.input!(value);
    expect(problem).toBeInstanceOf(ArtifactProblem);
    expect((problem as ArtifactProblem).status).toBe('error');
  });

  it('A2A: a card whose every interface ran out of time is not capped as "cannot pass" for our own limits', () => {
    const judged = judgeInterfaces({ interfaces: [a2a('https://a.example/a2a', 'not-measured', TIMED_OUT)] });
    expect(judged.cap).toBe(100);
    expect(judged.findings.map((finding) => `${finding.status} ${finding.code}`)).toEqual(['info interface-not-measured']);
    // A card none of whose interfaces could be called for a reason of its own (gRPC only) still cannot pass.
    expect(judgeInterfaces({ interfaces: [a2a('https://a.example/grpc', 'not-probed', 'gRPC is not called.')] }).cap).toBe(99);
  });
});
