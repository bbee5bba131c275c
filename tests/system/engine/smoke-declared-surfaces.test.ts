// Declared surfaces are called (checks.md "Declared surfaces are called", issue 22): fixture sites whose A2A agent,
// MCP server, OAuth chain, OpenAPI operations and API catalog links work or do not, each audited through the CLI's
// local engine and through the service's remote engine (POST /api/v1/engine/audit); both must give the exact
// verdicts and finding codes below. A surface that answers wrongly never passes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditReport, CheckResult } from '../../../engine/index.js';
import { seedOrganization } from '../../helpers/api-fixtures';
import { request } from '../../helpers/http';
import { startServer, type TestServer } from '../../helpers/server';
import type { FixtureSite } from '../../helpers/site.js';
import { buildCli, runCli } from '../../helpers/cli/run-cli.js';
import { startApiSite } from '../../fixtures/web/api.js';
import { startSurfaceSites, type SurfaceSites } from '../../fixtures/web/surfaces.js';

type SiteName = keyof SurfaceSites | 'apiComplete';
interface Verdict {
  check: string;
  status: CheckResult['status'];
  score: number;
  codes: string[];
}

/** Per site: the check that judges its surface, its status and score, and its finding codes in order (`code@path`). */
const EXPECTED: Record<SiteName, Verdict> = {
  // A2A 1.0 §5.4, §9: the SDK's JSON-RPC server answers GetTask for an unknown task with -32001.
  a2aLive: { check: 'a2a-agent-card', status: 'pass', score: 100, codes: ['complete', 'interface-answers@/a2a'] },
  a2aDead: { check: 'a2a-agent-card', status: 'warn', score: 20, codes: ['complete', 'interface-absent@/a2a'] },
  // MCP server/tools §Tool; the experimental server card's tools must be the live ones.
  mcpCardMismatch: { check: 'mcp-server', status: 'warn', score: 90, codes: ['card-valid@/mcp/server-card', 'live', 'card-tools-disagree'] },
  mcpSchemaLess: {
    check: 'mcp-server',
    status: 'warn',
    score: 60,
    codes: ['card-valid@/mcp/server-card', 'live', 'tools-undescribed', 'tool-schemas-invalid', 'tool-annotations-missing'],
  },
  // MCP basic/authorization: a 401 endpoint is judged on its challenge and the OAuth chain walked from it.
  mcpOAuthComplete: { check: 'mcp-server', status: 'pass', score: 100, codes: ['card-valid@/mcp/server-card', 'auth-metadata', 'auth-chain-complete'] },
  // checks.md 2026-12c: a 401 without the resource metadata MCP's authorization requires is no probe that answered as
  // the specification says, so the card's server is declared only and scores at most EVIDENCE_CEILINGS.declared.
  mcpOAuthNoMetadata: { check: 'mcp-server', status: 'warn', score: 40, codes: ['card-valid@/mcp/server-card', 'auth-without-metadata', 'declared-only'] },
  mcpOAuthBrokenToken: { check: 'mcp-server', status: 'warn', score: 80, codes: ['card-valid@/mcp/server-card', 'auth-metadata', 'auth-chain-broken'] },
  // RFC 6749 §5.2: the token endpoint answers an invalid code with error JSON; a 404 breaks the chain.
  // checks.md 2026-12c: a chain that never reaches a token is a declared sign-in, held at the declared ceiling.
  oauthBrokenToken: {
    check: 'oauth-discovery',
    status: 'warn',
    score: 40,
    codes: ['valid', 'other-absent@/.well-known/openid-configuration', 'jwks-valid', 'authorization-endpoint-answers', 'token-endpoint-broken', 'registration', 'declared-only'],
  },
  // MCP 2026-07-28 client-registration §Dynamic Client Registration: DCR without CIMD is reported (info, no points).
  apiComplete: {
    check: 'oauth-discovery',
    status: 'pass',
    score: 100,
    codes: ['valid', 'other-absent@/.well-known/openid-configuration', 'dcr-only', 'jwks-valid', 'authorization-endpoint-answers', 'token-endpoint-answers', 'registration'],
  },
  // OpenAPI 3.1 §4.8.16-17: GET /berths declares application/json for 200 and answers HTML.
  openapiWrongType: {
    check: 'openapi',
    status: 'warn',
    score: 60,
    codes: ['found@/openapi.json', 'valid', 'operations-described', 'advertised@/openapi.json', 'server-answers', 'operation-wrong-content-type@/v1/berths'],
  },
  // RFC 9727 §4: service-doc and status links that answer 404.
  catalogDeadLinks: {
    check: 'api-catalog',
    status: 'warn',
    score: 80,
    // The fixture is an IP address: DNS-AID has nothing to look up (info, no points; checks.md 2026-11).
    codes: ['lists-apis', 'head-link', 'service-descs-answer', 'link-broken@/docs/api', 'link-broken@/v1/health', 'dns-aid-ip-literal'],
  },
};
/**
 * The other checks that read the same chain (helpers/oauth-chain.ts): the protected resource cannot pass while the
 * chain from it breaks, but the points are oauth-discovery's (it judged that server), so it keeps 90.
 */
const ALSO: Array<{ site: SiteName } & Verdict> = [
  {
    site: 'oauthBrokenToken',
    check: 'oauth-protected-resource',
    status: 'warn',
    score: 90,
    codes: ['resource', 'authorization-servers-valid', 'chain-broken@', 'scopes'],
  },
  {
    site: 'mcpOAuthBrokenToken',
    check: 'oauth-protected-resource',
    status: 'warn',
    score: 90,
    codes: ['resource', 'authorization-servers-valid', 'chain-broken@', 'scopes'],
  },
  {
    site: 'mcpOAuthBrokenToken',
    check: 'oauth-discovery',
    status: 'warn',
    score: 40,
    codes: ['valid', 'other-absent@/.well-known/openid-configuration', 'jwks-valid', 'authorization-endpoint-answers', 'token-endpoint-broken', 'registration', 'declared-only'],
  },
  {
    site: 'mcpOAuthComplete',
    check: 'oauth-protected-resource',
    status: 'pass',
    score: 100,
    codes: ['resource', 'authorization-servers-valid', 'chain-complete@', 'scopes'],
  },
];
const NAMES = Object.keys(EXPECTED) as SiteName[];

let sites: SurfaceSites & { close(): Promise<void> };
let apiSite: FixtureSite;
let server: TestServer;
/** One organization per 10 sites: the remote engine allows 10 audits an hour per organization. */
const keys: string[] = [];
const keyFor = (name: SiteName): string => keys[Math.floor(NAMES.indexOf(name) / 10)]!;
const site = (name: SiteName): FixtureSite => (name === 'apiComplete' ? apiSite : sites[name]);

beforeAll(async () => {
  buildCli();
  [sites, apiSite] = await Promise.all([startSurfaceSites(), startApiSite()]);
  server = await startServer({
    env: { AGENTGAUGE_ALLOW_PRIVATE_TARGETS: '1' },
    seed: async (db) => {
      for (let index = 0; index * 10 < NAMES.length; index++) keys.push((await seedOrganization(db, { name: `Surfaces ${index + 1}`, subscription: 'active' })).key);
    },
  });
}, 600_000);

afterAll(async () => {
  await server?.stop();
  await Promise.all([sites?.close(), apiSite?.close()]);
});

function verdict(report: AuditReport, name: SiteName, check: string): Verdict {
  const result = report.results.find((candidate) => candidate.id === check)!;
  const origin = site(name).origin;
  return {
    check: result.id,
    status: result.status,
    score: result.score,
    codes: result.findings.map((finding) => `${finding.code.slice(check.length + 1)}${finding.subject ? `@${finding.subject.replace(origin, '')}` : ''}`),
  };
}

/** The expected verdicts of every check named for a site, as the report gives them. */
function verdicts(report: AuditReport, name: SiteName): Verdict[] {
  return [EXPECTED[name], ...ALSO.filter((item) => item.site === name)].map((expected) => verdict(report, name, expected.check));
}

const expectedFor = (name: SiteName): Verdict[] => [EXPECTED[name], ...ALSO.filter((item) => item.site === name).map(({ site: _site, ...rest }) => rest)];

describe('declared surfaces are called: exact verdicts', () => {
  it.each(NAMES)('%s through the CLI (local engine)', async (name) => {
    const run = await runCli(['audit', site(name).url, '--local', '--allow-private-targets', '--profile', 'all', '--json']);
    expect(run.stdout, run.stderr).not.toBe('');
    expect(verdicts(JSON.parse(run.stdout) as AuditReport, name)).toEqual(expectedFor(name));
  });

  it.each(NAMES)('%s through the remote engine (POST /api/v1/engine/audit)', async (name) => {
    const answer = await request(server.baseUrl, '/api/v1/engine/audit', { key: keyFor(name), json: { url: site(name).url, profile: 'all' } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(verdicts(answer.body as AuditReport, name)).toEqual(expectedFor(name));
  });

  it('calls each declared surface once per audit, and only with reads: GetTask, a PKCE authorization request, an invalid code', () => {
    // Two audits of each site (CLI, remote): every probe appears exactly twice.
    const count = (name: SiteName, line: string) => site(name).requests.filter((request) => request.split('?')[0] === line).length;
    expect(count('a2aLive', 'POST /a2a')).toBe(2);
    expect(count('a2aDead', 'POST /a2a')).toBe(2);
    expect(count('oauthBrokenToken', 'GET /authorize')).toBe(2);
    expect(count('oauthBrokenToken', 'POST /token')).toBe(2);
    expect(count('oauthBrokenToken', 'GET /jwks')).toBe(2);
    // Behind OAuth: the MCP probe, then the chain walked once for mcp-server and both OAuth checks.
    expect(count('mcpOAuthBrokenToken', 'POST /token')).toBe(2);
    expect(count('mcpOAuthBrokenToken', 'GET /authorize')).toBe(2);
    expect(count('mcpOAuthComplete', 'POST /token')).toBe(2);
    expect(count('mcpOAuthNoMetadata', 'POST /token')).toBe(0);
    expect(count('openapiWrongType', 'GET /v1/berths')).toBe(2);
    // Registration is read from the metadata, never exercised.
    expect(sites.oauthBrokenToken.requests.some((line) => line.includes('register'))).toBe(false);
    expect(sites.mcpOAuthComplete.requests.some((line) => line.includes('register'))).toBe(false);
  });
});
