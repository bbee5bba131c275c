// Priced access is not refusal (issue 62 point 1; checks.md 2026-12d): a 402 to an agent is the verdict pay, named with
// its price, left out of Access (scorecard 2026.12.3: the owner's choice, as a training opt-out is), never capped,
// never a fix that asks the owner to allow the agent. Sources: Cloudflare pay per crawl answers 402 with
// `crawler-price: USD 0.01` (developers.cloudflare.com, AI Crawl Control, "Crawl pages"); x402's PAYMENT-REQUIRED
// header (coinbase/x402, v2); MPP's `WWW-Authenticate: Payment` (draft-httpauth-payment-01).
import type http from 'node:http';
import { describe, expect, it } from 'vitest';
import { audit, blockerOf, openFixes, SCORECARD_VERSION, type AgentView, type AuditReport } from '../../../engine/index.js';
import { pricedRoutes, PRICED_PAGE } from '../../fixtures/priced-site.js';
import { NO_DNS, useFixtureSites } from '../../helpers/check-audit.js';
import type { Routes } from '../../helpers/site.js';

const serve = useFixtureSites();

async function auditOf(routes: Routes, options: Parameters<typeof audit>[1] = {}): Promise<AuditReport> {
  const site = await serve(routes);
  return audit(site.url, { allowPrivateTargets: true, retries: 0, resolver: NO_DNS, ...options });
}

const viewsOf = (report: AuditReport): AgentView[] => report.agents!.pages[0]!.views;
const verdicts = (report: AuditReport) => Object.fromEntries(viewsOf(report).map((view) => [view.profile, view.verdict]));
const viewOf = (report: AuditReport, profile: string) => viewsOf(report).find((view) => view.profile === profile)!;

/** 402 to every agent that names itself, with the answer `respond` gives. */
function chargingEveryAgent(respond: (res: http.ServerResponse) => void): Routes {
  return {
    '/': (req, res) => {
      const userAgent = req.headers['user-agent'] ?? '';
      if (/Claude-User|ChatGPT-User|Perplexity-User|GoogleAgent|ModelContextProtocol/.test(userAgent)) return respond(res);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(PRICED_PAGE);
    },
  };
}

describe('priced access (HTTP 402)', () => {
  it('a 402 with crawler-price to four agents and 200 to the others: pay, with the price, never blocked', async () => {
    const report = await auditOf(pricedRoutes());
    expect(SCORECARD_VERSION).toBe('2026.12.3');
    expect(report.scorecard).toBe('2026.12.3');
    expect(verdicts(report)).toEqual({ 'claude-code': 'pay', cursor: 'reads', codex: 'pay', chatgpt: 'pay', gemini: 'reads', perplexity: 'pay', 'mcp-fetch': 'reads', browser: null });
    expect(viewOf(report, 'chatgpt')).toMatchObject({
      status: 402,
      cause: 'priced',
      payment: { scheme: 'crawler-price', price: 'USD 0.01' },
      reason: "Asked to pay: HTTP 402, USD 0.01 a request (crawler-price: Cloudflare pay per crawl). Charging agents is the site owner's choice, not a refusal.",
    });
    // The blocker sentence names who is asked to pay and how much, and never tells the owner to allow them.
    expect(blockerOf(report)).toBe(
      'Claude Code, Codex, ChatGPT and Perplexity are asked to pay (USD 0.01 a request) on your start page; Cursor, Gemini and the MCP fetch server read it. Charging agents is your choice: it counts neither for nor against the score. Agents that run JavaScript were not measured: this scan rendered no page in a browser.',
    );
    // Access leaves the priced views out (the owner's choice): the three that are served read, so Access is 100.
    expect(report.scoring!.access).toBe(100);
    expect(report.agents!.pages[0]!.access).toBe(100);
    expect(report.scoring!.cap).toBeNull();
    // agent-access reports the price as information and passes: charging is no refusal and no fix.
    const access = report.results.find((result) => result.id === 'agent-access')!;
    expect(access.status).toBe('pass');
    const priced = access.findings.filter((finding) => finding.code === 'agent-access.agent-priced');
    // agent-access' own probes (ChatGPT-User, Claude-User), then the views' profiles whose User-Agent no probe sent.
    expect(priced.map((finding) => [finding.subject, finding.status])).toEqual([
      ['ChatGPT-User', 'info'],
      ['Claude-User', 'info'],
      ['Claude Code (WebFetch)', 'info'],
      ['OpenAI Codex', 'info'],
      ['Perplexity (Perplexity-User)', 'info'],
    ]);
    expect(priced[0]!.message).toBe('ChatGPT-User is asked to pay (USD 0.01 a request) while a browser gets HTTP 200: charging agents is your choice, not a refusal.');
    expect(access.findings.some((finding) => finding.code === 'agent-access.agent-refused')).toBe(false);
    const fixes = openFixes(report);
    expect(fixes.map((fix) => fix.checkId)).not.toContain('agent-access');
  });

  it('the same site refusing the four with 403 instead: blocked, and the fix asks to allow them (the contrast)', async () => {
    const report = await auditOf({
      '/': (req, res) => {
        const userAgent = req.headers['user-agent'] ?? '';
        const refused = /Claude-User|ChatGPT-User|Perplexity-User/.test(userAgent);
        res.writeHead(refused ? 403 : 200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(refused ? 'Forbidden' : PRICED_PAGE);
      },
    });
    expect(verdicts(report)).toMatchObject({ 'claude-code': 'blocked', codex: 'blocked', chatgpt: 'blocked', perplexity: 'blocked' });
    expect(report.scoring!.access).toBeLessThan(50);
    expect(blockerOf(report)).toMatch(/^Claude Code, Codex, ChatGPT and Perplexity get HTTP 403 on your start page; .* Allow their user agents first\./);
    expect(openFixes(report)[0]!.checkId).toBe('agent-access');
  });

  it('every agent that names itself asked to pay: no refusal cap, Access counts the agents served (Cursor)', async () => {
    const report = await auditOf(chargingEveryAgent((res) => {
      res.writeHead(402, { 'content-type': 'text/plain', 'crawler-price': 'USD 0.05' });
      res.end('Payment required');
    }));
    expect(verdicts(report)).toEqual({ 'claude-code': 'pay', cursor: 'reads', codex: 'pay', chatgpt: 'pay', gemini: 'pay', perplexity: 'pay', 'mcp-fetch': 'pay', browser: null });
    expect(report.scoring!.cap).toBeNull();
    expect(report.scoring!.access).toBe(100);
    expect(blockerOf(report)!.startsWith('Claude Code, Codex, ChatGPT, Gemini, Perplexity and the MCP fetch server are asked to pay (USD 0.05 a request) on your start page; Cursor reads it.')).toBe(true);
  });

  it('an x402 challenge (PAYMENT-REQUIRED header, v2): pay with the amount, asset and network it states', async () => {
    const requirements = { x402Version: 2, accepts: [{ scheme: 'exact', network: 'eip155:8453', amount: '10000', asset: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', payTo: '0x209693Bc6afc0C5328bA36FaF03C514EF312287C', maxTimeoutSeconds: 60, extra: { name: 'USDC', version: '2' } }] };
    const report = await auditOf(chargingEveryAgent((res) => {
      res.writeHead(402, { 'content-type': 'application/json', 'payment-required': Buffer.from(JSON.stringify(requirements)).toString('base64') });
      res.end('{}');
    }));
    expect(viewOf(report, 'claude-code')).toMatchObject({ verdict: 'pay', payment: { scheme: 'x402', price: '10000 smallest units of USDC on eip155:8453' } });
    expect(blockerOf(report)).toContain('are asked to pay (x402: 10000 smallest units of USDC on eip155:8453 a request)');
  });

  it('an MPP Payment challenge and a bare 402: pay, the bare one without a price', async () => {
    const request = Buffer.from(JSON.stringify({ amount: '0.01', currency: 'usd' })).toString('base64url');
    const mpp = await auditOf(chargingEveryAgent((res) => {
      res.writeHead(402, { 'www-authenticate': `Payment id="ch_1", realm="example.com", method="stripe", intent="charge", request="${request}"` });
      res.end();
    }));
    expect(viewOf(mpp, 'gemini')).toMatchObject({ verdict: 'pay', payment: { scheme: 'mpp', price: '0.01 usd' } });
    const bare = await auditOf(chargingEveryAgent((res) => {
      res.writeHead(402, { 'content-type': 'text/plain' });
      res.end('Pay first');
    }));
    expect(viewOf(bare, 'gemini')).toMatchObject({ verdict: 'pay', cause: 'priced', payment: { scheme: 'none', price: null }, reason: "Asked to pay: HTTP 402 without stating a price. Charging agents is the site owner's choice, not a refusal." });
    expect(blockerOf(bare)).toContain('are asked to pay (HTTP 402, no price stated)');
  });

  it('every view carries the request behind it: headers sent, the answer, and a curl line that sends it again', async () => {
    const report = await auditOf(pricedRoutes(), { headers: { 'x-preview-token': 'secret-value-1234' } });
    const chatgpt = viewOf(report, 'chatgpt');
    expect(chatgpt.request).toMatchObject({
      method: 'GET',
      url: report.agents!.pages[0]!.url,
      headers: { accept: '*/*', 'accept-encoding': 'gzip, deflate, br', 'x-preview-token': '[redacted]' },
      response: { status: 402, headers: { 'crawler-price': 'USD 0.01', 'content-type': 'text/plain; charset=utf-8' } },
    });
    expect(chatgpt.request!.headers['user-agent']).toBe(chatgpt.userAgent);
    // The secret is in no view, no request record and no curl line.
    expect(JSON.stringify(report)).not.toContain('secret-value-1234');
    expect(chatgpt.request!.curl).toBe(
      // A line that carries a secret asks the first hop only (curl would send the secret on to every redirect's host).
      `curl -sS -o /dev/null -D - --compressed -H 'accept: */*' -H 'user-agent: ${chatgpt.userAgent}' -H "x-preview-token: $X_PREVIEW_TOKEN" '${chatgpt.url}'`,
    );
    // A profile robots.txt keeps out sends no request: its record is null.
    const disallowed = await auditOf({ ...pricedRoutes(), '/robots.txt': { status: 200, headers: { 'content-type': 'text/plain' }, body: 'User-agent: Claude-User\nDisallow: /\n' } });
    expect(viewOf(disallowed, 'claude-code')).toMatchObject({ verdict: 'blocked', cause: 'disallowed', request: null });
  });

  it('journeys: a page that asks an agent to pay is the step pay and the code journey.pay, never journey.blocked', async () => {
    const report = await auditOf(pricedRoutes(), { journeys: [{ name: 'answer', question: 'What is the planted answer?', answer: 'The planted answer is 42' }] });
    const results = Object.fromEntries(report.journeys![0]!.results.map((result) => [result.profile, result]));
    expect(results.chatgpt).toMatchObject({ found: false, code: 'journey.pay' });
    expect(results.chatgpt!.reason).toBe(`Asked to pay at ${report.agents!.pages[0]!.url}: HTTP 402, USD 0.01 a request (crawler-price: Cloudflare pay per crawl). Charging agents is the site owner's choice, not a refusal.`);
    expect(results.chatgpt!.steps[0]).toMatchObject({ status: 402, verdict: 'pay' });
    expect(results.cursor).toMatchObject({ found: true, code: null });
  });

  it('bounds the headers a view records of what the site sent (a hostile site cannot grow the report)', async () => {
    const report = await auditOf({
      '/': (_req, res) => {
        const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8' };
        for (let index = 0; index < 60; index += 1) headers[`x-filler-${index}`] = 'v'.repeat(1000);
        res.writeHead(200, headers);
        res.end(PRICED_PAGE);
      },
    });
    const received = viewOf(report, 'claude-code').request!.response!.headers;
    expect(Object.keys(received)).toHaveLength(24);
    expect(Math.max(...Object.values(received).map((value) => value.length))).toBe(200);
  });
});
