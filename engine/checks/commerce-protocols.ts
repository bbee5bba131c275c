import { about, fail, info, outcome, pass, warn, type DraftFinding } from '../findings.js';
import type { CommerceArtifact } from '../gather/commerce.js';
import type { JsonDocument } from '../gather/json-document.js';
import { mppChallenges, validateAcp, validateAp2, validateUcp, validateX402, validateX402Manifest, x402Requirements } from '../parse/commerce.js';
import { describeLeaks, expiredAt, KEY_CURVES, keyName, leakingKeys, unsupportedCurve } from '../parse/jwk-hygiene.js';
import { judgeUcpProfile, UCP_RELEASES } from '../parse/ucp-versions.js';
import { defineCheck, withCapability } from './define.js';
import { capabilityNo, capabilityNotAsked, capabilityYes, firstNotAsked, platformEvidenceOf } from '../capabilities/outcome.js';
import type { PlatformsArtifact } from '../gather/platforms.js';
import type { CapabilityOutcome } from '../types.js';
import { documentEvidence } from './helpers/document-findings.js';

/** Discovered but with shape errors. */
const DISCOVERED_WITH_ERRORS = 50;

const CODES = {
  'protocol-valid': 'A commerce protocol was discovered and is valid for its spec (subject: the protocol, and the URL of a 402).',
  'protocol-shape-errors': 'A commerce protocol was discovered with shape errors (subject: the protocol, and the URL of a 402).',
  'document-unparseable': 'A discovery document does not parse (subject: the protocol).',
  'document-over-cap': 'A discovery document is over the 256 KiB cap and was not judged (subject: the protocol).',
  'unknown-402': 'A 402 answer carries neither x402 requirements nor an MPP Payment challenge (subject: its URL).',
  none: 'No agent commerce protocol was found (UCP, ACP, x402, MPP or AP2).',
  'valid-protocols': 'The protocols discovered and valid.',
  'draft-discovery': 'A discovery mechanism that is still a draft (the ACP well-known file, the x402 manifest) was found: reported as such (subject: the protocol).',
  'ucp-version-mismatch':
    'The UCP profile carries fields of another UCP release than the one it declares (2026-08-25 moved signing_keys to the root keys JWK Set), each named with what replaced it: a warning (issue 62 point 2).',
  'ucp-unknown-version': 'The UCP profile declares no version, or one that is no published UCP release: it is judged against the latest release.',
  'private-key-published':
    'A key set the profile publishes (UCP keys or signing_keys) holds private key material (d, p, q, dp, dq, qi, oth or k): each key and member named, never the value.',
  'expired-key': 'A key the profile publishes has an exp in the past (subject: the key).',
  'key-curve-unrecognised':
    'A key the profile publishes is on a curve UCP does not name (P-256, P-384, Ed25519; the vocabulary is open, verifiers ignore such keys): information.',
} as const;
type Code = keyof typeof CODES;

interface Detection {
  protocol: string;
  valid: boolean;
  finding: DraftFinding<Code>;
}

const SPEC_HINT: Record<string, string> = {
  UCP: 'Follow the UCP business profile: {"ucp": {"version": "YYYY-MM-DD", "services": {...}, "capabilities": {...}}} at /.well-known/ucp.',
  'x402 manifest': 'Publish /.well-known/x402 as JSON {"x402Version": 2, "resources": [{"resource": "https://example.com/api/paid", "accepts": [{scheme, network, amount, asset, payTo}]}]}.',
  ACP: 'Follow the ACP discovery RFC: protocol {name "acp", version, supported_versions}, api_base_url, transports and capabilities.services at /.well-known/acp.json.',
  x402: 'Answer 402 with a PAYMENT-REQUIRED header holding base64 JSON {x402Version, accepts: [{scheme, network, amount, asset, payTo}]}.',
  MPP: 'Answer 402 with `WWW-Authenticate: Payment id=..., realm=..., method=..., intent=..., request=...`.',
  AP2: 'Declare AP2 in the A2A card as capabilities.extensions[] {uri: "https://github.com/google-agentic-commerce/ap2/...", params: {roles: [...]}}.',
};

type DocumentProtocol = 'UCP' | 'ACP' | 'x402 manifest';

/** Discovery mechanisms their own specifications still call drafts (checks.md 26, 2026). */
const DRAFT_DISCOVERY: Partial<Record<DocumentProtocol, string>> = {
  ACP: 'ACP\'s well-known discovery file (/.well-known/acp.json) is a draft discovery mechanism (the ACP discovery RFC is not final); agents may not look for it yet.',
  'x402 manifest': 'The /.well-known/x402 manifest comes from the x402 discovery draft; agents may not look for it yet, while a 402 with payment requirements works with every x402 client.',
};

function documentDetection(
  protocol: DocumentProtocol,
  document: JsonDocument,
  validate: (value: unknown) => string[],
): Detection | null {
  const evidence = documentEvidence(document);
  const detection = documentVerdict(protocol, document, validate, evidence);
  return detection && { ...detection, finding: about(protocol, detection.finding) };
}

function documentVerdict(
  protocol: DocumentProtocol,
  document: JsonDocument,
  validate: (value: unknown) => string[],
  evidence: string,
): Detection | null {
  if (document.kind === 'ok') {
    const problems = validate(document.value);
    return problems.length === 0
      ? { protocol, valid: true, finding: pass('protocol-valid', `${protocol} discovery document is valid.`, evidence, null) }
      : {
          protocol,
          valid: false,
          finding: warn(
            'protocol-shape-errors',
            `${protocol} discovery document has shape errors: ${problems.join('; ')}.`,
            evidence,
            SPEC_HINT[protocol]!,
          ),
        };
  }
  if (document.kind === 'invalid') {
    return {
      protocol,
      valid: false,
      finding: warn(
        'document-unparseable',
        `${protocol} discovery document does not parse: ${document.parseError}`,
        evidence,
        SPEC_HINT[protocol]!,
      ),
    };
  }
  if (document.kind === 'over-cap') {
    return {
      protocol,
      valid: false,
      finding: warn(
        'document-over-cap',
        `${protocol} discovery document is over the 256 KiB cap and was not judged.`,
        evidence,
        SPEC_HINT[protocol]!,
      ),
    };
  }
  return null;
}

/**
 * The UCP profile against the schema of the release it declares (parse/ucp-versions.ts): valid only with no shape
 * error, no field of another release, a published version and no private key; its key set judged like every JWK Set
 * the audit reads (parse/jwk-hygiene.ts).
 */
function ucpDetection(document: JsonDocument, fetchedAt: number): { detection: Detection | null; findings: Array<DraftFinding<Code>> } {
  if (document.kind !== 'ok') return { detection: documentDetection('UCP', document, validateUcp), findings: [] };
  const evidence = documentEvidence(document);
  const judged = judgeUcpProfile(document.value);
  const release = `UCP ${judged.judgedAs}`;
  // What keeps the profile from being valid, each its own finding; the first stands for the protocol's detection.
  const blocking: Array<DraftFinding<Code>> = [];
  if (judged.problems.length > 0) blocking.push(warn('protocol-shape-errors', `UCP profile has shape errors against the ${release} schema: ${judged.problems.join('; ')}.`, evidence, SPEC_HINT.UCP!));
  if (judged.unknownVersion) {
    blocking.push(warn('ucp-unknown-version', `The UCP profile is judged against ${release}, the latest release: ${judged.unknownVersion}.`, evidence, `Declare the release the profile follows in "ucp.version" (${UCP_RELEASES.join(', ')}).`));
  }
  if (judged.foreign.length > 0) {
    blocking.push(
      warn(
        'ucp-version-mismatch',
        `The UCP profile declares ${judged.declared ?? 'no version'} but carries fields of another release: ${judged.foreign.join('; ')}.`,
        evidence,
        judged.judgedAs === '2026-08-25'
          ? 'Move the signing keys into the root "keys" JWK Set and remove the fields 2026-08-25 dropped; or serve a profile of the older release for clients that negotiate it (ucp.supported_versions).'
          : `Remove the fields ${judged.judgedAs} does not define, or declare the release they come from and follow its schema.`,
      ),
    );
  }
  const leaks = leakingKeys(judged.keys);
  if (leaks.length > 0) {
    blocking.push(
      fail(
        'private-key-published',
        `The UCP profile's "${judged.keysField}" publishes private key material: ${describeLeaks(leaks)}. Anyone who reads the profile can sign as this business.`,
        evidence,
        'Publish public members only (kty, crv, x, y, kid, alg), take those keys out of use and publish new ones.',
      ),
    );
  }
  const keyFindings = judged.keys.flatMap((key, index): Array<DraftFinding<Code>> => {
    const name = keyName(key, index);
    const expired = expiredAt(key, fetchedAt);
    const curve = unsupportedCurve(key, KEY_CURVES.webBotAuth);
    return [
      ...(expired ? [about(name, warn('expired-key', `The UCP profile's ${name} expired at ${expired}.`, evidence, 'Remove expired keys and publish the current ones.'))] : []),
      ...(curve ? [about(name, info('key-curve-unrecognised', `The UCP profile's ${name} is on the curve ${curve}, which UCP does not name (P-256, P-384, Ed25519): verifiers ignore it.`, evidence, null))] : []),
    ];
  });
  const [first, ...rest] = blocking.map((finding) => about('UCP', finding));
  const detection: Detection = first
    ? { protocol: 'UCP', valid: false, finding: first }
    : { protocol: 'UCP', valid: true, finding: about('UCP', pass('protocol-valid', `UCP profile is valid for ${release}, the release it declares.`, evidence, null)) };
  return { detection, findings: [...rest, ...keyFindings] };
}

function challengeDetections(artifact: CommerceArtifact): { detections: Detection[]; findings: Array<DraftFinding<Code>> } {
  const detections: Detection[] = [];
  const findings: Array<DraftFinding<Code>> = [];
  for (const challenge of artifact.challenges) {
    const evidence = `${challenge.url} — HTTP 402`;
    const x402 = x402Requirements(challenge);
    if (x402) {
      const problems =
        x402.value === null ? ['the PAYMENT-REQUIRED header is not base64-encoded JSON'] : validateX402(x402.value);
      const where = x402.source === 'header' ? 'PAYMENT-REQUIRED header' : 'JSON body';
      detections.push(
        problems.length === 0
          ? {
              protocol: 'x402',
              valid: true,
              finding: about(`x402 ${challenge.url}`, pass('protocol-valid', `x402 payment requirements (${where}) are valid.`, evidence, null)),
            }
          : {
              protocol: 'x402',
              valid: false,
              finding: about(
                `x402 ${challenge.url}`,
                warn(
                  'protocol-shape-errors',
                  `x402 payment requirements (${where}) have shape errors: ${problems.join('; ')}.`,
                  evidence,
                  SPEC_HINT.x402!,
                ),
              ),
            },
      );
    }
    for (const mpp of mppChallenges(challenge)) {
      const detail = `${evidence}, WWW-Authenticate: ${challenge.wwwAuthenticate}`;
      detections.push(
        mpp.problems.length === 0
          ? {
              protocol: 'MPP',
              valid: true,
              finding: about(
                `MPP ${challenge.url}`,
                pass(
                  'protocol-valid',
                  `MPP Payment challenge (method ${mpp.params.method}, intent ${mpp.params.intent}) is complete.`,
                  detail,
                  null,
                ),
              ),
            }
          : {
              protocol: 'MPP',
              valid: false,
              finding: about(
                `MPP ${challenge.url}`,
                warn('protocol-shape-errors', `MPP Payment challenge is incomplete: ${mpp.problems.join('; ')}.`, detail, SPEC_HINT.MPP!),
              ),
            },
      );
    }
    if (!x402 && mppChallenges(challenge).length === 0) {
      findings.push(
        about(challenge.url, info('unknown-402', 'A 402 answer carries neither x402 requirements nor an MPP Payment challenge.', evidence, null)),
      );
    }
  }
  return { detections, findings };
}

export const commerceProtocols = withCapability(defineCheck({
  meta: {
    id: 'commerce-protocols',
    name: 'Agent commerce protocols',
    description:
      'Commerce protocols (UCP, ACP, x402, MPP, AP2) let agents discover how to buy from you and pay programmatically.',
    category: 'Commerce',
    scope: 'origin',
    profiles: ['commerce'],
    codes: CODES,
  },
  requires: { origin: ['commerce', 'platforms'] },
  run({ origin }) {
    const artifact = origin.commerce;
    const fromChallenges = challengeDetections(artifact);
    const ucp = ucpDetection(artifact.ucp, artifact.fetchedAt);
    const detections = [
      ucp.detection,
      documentDetection('ACP', artifact.acp, validateAcp),
      documentDetection('x402 manifest', artifact.x402Manifest, validateX402Manifest),
      ...fromChallenges.detections,
      ...artifact.ap2Extensions.map((extension, index): Detection => {
        const subject = artifact.ap2Extensions.length === 1 ? 'AP2' : `AP2 extension ${index + 1}`;
        const problems = validateAp2(extension);
        const evidence = `${artifact.a2aCardUrl ?? 'A2A card'} — capabilities.extensions`;
        return problems.length === 0
          ? {
              protocol: 'AP2',
              valid: true,
              finding: about(subject, pass('protocol-valid', 'AP2 is declared as an A2A extension with its roles.', evidence, null)),
            }
          : {
              protocol: 'AP2',
              valid: false,
              finding: about(subject, warn('protocol-shape-errors', `AP2 extension has shape errors: ${problems.join('; ')}.`, evidence, SPEC_HINT.AP2!)),
            };
      }),
    ].filter((detection): detection is Detection => detection !== null);
    const findings = [...detections.map((detection) => detection.finding), ...ucp.findings, ...fromChallenges.findings];
    for (const detection of detections) {
      const draft = DRAFT_DISCOVERY[detection.protocol as DocumentProtocol];
      if (draft) findings.push(about(detection.protocol, info('draft-discovery', draft, null, null)));
    }
    if (detections.length === 0) {
      findings.unshift(
        fail(
          'none',
          'No agent commerce protocol was found (UCP, ACP, x402, MPP or AP2).',
          `${artifact.ucp.url} (${artifact.ucp.kind}), ${artifact.acp.url} (${artifact.acp.kind}), ${artifact.x402Manifest.url} (${artifact.x402Manifest.kind}), ${artifact.challenges.length} HTTP 402 answer(s) seen, ${artifact.ap2Extensions.length} AP2 extension(s)`,
          'If agents may buy from you, publish a UCP profile at /.well-known/ucp or ACP discovery at /.well-known/acp.json; for paid APIs, answer 402 with x402 or MPP payment details.',
        ),
      );
      return outcome(0, findings);
    }
    const valid = detections.filter((detection) => detection.valid);
    if (valid.length > 0) {
      findings.unshift(
        info('valid-protocols', `Valid: ${[...new Set(valid.map((detection) => detection.protocol))].join(', ')}.`, null, null),
      );
      return outcome(100, findings);
    }
    return outcome(DISCOVERED_WITH_ERRORS, findings);
  },
}), ({ origin }) => commerceCapability(origin.commerce, origin.platforms));

const COMMERCE_DOCUMENTS = [
  { protocol: 'UCP', of: (artifact: CommerceArtifact) => artifact.ucp, validate: validateUcp },
  { protocol: 'ACP', of: (artifact: CommerceArtifact) => artifact.acp, validate: validateAcp },
  { protocol: 'x402 manifest', of: (artifact: CommerceArtifact) => artifact.x402Manifest, validate: validateX402Manifest },
] as const;

/**
 * The commerce profile capability (checks.md 2026-12c): probed when a payment challenge answered as x402 or MPP says
 * (an exchange) or a discovery document is valid for its specification; declared when a document or an AP2 extension
 * is found with shape errors. Commerce operations start work (a cart, a checkout), so it is never exercised; the MCP
 * transport a UCP profile lists is exercised by mcp-server. Could not ask when /.well-known/ucp asks for authentication.
 */
function commerceCapability(artifact: CommerceArtifact, platforms: PlatformsArtifact): CapabilityOutcome {
  const challenge = artifact.challenges.find((item) => {
    const x402 = x402Requirements(item);
    return (x402 !== null && x402.value !== null && validateX402(x402.value).length === 0) || mppChallenges(item).some((mpp) => mpp.problems.length === 0);
  });
  if (challenge) return capabilityYes('commerce', platforms.detected, { level: 'probed', basis: 'exchange', url: challenge.url, detail: `${challenge.url} answers 402 with a valid payment challenge.` });
  const documents = COMMERCE_DOCUMENTS.map((entry) => ({ ...entry, document: entry.of(artifact) }));
  const valid = documents.find((entry) => entry.document.kind === 'ok' && entry.validate(entry.document.value).length === 0);
  if (valid && valid.document.kind === 'ok') return capabilityYes('commerce', platforms.detected, { level: 'probed', basis: 'file', url: valid.document.url, response: platformEvidenceOf(valid.document.response), detail: `The ${valid.protocol} discovery document at ${valid.document.url} is valid for its specification.` });
  const claimed = documents.find((entry) => entry.document.kind === 'ok' || entry.document.kind === 'invalid' || entry.document.kind === 'over-cap');
  if (claimed && claimed.document.kind !== 'missing' && claimed.document.kind !== 'error') return capabilityYes('commerce', platforms.detected, { level: 'declared', basis: 'file', url: claimed.document.url, response: platformEvidenceOf(claimed.document.response), detail: `A ${claimed.protocol} discovery document answers at ${claimed.document.url}, but ${claimed.document.kind === 'ok' ? 'with shape errors' : claimed.document.kind === 'invalid' ? 'it does not parse' : 'it is over its cap'}.` });
  if (artifact.ap2Extensions.length > 0) {
    const valid = artifact.ap2Extensions.some((extension) => validateAp2(extension).length === 0);
    return capabilityYes('commerce', platforms.detected, { level: valid ? 'probed' : 'declared', basis: 'file', url: artifact.a2aCardUrl ?? artifact.ucp.url, detail: valid ? 'The A2A agent card declares AP2 as an extension with its roles.' : 'The A2A agent card declares an AP2 extension with shape errors.' });
  }
  const notAsked = firstNotAsked([artifact.ucp.file.result]);
  if (notAsked) return capabilityNotAsked('commerce', notAsked.reason, artifact.ucp.url, notAsked.detail);
  return capabilityNo('commerce', null, `No commerce protocol answers (${artifact.ucp.url}: ${artifact.ucp.kind}, ${artifact.acp.url}: ${artifact.acp.kind}, ${artifact.challenges.length} HTTP 402 answer(s)).`);
}
