import { describe, expect, it } from 'vitest';
import { hangUp, html, json } from '../helpers/site.js';
import { messages, useCheckAudit } from '../helpers/check-audit.js';

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
});
