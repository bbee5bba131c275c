// web-bot-auth (checks.md, check 10): run on hand-built signatures directory documents.
import { describe, expect, it } from 'vitest';
import { webBotAuth } from '../../../engine/checks/web-bot-auth.js';
import type { FetchedDocument } from '../../../engine/gather/json-document.js';
import { SIGNATURES_DIRECTORY_TYPE } from '../../../engine/well-known.js';
import { ORIGIN, absentDocument, jsonDocument, runCheck, verdicts } from './build.js';

const URL = `${ORIGIN}/.well-known/http-message-signatures-directory`;
const KEY = { kty: 'OKP', crv: 'Ed25519', x: 'JrQLj5P_89iXES9-vFgrIy29clF9CC_oPPsw3c5D0bs' };
const directory = (value: unknown, type = SIGNATURES_DIRECTORY_TYPE) => jsonDocument(URL, value, { type }) as FetchedDocument;
const run = (document: FetchedDocument) => runCheck(webBotAuth, { origin: { webBotAuth: document } });

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
});
