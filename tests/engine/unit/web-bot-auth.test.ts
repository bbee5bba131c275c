// web-bot-auth (checks.md, check 10): run on hand-built signatures directory documents.
import { describe, expect, it } from 'vitest';
import { webBotAuth } from '../../../engine/checks/web-bot-auth.js';
import type { FetchedDocument } from '../../../engine/gather/json-document.js';
import { SIGNATURES_DIRECTORY_TYPE } from '../../../engine/well-known.js';
import { parseDocument } from '../../../engine/gather/json-document.js';
import { jwkThumbprint } from '../../../engine/parse/jwk-thumbprint.js';
import { ORIGIN, absentDocument, file, jsonDocument, runCheck, verdicts } from './build.js';

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
    expect(verdicts(run(directory({ keys: [KEY] })))).toEqual(['pass usable-keys']);
  });

  it('warns about the media type and incomplete keys, by their position', () => {
    const outcome = run(directory({ keys: [KEY, { kty: 'OKP', crv: 'Ed25519' }] }, 'application/json'));
    expect(verdicts(outcome)).toEqual(['pass usable-keys', 'warn wrong-type', 'warn incomplete-key key 2']);
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
    expect(verdicts(run(directory({ keys: [{ ...RFC8037_KEY, kid: RFC8037_THUMBPRINT }] })))).toEqual(['pass usable-keys']);
    const outcome = run(directory({ keys: [{ ...RFC8037_KEY, kid: 'bot-key-1' }] }));
    expect(verdicts(outcome)).toEqual(['warn kid-mismatch key 1', 'warn no-usable-key']);
    expect(outcome.findings[0]!.message).toBe(`Key 1 is not usable: kid "bot-key-1" is not the key's JWK thumbprint ${RFC8037_THUMBPRINT} (RFC 7638).`);
    expect(outcome.score).toBe(60);
  });

  it('does not count a key whose exp lies before the fetch, and counts one that expires later', () => {
    const expired = { ...KEY, exp: Date.parse('2026-11-01T00:00:00Z') / 1000 };
    const current = { ...RFC8037_KEY, exp: Date.parse('2027-01-01T00:00:00Z') / 1000 };
    const outcome = run(directory({ keys: [expired, current] }));
    expect(verdicts(outcome)).toEqual(['pass usable-keys', 'warn expired-key key 1']);
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
});
