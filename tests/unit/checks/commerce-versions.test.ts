// Commerce as specified (issue 62 point 2; checks.md 2026-12d): a UCP profile is judged against the schema of the
// release it declares, and one that carries another release's fields is a warning naming them; ACP's discovery
// document against ACP 2026-04-17 (spec/2026-04-17/json-schema/schema.agentic_checkout.json, DiscoveryResponse); AP2
// by the release its extension URI names. Sources: Universal-Commerce-Protocol/ucp tags v2026-01-11 … v2026-04-08 and
// main at fdcf8934 for 2026-08-25 (PR #566: "promote keys[] to canonical profile signing key field", removes
// signing_keys[]; PR #770 the release announcement); google-agentic-commerce/AP2 v0.1.0 docs/a2a-extension.md, v0.2.0.
import { describe, expect, it } from 'vitest';
import { commerceProtocols } from '../../../engine/checks/commerce-protocols.js';
import type { CommerceArtifact } from '../../../engine/gather/commerce.js';
import { judgeUcpProfile } from '../../../engine/parse/ucp-versions.js';
import { validateAcp, validateAp2 } from '../../../engine/parse/commerce.js';
import { ORIGIN, absentDocument, jsonDocument, runCheck, verdicts } from '../../helpers/engine/build.js';

const UCP_URL = `${ORIGIN}/.well-known/ucp`;
const NOW = Date.UTC(2026, 11, 1);
// An Ed25519 public key (RFC 8037 §A.2's x) and a P-256 one (RFC 7517 §A.1's x and y).
const OKP = { kid: 'k1', kty: 'OKP', crv: 'Ed25519', x: '11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo', alg: 'EdDSA' };
const EC = { kid: 'k2', kty: 'EC', crv: 'P-256', x: 'MKBCTNIcKUSDii11ySs3526iDZ8AiTo7Tu6KPAqv7D4', y: '4Etl6SRW2YiLUrN5vfvVHuhp7x8PxltmWWlbbM4IFyM' };

const registries = (version: string) => ({
  services: { 'dev.ucp.shopping': [{ version, transport: 'mcp', endpoint: `${ORIGIN}/mcp` }] },
  capabilities: { 'dev.ucp.shopping.checkout': [{ version, schema: `https://ucp.dev/${version}/schemas/shopping/checkout.json` }] },
  payment_handlers: { 'com.example.pay': [{ id: 'pay_1', version }] },
});
const PROFILE_2026_04 = { ucp: { version: '2026-04-08', ...registries('2026-04-08') }, signing_keys: [EC] };
const PROFILE_2026_08 = { ucp: { version: '2026-08-25', ...registries('2026-08-25') }, keys: [OKP, EC] };

const artifact = (profile: unknown): CommerceArtifact => ({
  ucp: jsonDocument(UCP_URL, profile),
  acp: absentDocument(`${ORIGIN}/.well-known/acp.json`),
  x402Manifest: absentDocument(`${ORIGIN}/.well-known/x402`),
  challenges: [],
  ap2Extensions: [],
  a2aCardUrl: null,
  fetchedAt: NOW,
});
const run = (profile: unknown) => runCheck(commerceProtocols, { origin: { commerce: artifact(profile) } });
const messageOf = (outcome: ReturnType<typeof run>, code: string) => outcome.findings.find((finding) => finding.code === code)?.message;

describe('UCP, by the release the profile declares', () => {
  it('a 2026-04-08 profile with signing_keys and a 2026-08-25 profile with the root keys JWK Set are both valid', () => {
    const older = run(PROFILE_2026_04);
    expect(verdicts(older)).toEqual(['info valid-protocols', 'pass protocol-valid UCP']);
    expect(messageOf(older, 'protocol-valid')).toBe('UCP profile is valid for UCP 2026-04-08, the release it declares.');
    const newer = run(PROFILE_2026_08);
    expect(verdicts(newer)).toEqual(['info valid-protocols', 'pass protocol-valid UCP']);
    expect(messageOf(newer, 'protocol-valid')).toBe('UCP profile is valid for UCP 2026-08-25, the release it declares.');
  });

  it('a profile declaring 2026-08-25 that still carries signing_keys: a warning naming the removed field, no longer 100', () => {
    const outcome = run({ ...PROFILE_2026_08, signing_keys: [EC] });
    expect(verdicts(outcome)).toEqual(['warn ucp-version-mismatch UCP']);
    expect(messageOf(outcome, 'ucp-version-mismatch')).toBe(
      'The UCP profile declares 2026-08-25 but carries fields of another release: "signing_keys" (of 2026-01-11 to 2026-04-08; removed in 2026-08-25, which uses the root "keys" JWK Set).',
    );
    expect(outcome.score).toBe(50);
    // And the other way round: a 2026-04-08 profile with 2026-08-25's keys and map_order.
    const ahead = run({ ...PROFILE_2026_04, keys: [OKP], ucp: { ...PROFILE_2026_04.ucp, map_order: { services: ['dev.ucp.shopping'] } } });
    expect(messageOf(ahead, 'ucp-version-mismatch')).toBe(
      'The UCP profile declares 2026-04-08 but carries fields of another release: "keys" (introduced in 2026-08-25, after 2026-04-08); "ucp.map_order" (introduced in 2026-08-25, after 2026-04-08).',
    );
  });

  it('judges each release by its own rules: 2026-08-25 capabilities need schema; its wider reverse-domain names are not 2026-04-08 names', () => {
    const noSchema = judgeUcpProfile({ ...PROFILE_2026_08, ucp: { ...PROFILE_2026_08.ucp, capabilities: { 'dev.ucp.shopping.checkout': [{ version: '2026-08-25' }] } } });
    expect(noSchema.problems).toEqual(['ucp.capabilities["dev.ucp.shopping.checkout"][0] has no "schema" URL (required from 2026-08-25)']);
    const hyphen = { 'com.example-shop.pay': [{ id: 'pay_1', version: '2026-08-25' }] };
    expect(judgeUcpProfile({ ...PROFILE_2026_08, ucp: { ...PROFILE_2026_08.ucp, payment_handlers: hyphen } }).problems).toEqual([]);
    expect(judgeUcpProfile({ ...PROFILE_2026_04, ucp: { ...PROFILE_2026_04.ucp, payment_handlers: hyphen } }).problems).toEqual([
      'ucp.payment_handlers["com.example-shop.pay"]: the key is not a reverse-domain name of 2026-04-08 (such as dev.ucp.shopping.checkout)',
    ]);
    // 2026-08-25's jwk_public_key: an EC key carries crv, x and y; alg pairs with its curve.
    expect(judgeUcpProfile({ ...PROFILE_2026_08, keys: [{ kid: 'k3', kty: 'EC', crv: 'P-384', x: 'AA', alg: 'ES256' }] }).problems).toEqual([
      'keys[0]: "alg" "ES256" does not pair with P-384 (ES384)',
      'keys[0] lacks "y"',
    ]);
    // The business schema requires services and payment_handlers.
    expect(judgeUcpProfile({ ucp: { version: '2026-04-08', services: registries('2026-04-08').services } }).problems).toEqual(['"ucp.payment_handlers" is missing (the 2026-04-08 business schema requires it)']);
  });

  it('a version no release has is judged against the latest and said so; the first release lists capabilities as an array', () => {
    const outcome = run({ ...PROFILE_2026_08, ucp: { ...PROFILE_2026_08.ucp, version: '2026-05-01' } });
    expect(verdicts(outcome)).toEqual(['warn ucp-unknown-version UCP']);
    expect(messageOf(outcome, 'ucp-unknown-version')).toBe('The UCP profile is judged against UCP 2026-08-25, the latest release: "2026-05-01" is not a published UCP release (2026-01-11, 2026-01-23, 2026-04-08, 2026-08-25).');
    expect(judgeUcpProfile({ ucp: { version: '2026-01-11', services: { 'dev.ucp.shopping': { version: '2026-01-11' } }, capabilities: [{ name: 'dev.ucp.shopping.checkout', version: '2026-01-11' }] }, signing_keys: [EC] }).problems).toEqual([]);
  });

  it('keys that leak, expire or sit on a curve UCP does not name', () => {
    const leaking = run({ ...PROFILE_2026_08, keys: [{ ...OKP, d: 'nWGxne_9WmC6hEr0kuwsxERJxWl7MmkZcDusAxyuf2A' }, EC] });
    expect(verdicts(leaking)).toEqual(['fail private-key-published UCP']);
    expect(messageOf(leaking, 'private-key-published')).toBe('The UCP profile\'s "keys" publishes private key material: key 1 (kid "k1") publishes "d". Anyone who reads the profile can sign as this business.');
    expect(JSON.stringify(leaking)).not.toContain('nWGxne_9WmC6hEr0kuwsxERJxWl7MmkZcDusAxyuf2A');
    const dated = run({ ...PROFILE_2026_08, keys: [{ ...OKP, exp: NOW / 1000 - 60 }, { ...EC, kid: 'k4', crv: 'secp256k1' }] });
    expect(verdicts(dated)).toEqual(['info valid-protocols', 'pass protocol-valid UCP', 'warn expired-key key 1 (kid "k1")', 'info key-curve-unrecognised key 2 (kid "k4")']);
  });
});

describe('ACP and AP2, by their published releases', () => {
  const ACP = {
    protocol: { name: 'acp', version: '2026-04-17', supported_versions: ['2026-01-30', '2026-04-17'] },
    api_base_url: 'https://shop.example/acp',
    transports: ['rest'],
    capabilities: { services: ['checkout'], supported_currencies: ['usd'] },
  };

  it('ACP: DiscoveryResponse of 2026-04-17, a closed object; versions are published releases, the last the latest', () => {
    expect(validateAcp(ACP)).toEqual([]);
    expect(validateAcp({ ...ACP, protocol: { ...ACP.protocol, version: '2026-03-01', supported_versions: ['2026-04-17', '2026-03-01'] }, capabilities: { services: ['returns'], supported_currencies: ['USD'] }, extra: true })).toEqual([
      'the document has members the 2026-04-17 schema does not allow: "extra"',
      '"protocol.version" 2026-03-01 is not a published ACP release (2025-09-29, 2025-12-12, 2026-01-16, 2026-01-30, 2026-04-17)',
      '"protocol.supported_versions" is not in chronological order (oldest first)',
      '"capabilities.services" holds a value 2026-04-17 does not define (checkout, orders, delegate_payment, carts)',
      '"capabilities.supported_currencies" holds a code that is not lower-case ISO 4217 ("usd")',
    ]);
  });

  it('AP2: v0.1 needs roles; v0.2 (ap2/v1) needs none; an unpublished URI is named', () => {
    expect(validateAp2({ uri: 'https://github.com/google-agentic-commerce/ap2/tree/v0.1', params: { roles: ['merchant'] } })).toEqual([]);
    expect(validateAp2({ uri: 'https://github.com/google-agentic-commerce/ap2/v1', required: true })).toEqual([]);
    expect(validateAp2({ uri: 'https://github.com/google-agentic-commerce/ap2/tree/v0.1' })).toEqual([
      '"params.roles" does not list the agent\'s AP2 roles (merchant, shopper, credentials-provider, payment-processor): AP2 v0.1 requires it',
    ]);
    expect(validateAp2({ uri: 'https://example.com/ap2', params: { roles: ['buyer'] } })).toEqual([
      'its URI "https://example.com/ap2" is no published AP2 extension URI (https://github.com/google-agentic-commerce/ap2/tree/v0.1 for v0.1, https://github.com/google-agentic-commerce/ap2/v1 for v0.2)',
      '"params.roles" holds a role AP2 does not define (merchant, shopper, credentials-provider, payment-processor, micropayment-provider, streaming-payment-consumer)',
    ]);
  });
});
