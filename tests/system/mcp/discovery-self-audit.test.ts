// System tier (the built server and the CLI's process): the proof that our discovery documents are found, the
// agentgauge CLI auditing our own service over HTTP (a child process cannot reach the in-process service). The
// documents themselves (server card, AI Catalog, API catalog, llms.txt, Agent Skills index, the public URL) are
// tests/integration/mcp/discovery.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditReport } from '../../../engine/types';
import { buildCli, runCli } from '../../helpers/cli/run-cli';
import type { TestServer } from '../../helpers/server';
import { sharedService } from '../../helpers/shared-services/client';

/** What http-semantics may fail for on an http:// loopback origin: the missing TLS, nothing else. */
const TLS_CODES = ['no-https', 'no-https-answer', 'start-not-upgraded', 'http-not-upgraded', 'fails-without-https'].map(
  (code) => `http-semantics.${code}`,
);

/** Applicable, scored checks below 100, each with the codes of its findings that did not pass. */
function notPassing(report: AuditReport): Record<string, string[]> {
  return Object.fromEntries(
    report.results
      .filter((result) => result.applicable && !result.informational && result.status !== 'pass')
      .map((result) => [result.id, result.findings.filter((finding) => finding.status !== 'pass' && finding.status !== 'info').map((finding) => finding.code)]),
  );
}

describe('MCP discovery documents', () => {
  let server: TestServer;

  beforeAll(async () => {
    // The worker's shared server: the audit reads what any instance serves, whatever its private-target settings.
    server = await sharedService();
  }, 600_000);
  afterAll(() => server?.stop());

  it('grades our own service A under --profile auto on http loopback: every applicable check passes but http-semantics, which fails for the missing TLS alone (issue 13 point 4)', async () => {
    buildCli();
    const run = await runCli(['audit', `${server.baseUrl}/`, '--local', '--allow-private-targets', '--profile', 'auto', '--json']);
    expect(run.code, run.stderr).toBe(0);
    const report = JSON.parse(run.stdout) as AuditReport;
    const result = (id: string) => report.results.find((candidate) => candidate.id === id)!;
    // The MCP server is found from its card and answers the live probe; the skills index and its digests verify.
    const passed = (id: string) => result(id).findings.filter((finding) => finding.status === 'pass').map((finding) => finding.code);
    expect([result('mcp-server').status, result('mcp-server').score]).toEqual(['pass', 100]);
    expect(passed('mcp-server')).toEqual(expect.arrayContaining(['mcp-server.card-valid', 'mcp-server.live']));
    expect([result('agent-skills').status, result('agent-skills').score]).toEqual(['pass', 100]);
    expect(passed('agent-skills')).toEqual(['agent-skills.entries-valid', 'agent-skills.digests-match']);
    // The skills index makes the site an agent (profile auto), so the A2A card counts, and ours is complete.
    expect(report.resolvedProfiles.map((resolved) => resolved.profile)).toContain('agent');
    expect([result('a2a-agent-card').applicable, result('a2a-agent-card').status, result('a2a-agent-card').score]).toEqual([true, 'pass', 100]);
    // Its one JSON-RPC interface is called (GetTask for an unknown task answers -32001, A2A 1.0 §5.4), and so are
    // the MCP tools, the OAuth chain and the OpenAPI operations an agent would use (issue 22: they must pass too).
    expect(passed('a2a-agent-card')).toEqual(['a2a-agent-card.complete', 'a2a-agent-card.interface-answers']);
    expect(passed('mcp-server')).toContain('mcp-server.tools-valid');
    // The chain from our protected resource metadata to a token holds, judged where it is scored and where it is named.
    expect(passed('oauth-discovery')).toEqual(expect.arrayContaining(['oauth-discovery.jwks-valid', 'oauth-discovery.authorization-endpoint-answers', 'oauth-discovery.token-endpoint-answers']));
    expect([result('oauth-protected-resource').status, passed('oauth-protected-resource')]).toEqual(['pass', expect.arrayContaining(['oauth-protected-resource.chain-complete'])]);
    // Our AI catalog meets the 2026-11 rules: valid at both paths, no catalog warning (checks.md, api-catalog).
    expect(passed('api-catalog')).toContain('api-catalog.ai-catalog-valid');
    expect(result('api-catalog').findings.filter((finding) => finding.status === 'warn' || finding.status === 'fail')).toEqual([]);
    const failing = notPassing(report);
    expect(failing['http-semantics']?.filter((code) => !TLS_CODES.includes(code))).toEqual([]);
    expect({ grade: report.grade.label, notPassing: Object.keys(failing) }, JSON.stringify({ score: report.overallScore, failing })).toEqual({ grade: 'A', notPassing: ['http-semantics'] });
    // The audit now calls our A2A interface, MCP tools, OAuth chain and OpenAPI operations too: room for a loaded CI.
  }, 120_000);
});
