// mcp-server (checks.md, check 19): run on hand-built server cards and endpoint probes.
import { describe, expect, it } from 'vitest';
import { mcpServer } from '../../../engine/checks/mcp-server.js';
import type { McpArtifact, McpCardSource, McpProbe } from '../../../engine/gather/mcp.js';
import { validateAiCatalog } from '../../../engine/parse/ai-catalog.js';
import { ORIGIN, absentDocument, jsonDocument, runCheck, verdicts } from './build.js';

const ENDPOINT = `${ORIGIN}/mcp`;
const CARD_URL = `${ENDPOINT}/server-card`;
const LEGACY_URL = `${ORIGIN}/.well-known/mcp/server-card.json`;
const CARD = {
  $schema: 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json',
  name: 'test/site',
  version: '1.0.0',
  description: 'Tools of the site.',
  remotes: [{ type: 'streamable-http', url: ENDPOINT }],
};
const LIVE: McpProbe = { kind: 'live', url: ENDPOINT, status: 200, serverName: 'site', serverVersion: '1', protocolVersion: '2025-06-18', era: 'legacy', toolNames: ['search'] };

function artifact(cards: McpCardSource[], probe: McpProbe): McpArtifact {
  return { catalog: absentDocument(`${ORIGIN}/.well-known/ai-catalog.json`), catalogValidation: null, cards, endpoint: { url: ENDPOINT, from: 'card', cardUrl: CARD_URL }, probe };
}

const card = (url: string, via: McpCardSource['via'], value: unknown): McpCardSource => ({ via, url, document: jsonDocument(url, value) });
const absent = (url: string, via: McpCardSource['via']): McpCardSource => ({ via, url, document: absentDocument(url) });
const run = (value: McpArtifact) => runCheck(mcpServer, { origin: { mcp: value } });

describe('mcp-server', () => {
  it('passes a valid card at a current location and a live endpoint that lists tools', () => {
    const outcome = run(artifact([card(CARD_URL, 'endpoint', CARD), absent(LEGACY_URL, 'legacy')], LIVE));
    expect(verdicts(outcome)).toEqual([`pass card-valid ${CARD_URL}`, 'pass live']);
    expect(outcome.score).toBe(100);
  });

  it('grades a legacy card, an incomplete one elsewhere, and an endpoint without tools', () => {
    const { description: _description, ...incomplete } = CARD;
    const outcome = run(artifact([card(CARD_URL, 'endpoint', incomplete), card(LEGACY_URL, 'legacy', CARD)], { ...LIVE, toolNames: [] }));
    expect(verdicts(outcome)).toEqual([`warn card-legacy-path ${LEGACY_URL}`, `warn card-incomplete ${CARD_URL}`, 'warn no-tools']);
    expect(outcome.findings[1]!.message).toMatch(/^Another card location is invalid: /);
    expect(outcome.score).toBe(35 + 30);
  });

  it('judges an endpoint that asks for OAuth by its protected resource metadata', () => {
    const auth: McpProbe = { kind: 'auth-required', url: ENDPOINT, status: 401, challenge: 'Bearer', metadataNamed: false, metadataUrl: null, metadata: null, metadataUsable: false, metadataProblems: [] };
    const outcome = run(artifact([card(CARD_URL, 'endpoint', CARD)], auth));
    expect(verdicts(outcome)).toEqual([`pass card-valid ${CARD_URL}`, 'warn auth-without-metadata']);
    expect(outcome.score).toBe(70);
    expect(verdicts(run(artifact([], { ...auth, metadataUrl: `${ORIGIN}/.well-known/oauth-protected-resource`, metadataUsable: true })))).toEqual([
      'fail no-valid-card',
      'pass auth-metadata',
    ]);
  });

  it('fails when there is neither a card nor an endpoint', () => {
    const outcome = run(artifact([absent(CARD_URL, 'endpoint')], { kind: 'absent', url: ENDPOINT, status: 404, soft404: false }));
    expect(verdicts(outcome)).toEqual(['fail no-valid-card', 'fail no-endpoint']);
    expect(outcome.score).toBe(0);
    const broken = run(artifact([], { kind: 'broken', url: ENDPOINT, status: 500, step: 'initialize', message: 'Internal error' }));
    expect(verdicts(broken)).toEqual(['fail no-valid-card', 'fail endpoint-broken']);
  });

  // MCP 2026-07-28 basic/versioning: the finding names the era and revision the endpoint speaks.
  it('names the revision: 2026-07-28 through server/discover, a 2025 revision through initialize', () => {
    const modern = run(artifact([card(CARD_URL, 'endpoint', CARD)], { ...LIVE, protocolVersion: '2026-07-28', era: 'modern' }));
    expect(modern.findings[1]!.message).toContain('speaks MCP 2026-07-28 (answers server/discover, stateless)');
    const legacy = run(artifact([card(CARD_URL, 'endpoint', CARD)], LIVE));
    expect(legacy.findings[1]!.message).toContain('speaks the 2025-era MCP revision 2025-06-18 (initialize handshake; it does not answer the 2026-07-28 server/discover)');
    const notMcp = run(artifact([], { kind: 'broken', url: ENDPOINT, status: 200, step: 'discover', message: 'server/discover answered HTTP 200 (text/plain), not JSON-RPC' }));
    expect(verdicts(notMcp)).toEqual(['fail no-valid-card', 'fail discover-failed']);
  });

  // experimental-ext-server-card schema.json and the AI Catalog (ARD draft) document itself.
  it('grades a card against the current schema, and warns about an invalid AI Catalog at 10 points of the card half', () => {
    const dated = run(artifact([card(CARD_URL, 'endpoint', { ...CARD, $schema: 'https://static.modelcontextprotocol.io/schemas/2025-12-11/server-card.schema.json' })], LIVE));
    expect(verdicts(dated)).toEqual([`warn card-incomplete ${CARD_URL}`, 'pass live']);
    const unnamespaced = run(artifact([card(CARD_URL, 'endpoint', { ...CARD, name: 'site' })], LIVE));
    expect(unnamespaced.findings[0]!.message).toContain('name "site" is not in namespace/name form');
    const catalogUrl = `${ORIGIN}/.well-known/ai-catalog.json`;
    const catalogValue = { specVersion: '1.0', entries: [{ identifier: 'urn:air:site.test:mcp:site', type: 'application/mcp-server-card+json', url: CARD_URL }] };
    const withCatalog: McpArtifact = {
      ...artifact([card(CARD_URL, 'ai-catalog', CARD)], LIVE),
      catalog: jsonDocument(catalogUrl, catalogValue),
      catalogValidation: validateAiCatalog(catalogValue, catalogUrl),
    };
    const outcome = run(withCatalog);
    expect(verdicts(outcome)).toEqual([`pass card-valid ${CARD_URL}`, 'warn catalog-invalid', 'pass live']);
    expect(outcome.findings[1]!.message).toBe(
      `The AI Catalog at ${catalogUrl} is not a valid AI Catalog: "host" (the catalog operator, with displayName) is missing; entries[0] lacks "displayName".`,
    );
    expect(outcome.score).toBe(90);
  });
});
