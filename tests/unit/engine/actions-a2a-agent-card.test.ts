import { describe, expect, it } from 'vitest';
import type http from 'node:http';
import { hangUp, html, json, type RouteHandler } from '../../helpers/site.js';
import { messages, useCheckAudit } from '../../helpers/check-audit.js';

const { measure } = useCheckAudit('a2a-agent-card', { timeout: 3000 });

const page = html('<!doctype html><html><head><title>Home</title></head><body><h1>Home</h1></body></html>');

const card = (origin: string) => ({
  name: 'Travel agent',
  description: 'Books trips.',
  version: '1.0.0',
  supportedInterfaces: [{ url: `${origin}/a2a`, protocolBinding: 'JSONRPC', protocolVersion: '1.0' }],
  capabilities: { streaming: true },
  defaultInputModes: ['text/plain'],
  defaultOutputModes: ['application/json'],
  skills: [{ id: 'book', name: 'Book a trip', description: 'Books flights and hotels.', tags: ['travel'] }],
});

/** An A2A JSON-RPC endpoint that holds no task: GetTask answers TaskNotFoundError -32001 (A2A 1.0 §5.4, §9). */
const a2aEndpoint = json({ jsonrpc: '2.0', id: 1, error: { code: -32001, message: 'Task not found' } });
const agent = (origin: string, where = '/.well-known/agent-card.json') => ({ '/': page, [where]: json(card(origin)), 'POST /a2a': a2aEndpoint });

describe('a2a-agent-card', () => {
  it('passes for an A2A 1.0 card with every required field', async () => {
    const { result, site: s } = await measure((origin) => agent(origin));
    expect(result.status).toBe('pass');
    expect(result.score).toBe(100);
    expect(messages(result)).toEqual([
      'pass: The A2A agent card has every A2A 1.0 required field (15 checked).',
      `pass: The JSONRPC interface ${s.origin}/a2a answers as A2A 1.0: a GetTask for an unknown task gets the task-not-found error.`,
    ]);
    expect(s.requests).toContain('POST /a2a');
  });

  it('warns for a card served only at the legacy path', async () => {
    const { result, site: s } = await measure((origin) => agent(origin, '/.well-known/agent.json'));
    expect(result.status).toBe('warn');
    expect(result.score).toBe(80);
    expect(messages(result)).toContain(
      `warn: The card is served only at the legacy path ${s.origin}/.well-known/agent.json.`,
    );
  });

  it('warns for the 0.3 shape and names the missing fields', async () => {
    const old = {
      name: 'Old agent',
      description: 'A 0.3 card.',
      version: '0.3.0',
      url: '/a2a',
      preferredTransport: 'JSONRPC',
      capabilities: {},
      defaultInputModes: ['text/plain'],
      defaultOutputModes: ['text/plain'],
      skills: [{ id: 's', name: 'S', description: 'Does S.', tags: [] }],
    };
    // Its 0.3 interface is called with tasks/get (A2A 0.3 method names) and answers -32001.
    const { result } = await measure({ '/': page, '/.well-known/agent-card.json': json(old), 'POST /a2a': a2aEndpoint });
    expect(result.status).toBe('warn');
    // 11 of 12 fields present (supportedInterfaces[] missing) = 91.67, minus 30 for the 0.3 shape.
    expect(result.score).toBe(62);
    expect(result.findings[0]!.message).toBe('The A2A agent card lacks 1 of 12 required field(s).');
    expect(result.findings[0]!.detail).toBe('supportedInterfaces[]');
    expect(messages(result)).toContain(
      'warn: The card has the A2A 0.3 shape (a top-level url, no supportedInterfaces).',
    );
  });

  it('fails when absent, and says when an HTML page answered', async () => {
    const { result, site: s } = await measure({ '/': page, '/.well-known/agent.json': page });
    expect(result.status).toBe('fail');
    expect(result.score).toBe(0);
    expect(messages(result)).toEqual([
      `fail: The A2A agent card at ${s.origin}/.well-known/agent-card.json was not found (HTTP 404).`,
      `fail: The A2A agent card at ${s.origin}/.well-known/agent.json looked like a soft 404: an HTML page was served where a file was expected.`,
    ]);
  });

  it('fails on invalid JSON', async () => {
    const { result, site: s } = await measure({
      '/': page,
      '/.well-known/agent-card.json': {
        status: 200,
        headers: { 'content-type': 'application/json' },
        body: '{"name": ',
      },
    });
    expect(result.status).toBe('fail');
    expect(messages(result)[0]).toMatch(
      new RegExp(`^fail: The A2A agent card at ${s.origin}/.well-known/agent-card.json does not parse: `),
    );
  });

  it('is an error when the card fetch breaks', async () => {
    const { result } = await measure({ '/': page, '/.well-known/agent-card.json': hangUp });
    expect(result.status).toBe('error');
    expect(result.findings[0]!.message).toMatch(/^Could not fetch the A2A agent card/);
  });

  it('is not applicable under the docs profile', async () => {
    const { result } = await measure((origin) => agent(origin), { profile: 'docs' });
    expect(result.applicable).toBe(false);
    expect(result.score).toBe(100);
  });

  // checks.md "Declared surfaces are called": a card whose interface answers 404 cannot pass.
  it('warns, capped at 20, for a complete card whose interface answers 404', async () => {
    const { result, site: s } = await measure((origin) => ({ '/': page, '/.well-known/agent-card.json': json(card(origin)) }));
    expect([result.status, result.score]).toEqual(['warn', 20]);
    expect(result.findings[1]).toMatchObject({ code: 'a2a-agent-card.interface-absent', subject: `${s.origin}/a2a`, status: 'fail' });
  });

  // A2A 1.0 §7.4 ("MUST authenticate every incoming request … SHOULD provide relevant authentication challenge
  // information") and §3.3.2 (authentication errors: HTTP 401, "SHOULD specify which authentication scheme is
  // required"): a card that requires credentials has interfaces that refuse an unauthenticated GetTask with 401. With a
  // challenge matching the declared scheme (RFC 9110 §11.6.1; a bearer scheme → `WWW-Authenticate: Bearer`, RFC 6750 §3)
  // that is a live secured interface; without one it is a warning; a 404 is nothing A2A there.
  describe('secured interfaces', () => {
    const secured = (origin: string) => ({
      ...card(origin),
      securitySchemes: { bearer: { httpAuthSecurityScheme: { scheme: 'Bearer', bearerFormat: 'JWT' } } },
      securityRequirements: [{ schemes: { bearer: { list: [] } } }],
    });
    /** An interface that refuses every call without credentials, recording what the audit sent. */
    const refusing = (challenge: string | null, seen: http.IncomingHttpHeaders[]): RouteHandler => (req, res) => {
      seen.push(req.headers);
      res.writeHead(401, { 'content-type': 'application/json', ...(challenge ? { 'www-authenticate': challenge } : {}) });
      res.end(JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32600, message: 'Unauthorized' } }));
    };

    it('passes a card whose interface answers 401 with a challenge matching its bearer scheme', async () => {
      const seen: http.IncomingHttpHeaders[] = [];
      const { result, site: s } = await measure((origin) => ({ '/': page, '/.well-known/agent-card.json': json(secured(origin)), 'POST /a2a': refusing('Bearer realm="agents", error="invalid_token"', seen) }));
      expect([result.status, result.score]).toEqual(['pass', 100]);
      expect(messages(result)).toEqual([
        'pass: The A2A agent card has every A2A 1.0 required field (15 checked).',
        `pass: The JSONRPC interface ${s.origin}/a2a is live behind authentication: it answers an unauthenticated GetTask with 401 and a challenge matching the declared bearer (http: Bearer).`,
      ]);
      expect(result.findings[1]).toMatchObject({ code: 'a2a-agent-card.interface-secured', subject: `${s.origin}/a2a` });
      // A2A 1.0.1: JSON-RPC requests are application/json (§9.1); the A2A media type is accepted in answers.
      expect([seen[0]!['content-type'], seen[0]!.accept]).toEqual(['application/json', 'application/json, application/a2a+json;q=0.9']);
    });

    // Neither 401 answers as A2A 1.0 §7.4 says, so the card is declared only: at most 40 (checks.md 2026-12c, scorecard
    // 2026.12.2), whatever the card itself earned (80 and 60 before).
    it('warns when the 401 carries no challenge, and when a card without security answers 401: declared only', async () => {
      const unchallenged = await measure((origin) => ({ '/': page, '/.well-known/agent-card.json': json(secured(origin)), 'POST /a2a': refusing(null, []) }));
      expect([unchallenged.result.status, unchallenged.result.score]).toEqual(['warn', 40]);
      expect(unchallenged.result.capability).toMatchObject({ capability: 'a2a', state: 'yes', evidence: 'declared', url: `${unchallenged.site.origin}/.well-known/agent-card.json` });
      expect(unchallenged.result.findings[1]).toMatchObject({ code: 'a2a-agent-card.interface-auth-unchallenged', status: 'warn' });
      expect(unchallenged.result.findings[1]!.message).toBe(
        `The JSONRPC interface ${unchallenged.site.origin}/a2a answers 401, as the card's security requires, but without a WWW-Authenticate challenge: bearer (http: Bearer).`,
      );
      const mismatched = await measure((origin) => ({ '/': page, '/.well-known/agent-card.json': json(secured(origin)), 'POST /a2a': refusing('Basic realm="agents"', []) }));
      expect([mismatched.result.status, mismatched.result.findings[1]!.code]).toEqual(['warn', 'a2a-agent-card.interface-auth-unchallenged']);
      const undeclared = await measure((origin) => ({ '/': page, '/.well-known/agent-card.json': json(card(origin)), 'POST /a2a': refusing('Bearer', []) }));
      expect([undeclared.result.status, undeclared.result.score]).toEqual(['warn', 40]);
      expect(undeclared.result.findings[1]).toMatchObject({ code: 'a2a-agent-card.interface-auth-undeclared', status: 'warn' });
    });

    it('does not count a secured card whose interface answers 404: nothing A2A is there', async () => {
      const { result, site: s } = await measure((origin) => ({ '/': page, '/.well-known/agent-card.json': json(secured(origin)) }));
      expect([result.status, result.score]).toEqual(['warn', 20]);
      expect(result.findings[1]).toMatchObject({ code: 'a2a-agent-card.interface-absent', subject: `${s.origin}/a2a`, status: 'fail' });
    });

    // A2A 1.0.1 §14.1 registers application/a2a+json and §11.1 prefers it for HTTP+JSON; a card served with it is fine.
    it('asks HTTP+JSON interfaces for application/a2a+json and accepts a card served with it', async () => {
      const seen: http.IncomingHttpHeaders[] = [];
      const rest = (origin: string) => ({ ...card(origin), supportedInterfaces: [{ url: `${origin}/rest`, protocolBinding: 'HTTP+JSON', protocolVersion: '1.0' }] });
      const notFound: RouteHandler = (req, res) => {
        if (req.url?.startsWith('/rest/tasks/')) seen.push(req.headers);
        res.writeHead(404, { 'content-type': 'application/a2a+json' });
        res.end(JSON.stringify({ error: { code: 404, status: 'NOT_FOUND', message: 'Task not found', details: [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'TASK_NOT_FOUND' }] } }));
      };
      const { result } = await measure((origin) => ({ '/': page, '/.well-known/agent-card.json': json(rest(origin), 'application/a2a+json') }), {
        fallback: notFound,
      });
      expect([result.status, result.score]).toEqual(['pass', 100]);
      expect(seen.map((headers) => headers.accept)).toEqual(['application/a2a+json, application/json;q=0.9']);
    });
  });
});
