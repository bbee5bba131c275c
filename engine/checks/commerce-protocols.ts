import {
  mppChallenges,
  validateAcp,
  validateAp2,
  validateUcp,
  validateX402,
  x402Requirements,
  type CommerceArtifact,
} from '../gather/commerce.js';
import type { JsonDocument } from '../gather/json-document.js';
import type { Finding } from '../types.js';
import { defineCheck } from './define.js';
import { documentEvidence } from './helpers/document-findings.js';
import { fail, fetchFailed, info, outcome, pass, warn } from './findings.js';

/** Discovered but with shape errors. */
const DISCOVERED_WITH_ERRORS = 50;

interface Detection {
  protocol: string;
  valid: boolean;
  finding: Finding;
}

const SPEC_HINT: Record<string, string> = {
  UCP: 'Follow the UCP business profile: {"ucp": {"version": "YYYY-MM-DD", "services": {...}, "capabilities": {...}}} at /.well-known/ucp.',
  ACP: 'Follow the ACP discovery RFC: protocol {name "acp", version, supported_versions}, api_base_url, transports and capabilities.services at /.well-known/acp.json.',
  x402: 'Answer 402 with a PAYMENT-REQUIRED header holding base64 JSON {x402Version, accepts: [{scheme, network, amount, asset, payTo}]}.',
  MPP: 'Answer 402 with `WWW-Authenticate: Payment id=..., realm=..., method=..., intent=..., request=...`.',
  AP2: 'Declare AP2 in the A2A card as capabilities.extensions[] {uri: "https://github.com/google-agentic-commerce/ap2/...", params: {roles: [...]}}.',
};

function documentDetection(
  protocol: 'UCP' | 'ACP',
  document: JsonDocument,
  validate: (value: unknown) => string[],
): Detection | null {
  const evidence = documentEvidence(document);
  if (document.kind === 'ok') {
    const problems = validate(document.value);
    return problems.length === 0
      ? { protocol, valid: true, finding: pass(`${protocol} discovery document is valid.`, evidence, null) }
      : {
          protocol,
          valid: false,
          finding: warn(
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
        `${protocol} discovery document is over the 256 KiB cap and was not judged.`,
        evidence,
        SPEC_HINT[protocol]!,
      ),
    };
  }
  return null;
}

function challengeDetections(artifact: CommerceArtifact): { detections: Detection[]; findings: Finding[] } {
  const detections: Detection[] = [];
  const findings: Finding[] = [];
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
              finding: pass(`x402 payment requirements (${where}) are valid.`, evidence, null),
            }
          : {
              protocol: 'x402',
              valid: false,
              finding: warn(
                `x402 payment requirements (${where}) have shape errors: ${problems.join('; ')}.`,
                evidence,
                SPEC_HINT.x402!,
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
              finding: pass(
                `MPP Payment challenge (method ${mpp.params.method}, intent ${mpp.params.intent}) is complete.`,
                detail,
                null,
              ),
            }
          : {
              protocol: 'MPP',
              valid: false,
              finding: warn(`MPP Payment challenge is incomplete: ${mpp.problems.join('; ')}.`, detail, SPEC_HINT.MPP!),
            },
      );
    }
    if (!x402 && mppChallenges(challenge).length === 0) {
      findings.push(
        info('A 402 answer carries neither x402 requirements nor an MPP Payment challenge.', evidence, null),
      );
    }
  }
  return { detections, findings };
}

export const commerceProtocols = defineCheck({
  meta: {
    id: 'commerce-protocols',
    name: 'Agent commerce protocols',
    description:
      'Commerce protocols (UCP, ACP, x402, MPP, AP2) let agents discover how to buy from you and pay programmatically.',
    category: 'Commerce',
    scope: 'origin',
    informational: false,
    profiles: ['commerce'],
  },
  requires: { origin: ['commerce'] },
  run({ origin }) {
    const artifact = origin.commerce;
    const fromChallenges = challengeDetections(artifact);
    const detections = [
      documentDetection('UCP', artifact.ucp, validateUcp),
      documentDetection('ACP', artifact.acp, validateAcp),
      ...fromChallenges.detections,
      ...artifact.ap2Extensions.map((extension): Detection => {
        const problems = validateAp2(extension);
        const evidence = `${artifact.a2aCardUrl ?? 'A2A card'} — capabilities.extensions`;
        return problems.length === 0
          ? {
              protocol: 'AP2',
              valid: true,
              finding: pass('AP2 is declared as an A2A extension with its roles.', evidence, null),
            }
          : {
              protocol: 'AP2',
              valid: false,
              finding: warn(`AP2 extension has shape errors: ${problems.join('; ')}.`, evidence, SPEC_HINT.AP2!),
            };
      }),
    ].filter((detection): detection is Detection => detection !== null);
    const findings = [...detections.map((detection) => detection.finding), ...fromChallenges.findings];
    if (detections.length === 0) {
      const failed = [artifact.ucp, artifact.acp].find((document) => document.kind === 'error');
      if (failed?.kind === 'error') return fetchFailed(`the commerce discovery document ${failed.url}`, failed.failure);
      findings.unshift(
        fail(
          'No agent commerce protocol was found (UCP, ACP, x402, MPP or AP2).',
          `${artifact.ucp.url} (${artifact.ucp.kind}), ${artifact.acp.url} (${artifact.acp.kind}), ${artifact.challenges.length} HTTP 402 answer(s) seen, ${artifact.ap2Extensions.length} AP2 extension(s)`,
          'If agents may buy from you, publish a UCP profile at /.well-known/ucp or ACP discovery at /.well-known/acp.json; for paid APIs, answer 402 with x402 or MPP payment details.',
        ),
      );
      return outcome(0, findings);
    }
    const valid = detections.filter((detection) => detection.valid);
    if (valid.length > 0) {
      findings.unshift(
        info(`Valid: ${[...new Set(valid.map((detection) => detection.protocol))].join(', ')}.`, null, null),
      );
      return outcome(100, findings);
    }
    return outcome(DISCOVERED_WITH_ERRORS, findings);
  },
});
