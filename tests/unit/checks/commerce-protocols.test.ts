// commerce-protocols (checks.md, check 26): run on hand-built discovery documents and payment challenges.
import { describe, expect, it } from 'vitest';
import { commerceProtocols } from '../../../engine/checks/commerce-protocols.js';
import type { CommerceArtifact, PaymentChallenge } from '../../../engine/gather/commerce.js';
import { ORIGIN, absentDocument, jsonDocument, runCheck, verdicts } from '../../helpers/engine/build.js';

const UCP_URL = `${ORIGIN}/.well-known/ucp`;
const ACP_URL = `${ORIGIN}/.well-known/acp.json`;
// A UCP 2026-08-25 business profile (schemas/ucp.json business_schema, schemas/profile.json keys).
const UCP = {
  ucp: {
    version: '2026-08-25',
    services: { 'dev.ucp.shopping': [{ version: '2026-08-25', transport: 'rest', endpoint: `${ORIGIN}/ucp` }] },
    capabilities: { 'dev.ucp.shopping.checkout': [{ version: '2026-08-25', schema: 'https://ucp.dev/2026-08-25/schemas/shopping/checkout.json' }] },
    payment_handlers: { 'com.example.pay': [{ id: 'pay_1', version: '2026-08-25' }] },
  },
};
const X402 = { x402Version: 2, accepts: [{ scheme: 'exact', network: 'base', amount: '100', asset: 'USDC', payTo: '0xabc' }] };

function artifact(input: Partial<CommerceArtifact> = {}): CommerceArtifact {
  return { ucp: absentDocument(UCP_URL), acp: absentDocument(ACP_URL), x402Manifest: absentDocument(`${ORIGIN}/.well-known/x402`), challenges: [], ap2Extensions: [], a2aCardUrl: null, fetchedAt: Date.UTC(2026, 11, 1), ...input };
}

const challenge = (url: string, input: Partial<PaymentChallenge>): PaymentChallenge => ({ url, status: 402, paymentRequired: null, body: null, wwwAuthenticate: null, ...input });
const run = (value: CommerceArtifact) => runCheck(commerceProtocols, { origin: { commerce: value } });

describe('commerce-protocols', () => {
  it('passes when one protocol is discovered and valid, naming the valid ones', () => {
    const outcome = run(artifact({ ucp: jsonDocument(UCP_URL, UCP) }));
    expect(verdicts(outcome)).toEqual(['info valid-protocols', 'pass protocol-valid UCP']);
    expect(outcome.score).toBe(100);
  });

  it('gives partial credit to protocols found with shape errors, each by its protocol and URL', () => {
    const api = `${ORIGIN}/api/paid`;
    const outcome = run(
      artifact({
        acp: jsonDocument(ACP_URL, { protocol: { name: 'acp' } }),
        challenges: [
          challenge(api, { paymentRequired: Buffer.from(JSON.stringify({ x402Version: 2, accepts: [] })).toString('base64') }),
          challenge(`${ORIGIN}/mpp`, { wwwAuthenticate: 'Payment id="1", realm="site"' }),
          challenge(`${ORIGIN}/other`, {}),
        ],
        // AP2 v0.1's URI without the roles it requires (AP2 v0.1.0 docs/a2a-extension.md).
        ap2Extensions: [{ uri: 'https://github.com/google-agentic-commerce/ap2/tree/v0.1' }],
      }),
    );
    expect(verdicts(outcome)).toEqual([
      'warn protocol-shape-errors ACP',
      `warn protocol-shape-errors x402 ${api}`,
      `warn protocol-shape-errors MPP ${ORIGIN}/mpp`,
      'warn protocol-shape-errors AP2',
      `info unknown-402 ${ORIGIN}/other`,
      'info draft-discovery ACP',
    ]);
    expect(outcome.score).toBe(50);
    const valid = run(artifact({ challenges: [challenge(api, { body: X402 })] }));
    expect(verdicts(valid)).toEqual(['info valid-protocols', `pass protocol-valid x402 ${api}`]);
  });

  it('fails when no protocol is found (a document that does not parse still counts as discovered)', () => {
    expect(verdicts(run(artifact()))).toEqual(['fail none']);
    const unparseable = run(artifact({ ucp: jsonDocument(UCP_URL, '{oops') }));
    expect(verdicts(unparseable)).toEqual(['warn document-unparseable UCP']);
    expect(unparseable.score).toBe(50);
  });

  // checks.md 26 (2026): the x402 discovery draft's manifest, reported as a draft.
  it('finds a valid x402 manifest and reports it as a draft discovery mechanism; an empty one has shape errors', () => {
    const url = `${ORIGIN}/.well-known/x402`;
    const manifest = { x402Version: 2, resources: [{ resource: `${ORIGIN}/api/paid`, accepts: X402.accepts }] };
    const outcome = run(artifact({ x402Manifest: jsonDocument(url, manifest) }));
    expect(verdicts(outcome)).toEqual(['info valid-protocols', 'pass protocol-valid x402 manifest', 'info draft-discovery x402 manifest']);
    expect(outcome.score).toBe(100);
    const empty = run(artifact({ x402Manifest: jsonDocument(url, { x402Version: 2, resources: {} }) }));
    expect(verdicts(empty)).toEqual(['warn protocol-shape-errors x402 manifest', 'info draft-discovery x402 manifest']);
    expect(empty.findings[0]!.message).toBe('x402 manifest discovery document has shape errors: "resources" lists no paid resource.');
  });
});
