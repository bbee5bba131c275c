// What the openapi check says about the servers URL and the safe operations it called (gather/openapi-probe.ts).
import { about, fail, info, pass, warn, type CodeMeanings, type DraftFinding } from '../../findings.js';
import type { OpenApiProbeArtifact, OperationProbe } from '../../gather/openapi-probe.js';
import { SURFACE_PROBE_LIMITS } from '../../config.js';

export const OPENAPI_CALL_CODES = {
  'server-answers': 'The first servers URL answers HTTP (any status below 500).',
  'server-unreachable': 'The first servers URL does not answer, or answers 5xx.',
  'operation-answers': 'A safe GET operation answers with a declared status, a declared content type and a body valid against the declared schema (subject: its URL).',
  'operation-body-unchecked': 'A safe GET operation answers with a declared status and content type, but its body was not fully validated: the declared schema is over a compile budget, or some of its patterns cannot run in linear time (the detail names the budget; not a failure; subject: its URL).',
  'operation-wrong-status': 'A safe GET operation answers a status the description does not declare (subject: its URL).',
  'operation-wrong-content-type': 'A safe GET operation answers a content type the description does not declare for that status (subject: its URL).',
  'operation-invalid-body': 'A safe GET operation answers a body that is not valid against the declared schema (subject: its URL).',
  'operation-unreachable': 'A safe GET operation could not be called (connection refused, name not found, network; subject: its URL).',
  'operation-not-measured':
    "A safe GET operation, or the servers URL, was called but not measured: the audit's own limits (its time budget, its target rules) ended the call; no points lost (subject: its URL).",
  'no-safe-operations': `No GET operation without required parameters and security requirements to call (at most ${SURFACE_PROBE_LIMITS.openapiOperations} are called).`,
} as const satisfies CodeMeanings;
type CallCode = keyof typeof OPENAPI_CALL_CODES;

/** A description whose API does not answer as it says cannot pass. */
const BROKEN_CAP = 60;

const OPERATION_HINT = 'Make the description and the API agree: declare every status and content type the operation answers, and the schema its body follows (or fix the API).';

function operationFinding(probe: OperationProbe): DraftFinding<CallCode> {
  const detail = `${probe.url} — ${probe.evidence}`;
  switch (probe.outcome) {
    case 'answers':
      return pass('operation-answers', `${probe.operation} answers as the description declares.`, detail, null);
    case 'unchecked':
      return warn('operation-body-unchecked', `${probe.operation} answers with a declared status and content type; its body was not fully validated.`, detail, 'Keep response schemas small enough to compile, and write their patterns without lookahead or backreferences (JSON Schema 2020-12 Core §6.4 recommends a subset every engine runs).');
    case 'wrong-status':
      return fail('operation-wrong-status', `${probe.operation} answers a status the description does not declare.`, detail, OPERATION_HINT);
    case 'wrong-content-type':
      return fail('operation-wrong-content-type', `${probe.operation} answers a content type the description does not declare.`, detail, OPERATION_HINT);
    case 'invalid-body':
      return fail('operation-invalid-body', `${probe.operation} answers a body that does not match the declared schema.`, detail, OPERATION_HINT);
    case 'unreachable':
      return warn('operation-unreachable', `${probe.operation} could not be called: ${probe.evidence}`, probe.url, 'Make sure the API answers within the audit timeout.');
    case 'not-measured':
      return info('operation-not-measured', `${probe.operation} was not measured: ${probe.evidence}`, probe.url, null);
  }
}

export function judgeCalls(artifact: OpenApiProbeArtifact): { findings: Array<DraftFinding<CallCode>>; cap: number } {
  if (!artifact.server) return { findings: [], cap: 100 };
  const server = artifact.server;
  const findings: Array<DraftFinding<CallCode>> = [
    server.ok
      ? pass('server-answers', `The servers URL ${server.url} answers.`, `${server.url} — ${server.evidence}`, null)
      : server.notMeasured
        ? about(server.url, info('operation-not-measured', `The servers URL ${server.url} was not measured: ${server.evidence}`, server.url, null))
        : fail('server-unreachable', `The servers URL ${server.url} does not answer: ${server.evidence}.`, server.url, 'List in servers[0].url the base URL the API is served at (OpenAPI §4.8.5).'),
  ];
  findings.push(...artifact.operations.map((probe) => about(probe.url, operationFinding(probe))));
  if (artifact.operations.length === 0) {
    findings.push(info('no-safe-operations', `None of the ${artifact.getOperations} GET operation(s) can be called without parameters or credentials, so only the servers URL was called.`, null, null));
  }
  const broken = findings.some((finding) => finding.status === 'fail');
  return { findings, cap: broken ? BROKEN_CAP : 100 };
}
