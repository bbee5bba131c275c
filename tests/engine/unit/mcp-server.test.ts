// mcp-server (checks.md, check 19): run on hand-built server cards and endpoint probes.
import { describe, expect, it } from 'vitest';
import { mcpServer } from '../../../engine/checks/mcp-server.js';
import type { McpArtifact, McpCardSource, McpProbe } from '../../../engine/gather/mcp.js';
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
});
