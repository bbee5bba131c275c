// Declared-surface calls that our own limits ended (out of time, refused by the audit's rules) are not measured
// (engine/measured.ts; checks.md, "A scan that was blocked says so"; issue 34 point 1): an info finding says so and
// the call is never counted against the surface; an answer of the site (a refused connection) is still judged.
import { describe, expect, it } from 'vitest';
import { judgeInterfaces } from '../../../engine/checks/helpers/a2a-interfaces.js';
import { judgeCalls } from '../../../engine/checks/helpers/openapi-calls.js';
import { judgeCatalogLinks } from '../../../engine/checks/helpers/catalog-links.js';
import type { A2aInterfaceProbe } from '../../../engine/gather/a2a-probe.js';
import { isOwnLimit } from '../../../engine/index.js';

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
