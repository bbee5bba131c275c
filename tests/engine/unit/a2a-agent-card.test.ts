// a2a-agent-card (checks.md, check 20): run on hand-built agent card artifacts.
import { describe, expect, it } from 'vitest';
import { a2aAgentCard } from '../../../engine/checks/a2a-agent-card.js';
import type { A2aArtifact } from '../../../engine/gather/a2a.js';
import type { A2aInterfaceProbe, A2aProbeArtifact } from '../../../engine/gather/a2a-probe.js';
import { ORIGIN, absentDocument, jsonDocument, runCheck, verdicts } from './build.js';

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
});
