// What the a2a-agent-card check says about the interfaces the card declares, once each was called (gather/a2a-probe.ts).
import { about, fail, info, pass, warn, type CodeMeanings, type DraftFinding } from '../../findings.js';
import type { A2aInterfaceProbe, A2aProbeArtifact } from '../../gather/a2a-probe.js';

export const A2A_INTERFACE_CODES = {
  'interface-answers': 'The interface answered a GetTask for an unknown task with its binding\'s task-not-found error (A2A 1.0 §5.4, §9, §11; subject: the interface URL).',
  'interface-absent': 'Nothing A2A answers at a declared interface (404, 405, 410 or an HTML page; subject: the interface URL).',
  'interface-not-a2a': 'A declared interface answered, but not as its binding says (subject: the interface URL).',
  'interface-version-mismatch': 'A declared interface refused the version the card declares, or answered with another A2A-Version (A2A 1.0 §3.6.2; subject: the interface URL).',
  'interface-unreachable': 'A declared interface could not be reached (timeout, refused target, network; subject: the interface URL).',
  'interface-not-probed': 'A declared interface was not called: a binding the audit does not speak (gRPC), or over the audit\'s budget (subject: the interface URL).',
} as const satisfies CodeMeanings;
type InterfaceCode = keyof typeof A2A_INTERFACE_CODES;

/** A card whose interfaces do not answer cannot pass: at most this score when none answers, and this when some do not. */
const NONE_ANSWER_CAP = 20;
const SOME_FAIL_CAP = 60;
const MISMATCH_CAP = 80;

const INTERFACE_HINT =
  'Serve the A2A endpoint at the URL the card declares: JSON-RPC answers POST {"jsonrpc":"2.0","method":"GetTask","params":{"id":"…"}} with error -32001 for an unknown task; HTTP+JSON answers GET <url>/tasks/{id} with 404 and a google.rpc.Status body.';

function finding(probe: A2aInterfaceProbe): DraftFinding<InterfaceCode> {
  const named = `The ${probe.binding} interface ${probe.url}`;
  const detail = probe.request ? `${probe.request} — ${probe.evidence}` : probe.evidence;
  switch (probe.outcome) {
    case 'answers':
      return pass('interface-answers', `${named} answers as A2A ${probe.declaredVersion ?? ''}: a GetTask for an unknown task gets the task-not-found error.`.replace('  ', ' '), detail, null);
    case 'version-mismatch':
      return warn(
        'interface-version-mismatch',
        `${named} does not speak the A2A version the card declares (${probe.declaredVersion ?? 'none'})${probe.answeredVersion ? `; it answered ${probe.answeredVersion}` : ''}.`,
        detail,
        'Declare in protocolVersion the A2A version the endpoint speaks (A2A 1.0 §3.6), or serve that version.',
      );
    case 'absent':
      return fail('interface-absent', `${named} does not answer as an A2A server: nothing A2A is served there.`, detail, INTERFACE_HINT);
    case 'not-a2a':
      return fail('interface-not-a2a', `${named} answered, but not as the ${probe.binding} binding says.`, detail, INTERFACE_HINT);
    case 'unreachable':
      return warn('interface-unreachable', `${named} could not be reached: ${probe.evidence}`, probe.request, 'Make sure the endpoint answers within the audit timeout.');
    case 'not-probed':
      return info('interface-not-probed', `${named} was not called (${probe.evidence}).`, null, null);
  }
}

/** Findings for every declared interface, and the highest score the card may keep given how they answered. */
export function judgeInterfaces(artifact: A2aProbeArtifact): { findings: Array<DraftFinding<InterfaceCode>>; cap: number } {
  const findings = artifact.interfaces.map((probe) => about(probe.url, finding(probe)));
  const called = artifact.interfaces.filter((probe) => probe.outcome !== 'not-probed');
  const bad = called.filter((probe) => probe.outcome !== 'answers' && probe.outcome !== 'version-mismatch');
  const answering = called.length - bad.length;
  let cap = 100;
  if (called.length > 0 && answering === 0) cap = NONE_ANSWER_CAP;
  else if (bad.length > 0) cap = SOME_FAIL_CAP;
  else if (called.some((probe) => probe.outcome === 'version-mismatch')) cap = MISMATCH_CAP;
  // A card none of whose interfaces could be called at all (gRPC only) proves nothing: it cannot pass either.
  if (artifact.interfaces.length > 0 && called.length === 0) cap = 99;
  return { findings, cap };
}
