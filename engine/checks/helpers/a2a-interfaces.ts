// What the a2a-agent-card check says about the interfaces the card declares, once each was called (gather/a2a-probe.ts).
import { about, fail, info, pass, warn, type CodeMeanings, type DraftFinding } from '../../findings.js';
import type { A2aInterfaceOutcome, A2aInterfaceProbe, A2aProbeArtifact } from '../../gather/a2a-probe.js';

export const A2A_INTERFACE_CODES = {
  'interface-answers': 'The interface answered a GetTask for an unknown task with its binding\'s task-not-found error (A2A 1.0 §5.4, §9, §11; subject: the interface URL).',
  'interface-absent': 'Nothing A2A answers at a declared interface (404, 405, 410 or an HTML page; subject: the interface URL).',
  'interface-not-a2a': 'A declared interface answered, but not as its binding says (subject: the interface URL).',
  'interface-version-mismatch': 'A declared interface refused the version the card declares, or answered with another A2A-Version (A2A 1.0 §3.6.2; subject: the interface URL).',
  'interface-unreachable': 'A declared interface could not be reached (connection refused, name not found, network; subject: the interface URL).',
  'interface-not-measured':
    "A declared interface was called but not measured: the audit's own limits (its time budget, its target rules) ended the call; no points lost (subject: the interface URL).",
  'interface-not-probed': 'A declared interface was not called: a binding the audit does not speak (gRPC), or over the audit\'s budget (subject: the interface URL).',
  'interface-secured':
    'The interface answered the unauthenticated call with 401 and a challenge matching a scheme the card requires: a live secured interface (A2A 1.0 §7.4, §3.3.2; subject: the interface URL).',
  'interface-auth-unchallenged':
    'The interface answered 401, as the card\'s security requires, but without a WWW-Authenticate challenge matching the declared scheme (A2A 1.0 §7.4, §3.3.2; subject: the interface URL).',
  'interface-auth-undeclared':
    'The interface answered 401, but the card declares no securitySchemes/securityRequirements, so a client cannot know how to authenticate (subject: the interface URL).',
} as const satisfies CodeMeanings;
type InterfaceCode = keyof typeof A2A_INTERFACE_CODES;

/** A card whose interfaces do not answer cannot pass: at most this score when none answers, and this when some do not. */
const NONE_ANSWER_CAP = 20;
const SOME_FAIL_CAP = 60;
const MISMATCH_CAP = 80;
/** A 401 without a matching challenge: the interface lives, but a client cannot tell from it how to authenticate. */
const UNCHALLENGED_CAP = 80;
/** A 401 from a card without security: the card does not tell a client how to call its own interface. */
const UNDECLARED_CAP = 60;

/** Outcomes that show an A2A server at the interface (answering, or refusing as its declared security says). */
const LIVE: ReadonlySet<A2aInterfaceOutcome> = new Set(['answers', 'secured']);
/** Outcomes that show a server there, with something a client trips over: warnings, never "not A2A". */
const LIVE_WITH_PROBLEMS: ReadonlySet<A2aInterfaceOutcome> = new Set(['version-mismatch', 'auth-unchallenged', 'auth-undeclared']);

const INTERFACE_HINT =
  'Serve the A2A endpoint at the URL the card declares: JSON-RPC answers POST {"jsonrpc":"2.0","method":"GetTask","params":{"id":"…"}} with error -32001 for an unknown task; HTTP+JSON answers GET <url>/tasks/{id} with 404 and a google.rpc.Status body.';

function finding(probe: A2aInterfaceProbe): DraftFinding<InterfaceCode> {
  const named = `The ${probe.binding} interface ${probe.url}`;
  const detail = probe.request ? `${probe.request} — ${probe.evidence}` : probe.evidence;
  switch (probe.outcome) {
    case 'answers':
      return pass('interface-answers', `${named} answers as A2A ${probe.declaredVersion ?? ''}: a GetTask for an unknown task gets the task-not-found error.`.replace('  ', ' '), detail, null);
    case 'secured':
      return pass(
        'interface-secured',
        `${named} is live behind authentication: it answers an unauthenticated GetTask with 401 and a challenge matching the declared ${probe.requiredSchemes ?? 'scheme'}.`,
        `${detail} — WWW-Authenticate: ${probe.challenge ?? '(none)'}`,
        null,
      );
    case 'auth-unchallenged':
      return warn(
        'interface-auth-unchallenged',
        `${named} answers 401, as the card's security requires, but ${probe.challenge ? `its challenge (${probe.challenge.slice(0, 80)}) matches none of the declared schemes` : 'without a WWW-Authenticate challenge'}: ${probe.requiredSchemes ?? ''}.`.replace(/: \.$/, '.'),
        detail,
        'Answer unauthenticated calls with 401 and a WWW-Authenticate challenge for the scheme the card declares (e.g. `WWW-Authenticate: Bearer` for an http bearer, oauth2 or openIdConnect scheme; RFC 9110 §11.6.1, RFC 6750 §3; A2A 1.0 §7.4).',
      );
    case 'auth-undeclared':
      return warn(
        'interface-auth-undeclared',
        `${named} answers 401, but the card declares no securitySchemes or securityRequirements, so a client reading it cannot know how to authenticate.`,
        `${detail}${probe.challenge ? ` — WWW-Authenticate: ${probe.challenge}` : ''}`,
        'Declare in the card the scheme the interface requires: securitySchemes (e.g. {"bearer": {"httpAuthSecurityScheme": {"scheme": "Bearer"}}}) and securityRequirements (A2A 1.0 §4.5, §7.3).',
      );
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
    case 'not-measured':
      return info('interface-not-measured', `${named} was not measured: ${probe.evidence}`, probe.request, null);
  }
}

/** Findings for every declared interface, and the highest score the card may keep given how they answered. */
export function judgeInterfaces(artifact: A2aProbeArtifact): { findings: Array<DraftFinding<InterfaceCode>>; cap: number } {
  const findings = artifact.interfaces.map((probe) => about(probe.url, finding(probe)));
  // Interfaces not called, or whose call our own limits ended, were not measured: never counted against the card.
  const called = artifact.interfaces.filter((probe) => probe.outcome !== 'not-probed' && probe.outcome !== 'not-measured');
  const bad = called.filter((probe) => !LIVE.has(probe.outcome) && !LIVE_WITH_PROBLEMS.has(probe.outcome));
  const answering = called.length - bad.length;
  const has = (outcome: A2aInterfaceOutcome) => called.some((probe) => probe.outcome === outcome);
  let cap = 100;
  if (called.length > 0 && answering === 0) cap = NONE_ANSWER_CAP;
  else if (bad.length > 0) cap = SOME_FAIL_CAP;
  else if (has('auth-undeclared')) cap = UNDECLARED_CAP;
  else if (has('version-mismatch')) cap = MISMATCH_CAP;
  else if (has('auth-unchallenged')) cap = UNCHALLENGED_CAP;
  // A card none of whose interfaces could be called at all (gRPC only) proves nothing: it cannot pass either.
  if (artifact.interfaces.length > 0 && called.length === 0) cap = 99;
  return { findings, cap };
}
