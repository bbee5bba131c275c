// a2a-agent-card (checks.md, check 20): run on hand-built agent card artifacts.
import { describe, expect, it } from 'vitest';
import { a2aAgentCard } from '../../../engine/checks/a2a-agent-card.js';
import type { A2aArtifact } from '../../../engine/gather/a2a.js';
import type { A2aInterfaceProbe, A2aProbeArtifact } from '../../../engine/gather/a2a-probe.js';
import { cardSecurity, matchingScheme } from '../../../engine/parse/a2a-security.js';
import { parseWwwAuthenticate } from '../../../engine/parse/www-authenticate.js';
import { ORIGIN, absentDocument, jsonDocument, runCheck, verdicts } from '../../helpers/engine/build.js';

const CURRENT = `${ORIGIN}/.well-known/agent-card.json`;
const LEGACY = `${ORIGIN}/.well-known/agent.json`;
const CARD = {
  name: 'Agent',
  description: 'Answers questions.',
  version: '1.0.0',
  supportedInterfaces: [{ url: `${ORIGIN}/a2a`, protocolBinding: 'JSONRPC', protocolVersion: '1.0' }],
  capabilities: {},
  defaultInputModes: ['text/plain'],
  defaultOutputModes: ['text/plain'],
  skills: [{ id: 'qa', name: 'Q&A', description: 'Answers.', tags: ['qa'] }],
};

function at(url: string, value: unknown): A2aArtifact {
  const document = jsonDocument(url, value);
  const current = url === CURRENT ? document : absentDocument(CURRENT);
  return { current, legacy: url === LEGACY ? document : null, catalogEntries: [], catalogCard: null, card: { url, path: url === CURRENT ? 'current' : 'legacy', value } };
}

const run = (artifact: A2aArtifact, a2aProbe: A2aProbeArtifact = { interfaces: [] }) => runCheck(a2aAgentCard, { origin: { a2a: artifact, a2aProbe } });

describe('a2a-agent-card', () => {
  it('passes an A2A 1.0 card with every required field', () => {
    expect(verdicts(run(at(CURRENT, CARD)))).toEqual(['pass complete']);
  });

  it('warns about missing fields, the 0.3 shape and the legacy path', () => {
    const { supportedInterfaces: _interfaces, ...v03 } = CARD;
    const outcome = run(at(LEGACY, { ...v03, url: `${ORIGIN}/a2a` }));
    expect(verdicts(outcome)).toEqual(['warn missing-fields', 'warn v03-shape', 'warn legacy-path']);
    expect(outcome.findings[0]!.detail).toBe('supportedInterfaces[]');
  });

  it('fails without a card, with a card that is not an object or not an agent card', () => {
    const none = run({ current: absentDocument(CURRENT), legacy: absentDocument(LEGACY), catalogEntries: [], catalogCard: null, card: null });
    expect(verdicts(none)).toEqual([`fail file-absent ${CURRENT}`, `fail file-absent ${LEGACY}`]);
    expect(verdicts(run(at(CURRENT, [1, 2])))).toEqual(['fail not-an-object']);
    expect(verdicts(run(at(CURRENT, { hello: 'world' })))).toEqual(['fail not-a-card']);
  });

  // checks.md "Declared surfaces are called": a card whose interface does not answer like an A2A server cannot pass.
  it('caps a card by how its interfaces answered the GetTask probe', () => {
    const probe = (outcome: A2aInterfaceProbe['outcome']): A2aInterfaceProbe => ({
      url: `${ORIGIN}/a2a`, binding: 'JSONRPC', declaredVersion: '1.0', outcome, request: `POST ${ORIGIN}/a2a`, status: 404, answeredVersion: null, challenge: null, requiredSchemes: null, evidence: 'HTTP 404',
    });
    const card = at(CURRENT, CARD);
    const live = run(card, { interfaces: [probe('answers')] });
    expect([live.score, ...verdicts(live)]).toEqual([100, 'pass complete', `pass interface-answers ${ORIGIN}/a2a`]);
    const dead = run(card, { interfaces: [probe('absent')] });
    expect([dead.score, ...verdicts(dead)]).toEqual([20, 'pass complete', `fail interface-absent ${ORIGIN}/a2a`]);
    const mismatch = run(card, { interfaces: [probe('version-mismatch')] });
    expect(mismatch.score).toBe(80);
  });

  // A2A 1.0 §7.4 (the server MUST authenticate every request, SHOULD send challenge information) and §3.3.2 (HTTP 401
  // for missing credentials, which SHOULD name the required scheme): a 401 with a matching challenge is a live interface.
  it('counts a secured interface that answers 401 with a matching challenge, and warns about one without it or without declared security', () => {
    const probe = (outcome: A2aInterfaceProbe['outcome'], challenge: string | null): A2aInterfaceProbe => ({
      url: `${ORIGIN}/a2a`, binding: 'JSONRPC', declaredVersion: '1.0', outcome, request: `POST ${ORIGIN}/a2a`, status: 401, answeredVersion: null, challenge, requiredSchemes: 'bearer (http: Bearer)', evidence: 'HTTP 401',
    });
    const card = at(CURRENT, CARD);
    const secured = run(card, { interfaces: [probe('secured', 'Bearer realm="a2a"')] });
    expect([secured.score, ...verdicts(secured)]).toEqual([100, 'pass complete', `pass interface-secured ${ORIGIN}/a2a`]);
    expect(secured.findings[1]!.message).toBe(`The JSONRPC interface ${ORIGIN}/a2a is live behind authentication: it answers an unauthenticated GetTask with 401 and a challenge matching the declared bearer (http: Bearer).`);
    const unchallenged = run(card, { interfaces: [probe('auth-unchallenged', null)] });
    expect([unchallenged.score, ...verdicts(unchallenged)]).toEqual([80, 'pass complete', `warn interface-auth-unchallenged ${ORIGIN}/a2a`]);
    expect(unchallenged.findings[1]!.message).toBe(`The JSONRPC interface ${ORIGIN}/a2a answers 401, as the card's security requires, but without a WWW-Authenticate challenge: bearer (http: Bearer).`);
    const undeclared = run(card, { interfaces: [{ ...probe('auth-undeclared', 'Bearer'), requiredSchemes: null }] });
    expect([undeclared.score, ...verdicts(undeclared)]).toEqual([60, 'pass complete', `warn interface-auth-undeclared ${ORIGIN}/a2a`]);
  });

  // a2a.proto AgentCard security_schemes / security_requirements (ProtoJSON oneof), A2A 0.3's OpenAPI shapes; the
  // challenge a scheme answers to: http → its own scheme (RFC 9110 §11.1, case-insensitive), oauth2/openIdConnect →
  // Bearer (RFC 6750 §3) or DPoP (RFC 9449 §7.1), apiKey/mtls → any challenge (RFC 9110 §15.5.2 requires one on a 401).
  it('reads what a card requires and which challenge answers to each scheme type', () => {
    const v1 = cardSecurity({
      securitySchemes: { bearer: { httpAuthSecurityScheme: { scheme: 'Bearer' } }, google: { openIdConnectSecurityScheme: { openIdConnectUrl: 'https://accounts.example/.well-known/openid-configuration' } } },
      securityRequirements: [{ schemes: { bearer: { list: [] } } }],
    });
    expect([v1.required, v1.accepted.map((scheme) => `${scheme.name}:${scheme.kind}`)]).toEqual([true, ['bearer:http']]);
    expect(matchingScheme(v1, parseWwwAuthenticate('bearer realm="x"'))?.name).toBe('bearer');
    expect(matchingScheme(v1, parseWwwAuthenticate('Basic realm="x"'))).toBeNull();
    expect(matchingScheme(v1, [])).toBeNull();
    const oauth = cardSecurity({ securitySchemes: { oauth: { oauth2SecurityScheme: { flows: {} } } } });
    expect(oauth.required).toBe(true);
    expect(matchingScheme(oauth, parseWwwAuthenticate('DPoP algs="ES256"'))?.name).toBe('oauth');
    const v03 = cardSecurity({ securitySchemes: { key: { type: 'apiKey', in: 'header', name: 'X-Key' } }, security: [{ key: [] }] });
    expect(matchingScheme(v03, parseWwwAuthenticate('ApiKey realm="x"'))?.name).toBe('key');
    // An empty requirement allows anonymous calls, as in OpenAPI; no security at all requires nothing.
    expect(cardSecurity({ securitySchemes: { key: { type: 'apiKey' } }, security: [{}, { key: [] }] }).required).toBe(false);
    expect(cardSecurity({ name: 'open' }).required).toBe(false);
  });
});
