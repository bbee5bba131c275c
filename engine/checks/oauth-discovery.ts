import type { AuthServerDocument } from '../gather/oauth.js';
import { validateAuthServerDocument } from '../gather/oauth.js';
import type { Finding } from '../types.js';
import { defineCheck } from './define.js';
import { documentEvidence, documentProblem } from './helpers/document-findings.js';
import { fail, fetchFailed, info, outcome, pass, warn } from './findings.js';

const LABEL: Record<AuthServerDocument['kind'], string> = {
  'oauth-authorization-server': 'OAuth authorization server metadata (RFC 8414)',
  'openid-configuration': 'OpenID Connect discovery document',
};

const PUBLISH_HINT =
  'Publish /.well-known/oauth-authorization-server (RFC 8414) with issuer, authorization_endpoint, token_endpoint, response_types_supported and code_challenge_methods_supported ["S256"].';

interface Judged {
  entry: AuthServerDocument;
  score: number;
  findings: Finding[];
  usable: boolean;
}

/** A usable document scores the share of expected fields present (at least 10: its issuer is right). */
function judge(entry: AuthServerDocument): Judged {
  const label = LABEL[entry.kind];
  const validation = validateAuthServerDocument(entry);
  if (!validation) {
    const problem = documentProblem(label, entry.document, PUBLISH_HINT);
    return { entry, score: 0, usable: false, findings: problem ? [problem] : [] };
  }
  const evidence = documentEvidence(entry.document);
  const findings: Finding[] = [];
  if (!validation.usable) {
    for (const problem of validation.problems.filter((item) => item.severity === 'fail')) {
      findings.push(fail(`${label}: ${problem.message}`, evidence, problem.hint));
    }
    return { entry, score: 0, usable: false, findings };
  }
  const missing = validation.problems;
  if (missing.length === 0) {
    findings.push(
      pass(
        `${label} is valid: the issuer matches, the endpoints and response types are listed, and PKCE S256 is supported.`,
        evidence,
        null,
      ),
    );
    return { entry, score: 100, usable: true, findings };
  }
  findings.push(info(`${label} has the right issuer (${entry.expectedIssuer}).`, evidence, null));
  for (const problem of missing) findings.push(warn(`${label}: ${problem.message}`, evidence, problem.hint));
  return { entry, score: Math.max(10, Math.min(99, validation.completeness)), usable: true, findings };
}

export const oauthDiscovery = defineCheck({
  meta: {
    id: 'oauth-discovery',
    name: 'OAuth discovery',
    description:
      "Authorization server metadata (RFC 8414 or OpenID Connect) lets an agent find where to obtain tokens on its user's behalf, with PKCE.",
    category: 'Actions',
    scope: 'origin',
    informational: false,
    profiles: ['api', 'mcp', 'agent'],
  },
  requires: { origin: ['oauthServer'] },
  run({ origin }) {
    const judged = origin.oauthServer.documents.map(judge);
    const best = judged.filter((item) => item.usable).sort((a, b) => b.score - a.score)[0];
    if (!best) {
      const failed = judged.find((item) => item.entry.document.kind === 'error');
      if (failed && failed.entry.document.kind === 'error')
        return fetchFailed(LABEL[failed.entry.kind], failed.entry.document.failure);
      return outcome(
        0,
        judged.flatMap((item) => item.findings),
      );
    }
    const findings = [...best.findings];
    for (const other of judged) {
      if (other === best) continue;
      const label = LABEL[other.entry.kind];
      const document = other.entry.document;
      if (document.kind === 'error') {
        findings.push(
          info(
            `${label} could not be fetched (${document.failure.message}); the other document is enough.`,
            document.url,
            null,
          ),
        );
      } else if (document.kind === 'missing') {
        findings.push(info(`No ${label}; one valid metadata document is enough.`, documentEvidence(document), null));
      } else if (!other.usable) {
        findings.push(
          warn(
            `${label} is also published but is invalid, so clients that read it first will fail.`,
            `${documentEvidence(document)} — ${other.findings.map((finding) => finding.message).join(' ')}`,
            'Fix or remove the second document so both describe the same authorization server.',
          ),
        );
      }
    }
    return outcome(best.score, findings);
  },
});
