// The auth.md half of `oauth-discovery` (checks.md 2026-11, workos/auth.md v0.1–v0.7). RFC 8414 and RFC 9728 rules
// stay with the OAuth checks: nothing here re-scores them. A site without auth.md or agent_auth gets nothing from here.
import { findingsFor, outcome, type CheckOutcome, type CodeMeanings, type CodeStatuses, type DraftFinding } from '../../findings.js';
import type { AuthMdArtifact, AuthMdFile } from '../../gather/auth-md.js';
import { isObject } from '../../parse/json-values.js';
import { isAbsoluteHttpUrl, resolveUrl } from '../../parse/urls.js';
import { responseEvidence } from './file-findings.js';

export const AUTH_MD_CODES = {
  'auth-md-valid': 'auth.md is valid, and agent_auth (if any) points at it.',
  'auth-md-title': 'auth.md H1 without "auth.md".',
  'auth-md-problems': 'auth.md of another type, or without H1.',
  'auth-md-advertised-html': 'An advertised auth.md answers HTML or an error.',
  'agent-auth-problems': 'agent_auth lacks an absolute registration endpoint or identity types, or a matching skill.',
  'agent-auth-fields': 'Unknown agent_auth fields.',
  'agent-auth-misplaced': 'agent_auth on the resource metadata.',
  'agent-auth-identity-assertion':
    'agent_auth lists identity_assertion among identity_types_supported but has no identity_assertion object whose assertion_types_supported names the assertions it accepts (ID-JAG, verified_email; auth.md Step 1b, Step 2).',
  'auth-md-alone': 'A valid auth.md without valid OAuth metadata.',
} as const satisfies CodeMeanings;
export type AuthMdCode = keyof typeof AUTH_MD_CODES;
export const AUTH_MD_STATUSES = {
  'auth-md-valid': ['pass'],
  'auth-md-title': ['info'],
  'auth-md-problems': ['warn'],
  'auth-md-advertised-html': ['warn'],
  'agent-auth-problems': ['warn'],
  'agent-auth-fields': ['info'],
  'agent-auth-misplaced': ['warn'],
  'agent-auth-identity-assertion': ['warn'],
  'auth-md-alone': ['warn'],
} as const satisfies CodeStatuses<AuthMdCode>;
const { info, pass, warn } = findingsFor(AUTH_MD_STATUSES);

/** agent_auth members of v0.1 and of later versions (v0.2–v0.7 renamed the endpoints). */
const REGISTRATION_FIELDS = ['identity_endpoint', 'register_uri'] as const;
/** The per-method objects (`anonymous`, `identity_assertion`) and `events_supported` are the current template's (AUTH.md Step 1b). */
const KNOWN_FIELDS = new Set([...REGISTRATION_FIELDS, 'claim_endpoint', 'claim_uri', 'events_endpoint', 'events_supported', 'revocation_uri', 'revocation_endpoint', 'identity_types_supported', 'anonymous', 'identity_assertion', 'skill', 'version']);
/** The assertion types the current auth.md names (Step 3: "identity_assertion + id-jag" and "identity_assertion + email"). */
const KNOWN_ASSERTION_TYPES = ['urn:ietf:params:oauth:token-type:id-jag', 'verified_email'];
const TEXT_TYPES = new Set(['text/markdown', 'text/plain']);
const AUTH_MD_HINT = 'Serve /auth.md as text/markdown starting with "# auth.md", describing how an agent registers and authenticates (workos/auth.md template).';

interface AuthMdPart<C extends string> {
  present: boolean;
  valid: boolean;
  findings: Array<DraftFinding<C>>;
}

function judgeFile(file: AuthMdFile, findings: Array<DraftFinding<AuthMdCode>>): boolean {
  const response = file.file.response;
  const advertised = file.via.some((via) => via !== 'well-known');
  if (file.file.kind !== 'ok' || !response) {
    if (advertised) {
      findings.push(warn('auth-md-advertised-html', `The auth.md advertised by ${file.via.filter((via) => via !== 'well-known').map((via) => (via === 'link' ? 'a Link header' : 'agent_auth.skill')).join(' and ')} does not answer a markdown file.`, file.file.failure ? `${file.url} — ${file.file.failure.message}` : responseEvidence(file.file), AUTH_MD_HINT));
    }
    return false;
  }
  const problems: string[] = [];
  if (!TEXT_TYPES.has(response.contentType)) problems.push(`it is served as ${response.contentType || 'an unspecified type'}, not text/markdown`);
  if (file.h1 === null) problems.push('it has no H1');
  if (problems.length > 0) {
    findings.push(warn('auth-md-problems', `auth.md at ${file.url}: ${problems.join('; ')}.`, responseEvidence(file.file), AUTH_MD_HINT));
    return false;
  }
  if (!/auth\.md/i.test(file.h1!)) findings.push(info('auth-md-title', `auth.md's H1 "${file.h1!.slice(0, 80)}" does not contain "auth.md"; agents read it anyway.`, responseEvidence(file.file), null));
  return true;
}

function judgeAgentAuth(artifact: AuthMdArtifact, validFiles: readonly AuthMdFile[], findings: Array<DraftFinding<AuthMdCode>>): boolean {
  for (const found of artifact.misplaced) {
    findings.push(warn('agent-auth-misplaced', 'agent_auth is on the protected-resource metadata; auth.md puts it in the authorization server\'s RFC 8414 metadata.', found.documentUrl, 'Move "agent_auth" to /.well-known/oauth-authorization-server of the authorization server.'));
  }
  const found = artifact.agentAuth;
  if (!found) return artifact.misplaced.length === 0;
  const value = found.value;
  if (!isObject(value)) {
    findings.push(warn('agent-auth-problems', 'agent_auth is not an object.', found.documentUrl, null));
    return false;
  }
  const problems: string[] = [];
  const registration = REGISTRATION_FIELDS.map((field) => value[field]).find((item) => item !== undefined);
  if (registration === undefined) problems.push('no registration endpoint ("identity_endpoint", or v0.1\'s "register_uri")');
  else if (!isAbsoluteHttpUrl(registration)) problems.push(`the registration endpoint ${JSON.stringify(registration).slice(0, 80)} is not an absolute URL`);
  const types = value.identity_types_supported;
  if (!Array.isArray(types) || types.length === 0) problems.push('"identity_types_supported" is missing or empty');
  if (typeof value.skill === 'string') {
    const skill = resolveUrl(value.skill, found.documentUrl);
    if (!skill || !validFiles.some((file) => file.url === skill)) problems.push(`"skill" (${value.skill.slice(0, 80)}) does not resolve to a valid auth.md`);
  }
  const assertion = identityAssertionProblems(value);
  if (assertion.length > 0) {
    findings.push(
      warn(
        'agent-auth-identity-assertion',
        `agent_auth accepts identity_assertion, but ${assertion.join('; ')}: an agent cannot tell whether its assertion will be accepted.`,
        found.documentUrl,
        `Describe the method: "identity_assertion": {"assertion_types_supported": ["${KNOWN_ASSERTION_TYPES.join('", "')}"]} (auth.md Step 1b).`,
      ),
    );
  }
  const unknown = Object.keys(value).filter((key) => !KNOWN_FIELDS.has(key));
  if (unknown.length > 0) findings.push(info('agent-auth-fields', `agent_auth has ${unknown.length} field${unknown.length === 1 ? '' : 's'} no auth.md version defines: ${unknown.slice(0, 8).join(', ')}.`, found.documentUrl, 'Use the auth.md names: identity_endpoint (v0.1 register_uri), claim_endpoint (claim_uri), events_endpoint, identity_types_supported, skill.'));
  if (problems.length > 0 || assertion.length > 0) {
    if (problems.length > 0) findings.push(warn('agent-auth-problems', `agent_auth: ${problems.join('; ')}.`, found.documentUrl, 'Give agent_auth an absolute "identity_endpoint", a non-empty "identity_types_supported" and a "skill" that points at your auth.md.'));
    return false;
  }
  return artifact.misplaced.length === 0;
}

/**
 * The identity_assertion rule of the current auth.md text (workos/auth.md AUTH.md, Step 1b: `identity_assertion.
 * assertion_types_supported` "which assertion types this service accepts (ID-JAG, verified email, etc.)" and
 * Step 2: "If the matching *_supported array doesn't list your method, this service won't accept that registration
 * shape"). Applies when identity_types_supported lists it. (`credential_types_supported` is not required: the current
 * text trades the assertion for an access_token at the token endpoint.)
 */
function identityAssertionProblems(value: Record<string, unknown>): string[] {
  const types = value.identity_types_supported;
  if (!Array.isArray(types) || !types.includes('identity_assertion')) return [];
  const method = value.identity_assertion;
  if (!isObject(method)) return ['it has no "identity_assertion" object'];
  const nonEmpty = (list: unknown) => Array.isArray(list) && list.length > 0 && list.every((item) => typeof item === 'string' && item !== '');
  return nonEmpty(method.assertion_types_supported) ? [] : ['"identity_assertion.assertion_types_supported" is missing or empty'];
}

function judgeAuthMd(artifact: AuthMdArtifact): AuthMdPart<AuthMdCode> {
  const findings: Array<DraftFinding<AuthMdCode>> = [];
  const answered = artifact.files.filter((file) => file.file.kind === 'ok' || file.via.some((via) => via !== 'well-known'));
  const present = answered.length > 0 || artifact.agentAuth !== null || artifact.misplaced.length > 0;
  if (!present) return { present, valid: false, findings };
  const validFiles = artifact.files.filter((file) => judgeFile(file, findings));
  const agentAuthOk = judgeAgentAuth(artifact, validFiles, findings);
  const valid = validFiles.length > 0 && agentAuthOk;
  if (valid) findings.unshift(pass('auth-md-valid', `auth.md at ${validFiles[0]!.url} tells agents how to authenticate${artifact.agentAuth ? ', and agent_auth points them at it' : ''}.`, responseEvidence(validFiles[0]!.file), null));
  return { present, valid, findings };
}

/** Points auth.md problems take off valid authorization-server metadata; what a valid auth.md alone earns. */
const PROBLEMS_CAP = 80;
const ALONE_SCORE = 50;

/** The OAuth outcome with auth.md judged beside it (`metadataValid`: a usable RFC 8414/OIDC document was found). */
export function withAuthMd<C extends string>(artifact: AuthMdArtifact, judged: CheckOutcome<C>, metadataValid: boolean): CheckOutcome<C | AuthMdCode> {
  const part = judgeAuthMd(artifact);
  if (!part.present) return judged;
  const findings: Array<DraftFinding<C | AuthMdCode>> = [...judged.findings, ...part.findings];
  if (metadataValid) return outcome<C | AuthMdCode>(part.valid ? judged.score : Math.min(judged.score, PROBLEMS_CAP), findings);
  if (part.valid) {
    findings.push(warn('auth-md-alone', 'There is no valid authorization-server metadata, but auth.md tells agents how to authenticate.', null, 'Publish /.well-known/oauth-authorization-server (RFC 8414) too, so OAuth clients find the endpoints auth.md describes.'));
    return outcome<C | AuthMdCode>(ALONE_SCORE, findings);
  }
  return { ...judged, findings };
}
