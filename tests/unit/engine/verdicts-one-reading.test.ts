// One reading of each document (issue 34, point 3; checks.md 2026-11/2026-12, api-catalog and mcp-server): an AI catalog
// is judged by api-catalog alone, and an entry it judges unusable — both "url" and "data", or neither (ARD 0.9/0.91 and
// the AI Catalog core: "exactly one of url or data") — is no card source for mcp-server or a2a-agent-card, which name
// api-catalog's finding instead of passing on it. The three checks read the same judgement, so their verdicts agree.
import { describe, expect, it } from 'vitest';
import { audit, type CheckResult } from '../../../engine/index.js';
import { HOME, json } from '../../helpers/site.js';
import { NO_DNS, useFixtureSites } from '../../helpers/check-audit.js';

const serve = useFixtureSites();
const AI = '/.well-known/ai-catalog.json';
const TYPE = 'application/ai-catalog+json';
const CARD_SCHEMA = 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json';

const serverCard = { $schema: CARD_SCHEMA, name: 'fixture/orders', version: '1.0.0', description: 'Orders of the fixture shop.' };
const agentCard = (origin: string) => ({
  name: 'Travel agent',
  description: 'Books trips.',
  version: '1.0.0',
  supportedInterfaces: [{ url: `${origin}/a2a`, protocolBinding: 'JSONRPC', protocolVersion: '1.0' }],
  capabilities: {},
  defaultInputModes: ['text/plain'],
  defaultOutputModes: ['text/plain'],
  skills: [{ id: 'book', name: 'Book', description: 'Books trips.', tags: ['travel'] }],
});
const entry = (kind: 'mcp' | 'a2a', extra: Record<string, unknown>) => ({
  identifier: `urn:air:127.0.0.1:${kind}:main`,
  displayName: 'The main one',
  type: kind === 'mcp' ? 'application/mcp-server-card+json' : 'application/a2a-agent-card+json',
  representativeQueries: ['find an order', 'book a trip'],
  ...extra,
});
const catalogOf = (entries: unknown[]) => json({ specVersion: '1.0', host: { displayName: 'Fixture' }, entries }, TYPE);
/** The task-not-found answer of an A2A JSON-RPC server (A2A 1.0 §5.4, §9). */
const a2aEndpoint = json({ jsonrpc: '2.0', id: 1, error: { code: -32001, message: 'Task not found' } });

async function threeChecks(routes: (origin: string) => Record<string, ReturnType<typeof json>>): Promise<Record<string, CheckResult>> {
  const site = await serve((origin) => ({ '/': HOME, ...routes(origin) }));
  const report = await audit(site.url, { checks: ['api-catalog', 'mcp-server', 'a2a-agent-card'], profile: 'all', allowPrivateTargets: true, retries: 0, timeout: 3000, resolver: NO_DNS });
  return Object.fromEntries(report.results.map((result) => [result.id, result]));
}

const verdict = (result: CheckResult) =>
  [result.status, ...result.findings.filter((finding) => finding.code !== 'api-catalog.dns-aid-ip-literal').map((finding) => `${finding.status} ${finding.code}`)];

describe('one reading of an AI catalog: api-catalog, mcp-server and a2a-agent-card agree', () => {
  it('an MCP card entry with both url and data is no card source: api-catalog fails the catalog, mcp-server names that finding', async () => {
    const results = await threeChecks((origin) => ({
      [AI]: catalogOf([entry('mcp', { url: `${origin}/cards/orders.json`, data: serverCard })]),
      '/cards/orders.json': json(serverCard, 'application/mcp-server-card+json'),
    }));
    expect(verdict(results['api-catalog']!)).toEqual([
      'fail',
      'fail api-catalog.file-absent',
      'fail api-catalog.ai-catalog-invalid',
      'warn api-catalog.ai-catalog-entries-incomplete',
    ]);
    // Before issue 34 mcp-server read the catalog again, took the entry's url and passed the card half.
    expect(verdict(results['mcp-server']!)).toEqual(['fail', 'fail mcp-server.no-valid-card', 'info mcp-server.catalog-entry-unusable', 'fail mcp-server.no-endpoint']);
    const named = results['mcp-server']!.findings.find((finding) => finding.code === 'mcp-server.catalog-entry-unusable')!;
    expect(named.message).toBe('An AI catalog lists a server card entry that api-catalog judges unusable, so no server card was taken from it (see api-catalog.ai-catalog-entries-incomplete and api-catalog.ai-catalog-invalid).');
    expect(verdict(results['a2a-agent-card']!)).toEqual(['fail', 'fail a2a-agent-card.file-absent', 'fail a2a-agent-card.file-absent']);
  });

  it('an A2A card entry with neither url nor data is no card source, while a usable one is read as the card (A2A 1.0 §8.2)', async () => {
    const unusable = await threeChecks(() => ({ [AI]: catalogOf([entry('a2a', {})]) }));
    expect(verdict(unusable['api-catalog']!)).toEqual([
      'fail',
      'fail api-catalog.file-absent',
      'fail api-catalog.ai-catalog-invalid',
      'warn api-catalog.ai-catalog-entries-incomplete',
    ]);
    expect(verdict(unusable['a2a-agent-card']!)).toEqual(['fail', 'fail a2a-agent-card.file-absent', 'fail a2a-agent-card.file-absent', 'info a2a-agent-card.catalog-entry-unusable']);
    expect(verdict(unusable['mcp-server']!)).toEqual(['fail', 'fail mcp-server.no-valid-card', 'fail mcp-server.no-endpoint']);

    const usable = await threeChecks((origin) => ({ [AI]: catalogOf([entry('a2a', { url: `${origin}/agents/travel.json` })]), '/agents/travel.json': json(agentCard(origin), 'application/a2a-agent-card+json'), 'POST /a2a': a2aEndpoint }));
    expect(verdict(usable['api-catalog']!)).toEqual(['pass', 'info api-catalog.file-absent', 'pass api-catalog.ai-catalog-valid', 'info api-catalog.ai-catalog-one-path']);
    expect(verdict(usable['a2a-agent-card']!)).toEqual(['pass', 'pass a2a-agent-card.complete', 'info a2a-agent-card.card-via-catalog', 'pass a2a-agent-card.interface-answers']);
  });
});
