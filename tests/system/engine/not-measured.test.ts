// Not measured is never a failure (checks.md, "A scan that was blocked says so" and "the rendered view"; issue 34 point
// 1): each bounded step of an audit driven out of its budget on a real fixture, audited before (the step measured)
// and after (the step out of budget): axe-core on a page whose script keeps the main thread busy once axe-core loads,
// DNS-AID asked of a loopback DNS server that never answers, and a jwks_uri that trickles its bytes past the audit's
// timeout. No `fail` and no `error` from our limits, a finding that says what was not measured and why, and compare
// (the service's and the CLI's --baseline rules) finds no regression and nothing for site.regressed to announce.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit, type AuditOptions, type AuditReport, type CheckResult } from '../../../engine/index.js';
import { compareReports, hasRegressed } from '../../../lib/compare/compare-reports.js';
import { serveDns, type DnsFixture } from '../../fixtures/dns-server.js';
import { html, json, serveSite, type FixtureSite, type Routes } from '../../helpers/site.js';

const CHROMIUM = '/usr/bin/chromium';
const HOST = 'measured.test';

/** Once axe-core's script assigns window.axe, the page's setter keeps the main thread busy: axe-core never finishes. */
const AXE_TRAP = `<script>Object.defineProperty(window, 'axe', { configurable: false, get() { return undefined; }, set() { for (;;) {} } });</script>`;
const page = (trap: boolean) =>
  html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Guide</title>${trap ? AXE_TRAP : ''}</head>` +
      '<body><nav><a href="/">Home</a> <a href="/docs">Docs</a></nav><main><h1>Guide</h1><h2>Install</h2><p>Install the tool.</p></main></body></html>',
  );

let slowKeys = false;
let trapAxe = false;
let dns: DnsFixture;
let site: FixtureSite;

function routes(origin: string): Routes {
  const metadata = {
    issuer: origin,
    authorization_endpoint: `${origin}/authorize`,
    token_endpoint: `${origin}/token`,
    jwks_uri: `${origin}/jwks`,
    response_types_supported: ['code'],
    grant_types_supported: ['authorization_code'],
    code_challenge_methods_supported: ['S256'],
    scopes_supported: ['read'],
  };
  return {
    '/': (_req, res) => {
      const { headers, body } = page(trapAxe);
      res.writeHead(200, headers);
      res.end(body);
    },
    '/.well-known/oauth-authorization-server': json(metadata),
    '/.well-known/api-catalog': json(
      { linkset: [{ anchor: `${origin}/api`, 'service-desc': [{ href: `${origin}/openapi.json`, type: 'application/openapi+json' }] }] },
      'application/linkset+json',
      { link: '</.well-known/api-catalog>; rel="api-catalog"' },
    ),
    '/openapi.json': json({ openapi: '3.1.0', info: { title: 'Guide API', version: '1' }, paths: {} }, 'application/openapi+json'),
    '/authorize': html('<!doctype html><html><head><title>Sign in</title></head><body><p>Unknown client.</p></body></html>'),
    '/token': { status: 400, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ error: 'invalid_grant' }) },
    // The key set: at once, or a byte every 200 ms (the audit's 4 s timeout ends it).
    '/jwks': (_req, res) => {
      const body = JSON.stringify({ keys: [{ kty: 'EC', crv: 'P-256', x: 'f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU', y: 'x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0', kid: 'k1' }] });
      res.writeHead(200, { 'content-type': 'application/json' });
      if (!slowKeys) return void res.end(body);
      let sent = 0;
      const timer = setInterval(() => {
        if (res.destroyed || sent >= body.length) return void clearInterval(timer);
        res.write(body[sent++]);
      }, 200);
      res.on('close', () => clearInterval(timer));
    },
  };
}

beforeAll(async () => {
  dns = await serveDns();
  process.env.AGENTGAUGE_DNS_SERVERS = dns.address;
  site = await serveSite((origin) => routes(origin.replace('127.0.0.1', HOST)));
  dns.zone.set(HOST, { a: ['127.0.0.1'] });
});

afterAll(async () => {
  delete process.env.AGENTGAUGE_DNS_SERVERS;
  await site?.close();
  await dns?.close();
});

const OPTIONS: AuditOptions = {
  checks: ['semantic-structure', 'api-catalog', 'oauth-discovery'],
  profile: 'all',
  allowPrivateTargets: true,
  retries: 0,
  timeout: 4000,
  render: { browser: CHROMIUM, limits: { budgetMs: 15_000, maxRequests: 50 } },
};

async function auditWith(outOfBudget: boolean): Promise<AuditReport> {
  trapAxe = outOfBudget;
  slowKeys = outOfBudget;
  // DNS-AID's questions under _agents are never answered; the site's own name still resolves.
  dns.silent = outOfBudget ? (name) => name.endsWith(`._agents.${HOST}`) : () => false;
  return audit(`http://${HOST}:${site.port}/`, OPTIONS);
}

const resultOf = (report: AuditReport, id: string): CheckResult => report.results.find((result) => result.id === id)!;
const codes = (result: CheckResult) => result.findings.map((finding) => `${finding.status} ${finding.code}`);

describe('each bounded step out of its budget is not measured, never a failure (issue 34 point 1)', () => {
  let measured: AuditReport;
  let outOfBudget: AuditReport;

  beforeAll(async () => {
    measured = await auditWith(false);
    outOfBudget = await auditWith(true);
  }, 180_000);

  it('measures every step when nothing runs out of budget', () => {
    expect(codes(resultOf(measured, 'semantic-structure'))).toContain('pass semantic-structure.axe-passed');
    expect(codes(resultOf(measured, 'oauth-discovery'))).toContain('pass oauth-discovery.jwks-valid');
    expect(codes(resultOf(measured, 'api-catalog'))).toContain('info api-catalog.dns-aid-absent');
  });

  it('axe-core kept busy: semantic-structure keeps its verdict and says axe-core was not measured', () => {
    const before = resultOf(measured, 'semantic-structure');
    const after = resultOf(outOfBudget, 'semantic-structure');
    expect([after.status, after.score]).toEqual([before.status, before.score]);
    expect(after.status).toBe('pass');
    const note = after.findings.find((finding) => finding.code === 'semantic-structure.axe-not-run')!;
    expect([note.status, note.view]).toEqual(['info', 'rendered']);
    expect(note.detail).toMatch(/the render budget was spent before axe-core finished$/);
  });

  it('a DNS server that never answers: api-catalog keeps its verdict and says DNS-AID was not measured', () => {
    const before = resultOf(measured, 'api-catalog');
    const after = resultOf(outOfBudget, 'api-catalog');
    expect([after.status, after.score]).toEqual([before.status, before.score]);
    expect(after.status).not.toBe('error');
    expect(codes(after)).toContain('info api-catalog.dns-aid-unmeasured');
    expect(dns.questions.some((question) => question.endsWith(`_agents.${HOST}`))).toBe(true);
  });

  it('a key set that trickles past the timeout: oauth-discovery keeps its verdict and says jwks_uri was not measured', () => {
    const before = resultOf(measured, 'oauth-discovery');
    const after = resultOf(outOfBudget, 'oauth-discovery');
    expect(before.status).toBe('pass');
    expect([after.status, after.score]).toEqual([before.status, before.score]);
    const note = after.findings.find((finding) => finding.code === 'oauth-discovery.chain-not-measured')!;
    expect([note.status, note.subject]).toEqual(['info', `http://${HOST}:${site.port}/jwks`]);
  });

  it('no check fails or errs because of our limits, and compare finds no regression to announce', () => {
    for (const result of outOfBudget.results) expect(['pass', 'warn'], result.id).toContain(result.status);
    const comparison = compareReports(measured, outOfBudget);
    expect(comparison.regressedChecks).toEqual([]);
    expect(comparison.scoreDelta).toBeGreaterThanOrEqual(0);
    expect(comparison.unmeasuredChecks.sort()).toEqual(['api-catalog', 'oauth-discovery', 'semantic-structure']);
    expect(hasRegressed(comparison)).toBe(false);
  });
});
