import { about, fail, info, outcome, pass, warn, type DraftFinding } from '../findings.js';
import { isObject } from '../parse/json-values.js';
import { defineCheck, withCapability } from './define.js';
import { capabilityNo, capabilityNotAsked, capabilityYes, firstNotAsked, platformEvidenceOf } from '../capabilities/outcome.js';
import type { PlatformsArtifact } from '../gather/platforms.js';
import type { CapabilityOutcome } from '../types.js';
import type { A2aArtifact } from '../gather/a2a.js';
import type { A2aProbeArtifact } from '../gather/a2a-probe.js';
import { A2A_AGENT_CARD_ENTRY_TYPE } from '../well-known.js';
import { A2A_INTERFACE_CODES, judgeInterfaces } from './helpers/a2a-interfaces.js';
import { CATALOG_ENTRY_CODES, unusableEntriesFinding } from './helpers/catalog-entries.js';
import { DOCUMENT_CODES, documentEvidence, documentProblem } from './helpers/document-findings.js';

const LEGACY_PATH = 20;
const V03_SHAPE = 30;

const CODES = {
  ...DOCUMENT_CODES,
  ...A2A_INTERFACE_CODES,
  ...CATALOG_ENTRY_CODES,
  'card-via-catalog':
    'The card was found through an AI catalog entry (A2A 1.0 §8.2: registries and catalogs; a2aproject/A2A#2240 proposes the AI Catalog as the preferred mechanism, since the well-known URI holds one agent per domain): information, never a failure; clients that read only /.well-known/agent-card.json will not find it.',
  'not-found': 'No A2A agent card was found.',
  'not-an-object': 'The agent card is not a JSON object.',
  'not-a-card': 'The document is JSON but not an A2A agent card (no name, skills or interfaces).',
  complete: 'The card has every A2A 1.0 required field.',
  'missing-fields': 'The card lacks some A2A 1.0 required fields (the detail lists them).',
  'v03-shape': 'The card has the A2A 0.3 shape (a top-level url, no supportedInterfaces).',
  'legacy-path': 'The card is served only at the legacy path /.well-known/agent.json.',
} as const;
type Code = keyof typeof CODES;

const CARD_HINT =
  'Publish an A2A 1.0 agent card at /.well-known/agent-card.json with name, description, version, supportedInterfaces[] (url, protocolBinding, protocolVersion), capabilities, defaultInputModes, defaultOutputModes and skills[] (id, name, description, tags).';

const CATALOG_ENTRY_HINT = `List the agent card in the AI catalog with "type": "${A2A_AGENT_CARD_ENTRY_TYPE}" and exactly one of "url" (where the card lives) or "data" (the card inline); api-catalog judges the catalog.`;

const nonEmptyString = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const stringArray = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** Every A2A 1.0 required field, as a path and whether the card has it. */
function requiredFields(card: Record<string, unknown>): Array<{ field: string; ok: boolean }> {
  const fields = [
    { field: 'name', ok: nonEmptyString(card.name) },
    { field: 'description', ok: nonEmptyString(card.description) },
    { field: 'version', ok: nonEmptyString(card.version) },
    { field: 'capabilities', ok: isObject(card.capabilities) },
    {
      field: 'defaultInputModes',
      ok: stringArray(card.defaultInputModes) && (card.defaultInputModes as unknown[]).length > 0,
    },
    {
      field: 'defaultOutputModes',
      ok: stringArray(card.defaultOutputModes) && (card.defaultOutputModes as unknown[]).length > 0,
    },
  ];
  const interfaces = Array.isArray(card.supportedInterfaces) ? card.supportedInterfaces : [];
  fields.push({ field: 'supportedInterfaces[]', ok: interfaces.length > 0 });
  interfaces.forEach((item, index) => {
    for (const key of ['url', 'protocolBinding', 'protocolVersion']) {
      fields.push({ field: `supportedInterfaces[${index}].${key}`, ok: isObject(item) && nonEmptyString(item[key]) });
    }
  });
  const skills = Array.isArray(card.skills) ? card.skills : [];
  fields.push({ field: 'skills[]', ok: skills.length > 0 });
  skills.forEach((skill, index) => {
    for (const key of ['id', 'name', 'description']) {
      fields.push({ field: `skills[${index}].${key}`, ok: isObject(skill) && nonEmptyString(skill[key]) });
    }
    fields.push({ field: `skills[${index}].tags`, ok: isObject(skill) && stringArray(skill.tags) });
  });
  return fields;
}

/** A 0.3 card: a top-level `url` (and `preferredTransport`/`protocolVersion`) instead of `supportedInterfaces`. */
function isV03Shape(card: Record<string, unknown>): boolean {
  return (
    card.supportedInterfaces === undefined && (typeof card.url === 'string' || card.preferredTransport !== undefined)
  );
}

export const a2aAgentCard = withCapability(defineCheck({
  meta: {
    id: 'a2a-agent-card',
    name: 'A2A agent card',
    description:
      'An A2A agent card tells other agents what your agent does, how to reach it and which skills it offers.',
    category: 'Actions',
    scope: 'origin',
    profiles: ['agent'],
    codes: CODES,
  },
  requires: { origin: ['a2a', 'a2aProbe', 'platforms'] },
  run({ origin }) {
    const artifact = origin.a2a;
    // An agent-card entry api-catalog judges unusable is no card source: named here, judged there (issue 34).
    const entries = unusableEntriesFinding(artifact.catalogEntries, 'agent card', CATALOG_ENTRY_HINT);
    if (!artifact.card) {
      const documents = [artifact.current, artifact.catalogCard, artifact.legacy].filter((document) => document !== null);
      const findings: Array<DraftFinding<Code>> = documents.flatMap((document) => {
        const problem = documentProblem(`The A2A agent card at ${document.url}`, document, CARD_HINT);
        return problem ? [about(document.url, problem)] : [];
      });
      if (findings.length === 0) findings.push(fail('not-found', 'No A2A agent card was found.', artifact.current.url, CARD_HINT));
      return outcome(0, entries ? [...findings, entries] : findings);
    }
    const loaded = { current: artifact.current, catalog: artifact.catalogCard!, legacy: artifact.legacy! }[artifact.card.path];
    const evidence = documentEvidence(loaded);
    const card = artifact.card.value;
    if (!isObject(card)) {
      return outcome(0, [
        fail('not-an-object', `The A2A agent card at ${artifact.card.url} is not a JSON object.`, evidence, CARD_HINT),
      ]);
    }
    const findings: Array<DraftFinding<Code>> = [];
    if (entries) findings.push(entries);
    const fields = requiredFields(card);
    const missing = fields.filter((field) => !field.ok).map((field) => field.field);
    let score = (100 * (fields.length - missing.length)) / fields.length;
    if (missing.length === 0) {
      findings.push(
        pass('complete', `The A2A agent card has every A2A 1.0 required field (${fields.length} checked).`, evidence, null),
      );
    } else {
      findings.push(
        warn(
          'missing-fields',
          `The A2A agent card lacks ${missing.length} of ${fields.length} required field(s).`,
          missing.slice(0, 12).join(', '),
          CARD_HINT,
        ),
      );
    }
    if (isV03Shape(card)) {
      score -= V03_SHAPE;
      findings.push(
        warn(
          'v03-shape',
          'The card has the A2A 0.3 shape (a top-level url, no supportedInterfaces).',
          evidence,
          'Move the endpoint into supportedInterfaces[] with url, protocolBinding (e.g. "JSONRPC") and protocolVersion "1.0".',
        ),
      );
    }
    if (artifact.card.path === 'legacy') {
      score -= LEGACY_PATH;
      findings.push(
        warn(
          'legacy-path',
          `The card is served only at the legacy path ${artifact.card.url}.`,
          evidence,
          'Serve it at /.well-known/agent-card.json (A2A 1.0); keep the legacy path as a copy if older clients need it.',
        ),
      );
    }
    if (artifact.card.path === 'catalog') {
      findings.push(
        info(
          'card-via-catalog',
          `The agent card was found through an AI catalog entry (${artifact.card.url}), the mechanism that lists several agents on one domain (a2aproject/A2A#2240); clients that read only ${artifact.current.url} will not find it.`,
          evidence,
          'Keep the catalog entry; where one agent is the domain\'s, serving its card at /.well-known/agent-card.json too (A2A 1.0 §8.2) reaches clients that read only that location.',
        ),
      );
    }
    if (
      !Object.keys(card).some((key) => ['name', 'skills', 'supportedInterfaces', 'url', 'capabilities'].includes(key))
    ) {
      return outcome(0, [
        fail(
          'not-a-card',
          `${artifact.card.url} is JSON but not an A2A agent card (no name, skills or interfaces).`,
          evidence,
          CARD_HINT,
        ),
      ]);
    }
    // Declared is not working: each interface was called (gather/a2a-probe.ts), and one that does not answer caps the score.
    const interfaces = judgeInterfaces(origin.a2aProbe);
    findings.push(...interfaces.findings);
    return outcome(Math.max(1, Math.min(score, interfaces.cap)), findings);
  },
}), ({ origin }) => a2aCapability(origin.a2a, origin.a2aProbe, origin.platforms));

/**
 * The A2A capability (checks.md 2026-12c): probed when an interface the card declares answered its binding as A2A says
 * (the task-not-found error for a random id, or a 401 with the challenge the card's security declares); declared when
 * a card loads and no interface did. A2A has no read-only operation that answers with data without a task, so it is
 * never exercised. Could not ask when the card's location asks for authentication.
 */
function a2aCapability(artifact: A2aArtifact, probe: A2aProbeArtifact, platforms: PlatformsArtifact): CapabilityOutcome {
  const card = artifact.card;
  if (card) {
    const loaded = { current: artifact.current, catalog: artifact.catalogCard, legacy: artifact.legacy }[card.path];
    const response = loaded?.kind === 'ok' ? platformEvidenceOf(loaded.response) : null;
    const answered = probe.interfaces.find((entry) => entry.outcome === 'answers' || entry.outcome === 'secured');
    if (answered) return capabilityYes('a2a', platforms.detected, { level: 'probed', basis: 'exchange', url: answered.url, response, detail: `The ${answered.binding} interface ${answered.url} of the card at ${card.url} answered as its binding says (${answered.outcome === 'secured' ? 'a 401 with the declared challenge' : 'task not found'}).` });
    return capabilityYes('a2a', platforms.detected, { level: 'declared', basis: 'file', url: card.url, response, detail: `An A2A agent card loads at ${card.url}, but none of its ${probe.interfaces.length} interface(s) answered as its binding says.` });
  }
  const notAsked = firstNotAsked([artifact.current.file.result]);
  if (notAsked) return capabilityNotAsked('a2a', notAsked.reason, artifact.current.url, notAsked.detail);
  return capabilityNo('a2a', null, `No A2A agent card answers at ${artifact.current.url}${artifact.legacy ? ` or ${artifact.legacy.url}` : ''}.`);
}
