// web-bot-auth (checks.md, check 10): run on hand-built signatures directory documents.
import { describe, expect, it } from 'vitest';
import { webBotAuth } from '../../../engine/checks/web-bot-auth.js';
import type { FetchedDocument } from '../../../engine/gather/json-document.js';
import { SIGNATURES_DIRECTORY_TYPE } from '../../../engine/well-known.js';
import { parseDocument } from '../../../engine/gather/json-document.js';
import { jwkThumbprint } from '../../../engine/parse/jwk-thumbprint.js';
import { ORIGIN, absentDocument, file, jsonDocument, runCheck, verdicts } from '../../helpers/engine/build.js';

const URL = `${ORIGIN}/.well-known/http-message-signatures-directory`;
const KEY = { kty: 'OKP', crv: 'Ed25519', x: 'JrQLj5P_89iXES9-vFgrIy29clF9CC_oPPsw3c5D0bs' };
const directory = (value: unknown, type = SIGNATURES_DIRECTORY_TYPE) => jsonDocument(URL, value, { type }) as FetchedDocument;
/** The directory as fetched at 2026-11-22T12:00:00Z. */
const FETCHED_AT = Date.parse('2026-11-22T12:00:00Z');
const run = (document: FetchedDocument, fetchedAt = FETCHED_AT) => runCheck(webBotAuth, { origin: { webBotAuth: { document, fetchedAt } } });
/** RFC 8037 Appendix A.3: this Ed25519 key's RFC 7638 thumbprint is kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k. */
const RFC8037_KEY = { kty: 'OKP', crv: 'Ed25519', x: '11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo' };
const RFC8037_THUMBPRINT = 'kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k';

describe('web-bot-auth', () => {
  it('passes a directory of usable keys with its own media type', () => {
    expect(verdicts(run(directory({ keys: [KEY] })))).toEqual(['pass usable-keys', 'info directory-unsigned']);
  });

  it('warns about the media type and incomplete keys, by their position', () => {
    const outcome = run(directory({ keys: [KEY, { kty: 'OKP', crv: 'Ed25519' }] }, 'application/json'));
    expect(verdicts(outcome)).toEqual(['pass usable-keys', 'warn wrong-type', 'warn incomplete-key key 2', 'info directory-unsigned']);
    expect(outcome.score).toBe(20);
  });

  it('fails without keys, and says Web Bot Auth only matters for sites with bots when the directory is absent', () => {
    expect(verdicts(run(directory({ keys: [] })))).toEqual(['fail no-keys']);
    expect(verdicts(run(absentDocument(URL)))).toEqual(['fail file-absent', 'info only-for-bots']);
    expect(verdicts(run(jsonDocument(URL, '{"keys": [') as FetchedDocument))).toEqual(['fail document-unparseable']);
  });

  // draft-meunier-webbotauth-httpsig-directory (2026 rules of checks.md 10): kid = JWK thumbprint, expired keys do not count.
  it('counts a key whose kid is its RFC 7638 thumbprint (RFC 8037 A.3), and not one whose kid is anything else', () => {
    expect(jwkThumbprint(RFC8037_KEY)).toBe(RFC8037_THUMBPRINT);
    expect(verdicts(run(directory({ keys: [{ ...RFC8037_KEY, kid: RFC8037_THUMBPRINT }] })))).toEqual(['pass usable-keys', 'info directory-unsigned']);
    const outcome = run(directory({ keys: [{ ...RFC8037_KEY, kid: 'bot-key-1' }] }));
    expect(verdicts(outcome)).toEqual(['warn kid-mismatch key 1', 'warn no-usable-key', 'info directory-unsigned']);
    expect(outcome.findings[0]!.message).toBe(`Key 1 is not usable: kid "bot-key-1" is not the key's JWK thumbprint ${RFC8037_THUMBPRINT} (RFC 7638).`);
    expect(outcome.score).toBe(60);
  });

  it('does not count a key whose exp lies before the fetch, and counts one that expires later', () => {
    const expired = { ...KEY, exp: Date.parse('2026-11-01T00:00:00Z') / 1000 };
    const current = { ...RFC8037_KEY, exp: Date.parse('2027-01-01T00:00:00Z') / 1000 };
    const outcome = run(directory({ keys: [expired, current] }));
    expect(verdicts(outcome)).toEqual(['pass usable-keys', 'warn expired-key key 1', 'info directory-unsigned']);
    expect(outcome.findings[1]!.message).toBe('Key 1 is not usable: it expired at 2026-11-01T00:00:00.000Z (exp 1793491200).');
  });

  it('accepts only a 200 from the URL itself: a redirect and a 203 fail', () => {
    const redirected = file(URL, { status: 301, headers: { location: 'https://keys.example/directory' } });
    expect(verdicts(run(parseDocument(redirected) as FetchedDocument))).toEqual(['fail redirected']);
    expect(verdicts(run(jsonDocument(URL, { keys: [KEY] }, { status: 203, type: SIGNATURES_DIRECTORY_TYPE }) as FetchedDocument))).toEqual(['fail not-200']);
  });

  it('does not judge HTTPS: on an http:// origin that is http-semantics\' finding alone (checks.md judgement rules)', () => {
    const plain = jsonDocument('http://site.test/.well-known/http-message-signatures-directory', { keys: [KEY] }, { type: SIGNATURES_DIRECTORY_TYPE }) as FetchedDocument;
    expect(run(plain).score).toBe(100);
  });

  // draft-ietf-webbotauth-httpsig-protocol-01 §Directory Format: "The alg parameter is restricted to algorithms registered
  // in the HTTP Signature Algorithms section" (RFC 9421 §6.2.2); its example key carries nbf and exp.
  it('does not count a key whose alg is outside the HTTP Signature Algorithms registry, or whose nbf is still ahead', () => {
    const outcome = run(directory({ keys: [{ ...KEY, alg: 'EdDSA' }, { ...RFC8037_KEY, nbf: Date.parse('2027-01-01T00:00:00Z') / 1000 }, { ...RFC8037_KEY, alg: 'ed25519' }] }));
    expect(verdicts(outcome)).toEqual(['pass usable-keys', 'warn key-alg-unregistered key 1', 'warn key-not-yet-valid key 2', 'info directory-unsigned']);
    expect(outcome.findings[1]!.message).toBe(
      'Key 1 is not usable: alg "EdDSA" is not in the HTTP Signature Algorithms registry (rsa-pss-sha512, rsa-v1_5-sha256, hmac-sha256, ecdsa-p256-sha256, ecdsa-p384-sha384, ed25519).',
    );
    expect(outcome.findings[2]!.message).toBe('Key 2 is not usable: it is not valid before 2027-01-01T00:00:00.000Z (nbf 1798761600).');
    expect(outcome.score).toBe(60);
  });

  // draft-ietf-webbotauth-httpsig-protocol-01, Appendix "Validating the Domain Binding" and its test vector "Signed
  // Directory Response" (ed25519, label "binding", @authority signature-agent.test): the possession proof verifies over
  // ("@authority";req "content-digest"), and the same response re-served under another authority does not.
  it('verifies the possession proof of the draft\'s signed directory test vector, and refuses it under another authority', () => {
    const body = '{"keys":[{"kty":"OKP","crv":"Ed25519","kid":"poqkLGiymh_W0uP6PZFw-dvez3QJT5SolqXBCW38r0U","x":"JrQLj5P_89iXES9-vFgrIy29clF9CC_oPPsw3c5D0bs","use":"sig"}]}';
    const headers = {
      'content-digest': 'sha-256=:CADMT2aBdV/rqQr/NIru64ERQkCobVvllA4V0fLFDu0=:',
      'signature-input': 'binding=("@authority";req "content-digest");created=1735689600;expires=4889289600;keyid="poqkLGiymh_W0uP6PZFw-dvez3QJT5SolqXBCW38r0U";tag="http-message-signatures-directory"',
      signature: 'binding=:l6P8R67tm3kujAxbHWio7ll01qrEZ0dKD/WWlGhNYEmTnFZM8Wt0VQ9zqGfvo7T/UMkBxsigzChM1Gpz7gOVBg==:',
    };
    const at = (url: string) => jsonDocument(url, body, { type: SIGNATURES_DIRECTORY_TYPE, headers }) as FetchedDocument;
    const signed = run(at('https://signature-agent.test/.well-known/http-message-signatures-directory'));
    expect(verdicts(signed)).toEqual(['pass usable-keys', 'info directory-signed']);
    expect(signed.findings[1]!.message).toBe('The directory response carries a possession proof that verifies for 1 key: the keys are bound to signature-agent.test.');
    expect(signed.score).toBe(100);
    const copied = run(at(URL));
    expect(verdicts(copied)).toEqual(['pass usable-keys', 'warn directory-signature-invalid signature binding']);
    expect(copied.findings[1]!.message).toBe('The directory\'s possession-proof signature "binding" does not hold: the signature does not verify with the directory key it names.');
    expect(copied.score).toBe(90);
    const tampered = run(jsonDocument('https://signature-agent.test/.well-known/http-message-signatures-directory', body.replace('"sig"', '"enc"'), { type: SIGNATURES_DIRECTORY_TYPE, headers }) as FetchedDocument);
    expect(tampered.findings[1]!.message).toBe('The directory\'s possession-proof signature "binding" does not hold: Content-Digest sha-256 does not match the body.');
  });

  // draft-meunier-webbotauth-registry §Signature Agent Card: OAuth client metadata plus a web_bot_auth object; "A
  // Signature Agent Card MUST NOT contain both jwks_uri and jwks"; trigger is fetcher or crawler; rfc9309-compliance a boolean.
  it('reports the Signature Agent Card a directory carries, and its breaches of the registry draft', () => {
    const card = { client_name: 'Example Bot', web_bot_auth: { trigger: 'fetcher', purpose: 'search', 'rfc9309-product-token': 'ExampleBot', 'rfc9309-compliance': true } };
    const described = run(directory({ keys: [KEY], ...card }));
    expect(verdicts(described)).toEqual(['pass usable-keys', 'info directory-unsigned', 'info agent-card']);
    expect(described.findings[2]!.message).toBe('The directory describes its agent as a Signature Agent Card: Example Bot, trigger fetcher, purpose search, robots.txt token ExampleBot, follows robots.txt.');
    const broken = run(directory({ keys: [KEY], jwks: { keys: [KEY] }, jwks_uri: 'http://example.test/keys', web_bot_auth: { trigger: 'always', 'rfc9309-compliance': 'yes' } }));
    expect(verdicts(broken)).toEqual(['pass usable-keys', 'info directory-unsigned', 'info agent-card', 'warn agent-card-problems']);
    expect(broken.findings[3]!.message).toBe(
      'The Signature Agent Card breaks the registry draft: it has both "jwks" and "jwks_uri" (a card MUST NOT); "jwks_uri" is not an https URL; "rfc9309-compliance" is not a boolean; "trigger" is neither "fetcher" nor "crawler".',
    );
    expect(broken.score).toBe(90);
  });
});
