import { describe, expect, it } from 'vitest';
import { useCheckAudit } from '../../helpers/check-audit.js';
import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import { jwkThumbprint } from '../../../engine/parse/jwk-thumbprint.js';
import { html, json, type RouteHandler } from '../../helpers/site.js';

const ID = 'web-bot-auth';
const PATH = '/.well-known/http-message-signatures-directory';
const TYPE = 'application/http-message-signatures-directory+json';
/** kid: the key's RFC 7638 JWK SHA-256 thumbprint, as draft-meunier-webbotauth-httpsig-directory requires. */
const ED25519 = { kty: 'OKP', crv: 'Ed25519', kid: 'poqkLGiymh_W0uP6PZFw-dvez3QJT5SolqXBCW38r0U', x: 'JrQLj5P_89iXES9-vFgrIy29clF9CC_oPPsw3c5D0bs' };

const check = useCheckAudit(ID, { home: html('<html><body><h1>Home</h1></body></html>') });
const { measure } = check;

describe('web-bot-auth', () => {
  it('passes a JWKS with a usable Ed25519 key served with the directory media type', async () => {
    const { result } = await measure({ [PATH]: json({ keys: [ED25519] }, TYPE) });
    expect(result.status).toBe('pass');
    expect(result.score).toBe(100);
    expect(result.informational).toBe(true);
    expect(result.weight).toBe(0);
    expect(result.findings[0]!.message).toBe('The directory publishes 1 usable key.');
  });

  it('warns when served as application/json', async () => {
    const { result } = await measure({ [PATH]: json({ keys: [ED25519] }) });
    expect(result.status).toBe('warn');
    expect(result.score).toBe(60);
    expect(result.findings.find((f) => f.status === 'warn')!.message).toBe(
      `The directory is served as application/json instead of ${TYPE}.`,
    );
  });

  it('warns about incomplete keys', async () => {
    const { result } = await measure({ [PATH]: json({ keys: [ED25519, { kty: 'OKP', crv: 'Ed25519' }] }, TYPE) });
    expect(result.status).toBe('warn');
    expect(result.score).toBe(60);
    expect(result.findings.map((f) => f.message)).toContain('Key 2 is incomplete: missing or invalid x.');
  });

  // Issue 62 point 4: a directory that publishes its private key fails, naming the key and the member, never the value;
  // a kid that is not the RFC 7638 thumbprint is named beside it; a curve no HTTP Signature Algorithm uses is a warning.
  it('fails a directory that publishes a private key (d), naming the key and never the value; a wrong kid is named too', async () => {
    const { privateKey } = generateKeyPairSync('ed25519');
    const jwk = privateKey.export({ format: 'jwk' }) as { kty: string; crv: string; x: string; d: string };
    const leaked = { ...jwk, kid: jwkThumbprint(jwk)! };
    const wrongKid = { ...ED25519, kid: 'my-bot-key-2026' };
    const { result } = await measure({ [PATH]: json({ keys: [leaked, wrongKid] }, TYPE) });
    expect(result.status).toBe('fail');
    expect(result.score).toBe(0);
    const verdicts = result.findings.map((finding) => `${finding.status} ${finding.code}${finding.subject ? ` ${finding.subject}` : ''}`);
    expect(verdicts).toEqual(['fail web-bot-auth.private-key-published', 'warn web-bot-auth.kid-mismatch key 2', 'info web-bot-auth.directory-unsigned']);
    expect(result.findings[0]!.message).toBe(`The directory publishes private key material: key 1 (kid "${leaked.kid}") publishes "d". Anyone who reads it can sign as your bots.`);
    expect(JSON.stringify(result)).not.toContain(jwk.d);
    expect(result.findings[1]!.message).toBe(`Key 2 is not usable: kid "my-bot-key-2026" is not the key's JWK thumbprint ${ED25519.kid} (RFC 7638).`);
  });

  it('warns about a key on a curve no HTTP Signature Algorithm uses (RFC 9421 §6.2.2) and an expired key', async () => {
    const p521 = { kty: 'EC', crv: 'P-521', x: 'AHKZLLOsCOzz5cY97ewNUajB957y-C-U88c3v13nmGZx6sYl_oJXu9A5RkTKqjqvjyekWF-7ytDyRXYgCF5cj0Kt', y: 'AdymlHvOiLxXkEhayXQnNCvDX4h9htZaCJN34kfmC6pV5OhQHiraVySsUdaQkAgDPrwQrJmbnX9cwlGfP-HqHZR1' };
    const expired = { ...ED25519, exp: 1_700_000_000 };
    const { result } = await measure({ [PATH]: json({ keys: [{ ...p521, kid: jwkThumbprint(p521)! }, expired] }, TYPE) });
    expect(result.findings.map((finding) => `${finding.status} ${finding.code}${finding.subject ? ` ${finding.subject}` : ''}`)).toEqual([
      'warn web-bot-auth.unsupported-curve key 1',
      'warn web-bot-auth.expired-key key 2',
      'warn web-bot-auth.no-usable-key',
      'info web-bot-auth.directory-unsigned',
    ]);
    expect(result.findings[0]!.message).toBe('Key 1 is not usable: it is on the curve P-521, which no HTTP Signature Algorithm uses (Ed25519, P-256, P-384 are).');
  });

  it('fails when absent, with an info finding that only sites sending bots need it', async () => {
    const { result } = await measure({});
    expect(result.status).toBe('fail');
    expect(result.score).toBe(0);
    expect(result.findings[0]!.status).toBe('fail');
    expect(result.findings[1]!.status).toBe('info');
    expect(result.findings[1]!.message).toMatch(/only matters for sites that operate bots or agents of their own/);
  });

  it('fails an HTML soft 404 and an empty key list', async () => {
    const { result: soft } = await measure({
      [PATH]: html('<html><head><title>Page not found</title></head><body>404</body></html>'),
    });
    expect(soft.status).toBe('fail');
    expect(soft.findings[0]!.message).toMatch(/soft 404/);
    await check.site!.close();
    const { result: empty } = await measure({ [PATH]: json({ keys: [] }, TYPE) });
    expect(empty.status).toBe('fail');
    expect(empty.findings[0]!.message).toBe('The directory has no keys: a JWKS needs a non-empty "keys" array.');
  });

  it('fails invalid JSON with the parse error', async () => {
    const { result } = await measure({ [PATH]: { status: 200, headers: { 'content-type': TYPE }, body: '{"keys": [' } });
    expect(result.status).toBe('fail');
    expect(result.findings[0]!.message).toMatch(/does not parse/);
  });

  it('is measured but not applicable outside the "all" profile (no profile lists it)', async () => {
    const { result } = await measure({ [PATH]: json({ keys: [ED25519] }, TYPE) }, { profile: 'api' });
    expect(result.applicable).toBe(false);
    expect(result.score).toBe(100);
  });

  it('2026 directory rules: a redirect is not followed, a kid that is not the thumbprint and an expired key do not count', async () => {
    const { result: redirected } = await measure({ [PATH]: { status: 302, headers: { location: '/keys.json' } }, '/keys.json': json({ keys: [ED25519] }, TYPE) });
    expect(redirected.findings.map((finding) => `${finding.status} ${finding.code}`)).toEqual(['fail web-bot-auth.redirected']);
    expect(check.site!.requests).not.toContain('GET /keys.json');
    const { result: defects } = await measure({ [PATH]: json({ keys: [{ ...ED25519, kid: 'bot-2026' }, { ...ED25519, kid: undefined, exp: 1700000000 }] }, TYPE) });
    expect(defects.findings.map((finding) => `${finding.status} ${finding.code}`)).toEqual([
      'warn web-bot-auth.kid-mismatch',
      'warn web-bot-auth.expired-key',
      'warn web-bot-auth.no-usable-key',
      'info web-bot-auth.directory-unsigned',
    ]);
    expect(defects.score).toBe(60);
  });

  // draft-ietf-webbotauth-httpsig-protocol-01, Appendix "Validating the Domain Binding" §Possession Proof on the Directory
  // Response: per key, a signature tagged http-message-signatures-directory over ("@authority";req "content-digest")
  // with created, expires and keyid = the JWK thumbprint; RFC 9421 §2.5 signature base, RFC 9530 Content-Digest.
  it('verifies the possession proof the directory signs its response with, bound to the authority the audit asked', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('ed25519');
    const jwk = publicKey.export({ format: 'jwk' }) as { kty: string; crv: string; x: string };
    const key = { kty: jwk.kty, crv: jwk.crv, x: jwk.x };
    const kid = jwkThumbprint(key)!;
    const body = JSON.stringify({ keys: [{ ...key, kid }] });
    const digest = `sha-256=:${createHash('sha256').update(body).digest('base64')}:`;
    const now = Math.floor(Date.now() / 1000);
    const params = `("@authority";req "content-digest");created=${now - 60};expires=${now + 3600};keyid="${kid}";tag="http-message-signatures-directory"`;
    const signed = (authority: (host: string) => string): RouteHandler => (req, res) => {
      const base = `"@authority";req: ${authority(req.headers.host!)}\n"content-digest": ${digest}\n"@signature-params": ${params}`;
      const signature = sign(null, Buffer.from(base), privateKey).toString('base64');
      res.writeHead(200, { 'content-type': TYPE, 'content-digest': digest, 'signature-input': `proof=${params}`, signature: `proof=:${signature}:` });
      res.end(body);
    };
    const { result, site } = await measure({ [PATH]: signed((host) => host) });
    expect(result.findings.map((finding) => `${finding.status} ${finding.code}`)).toEqual(['pass web-bot-auth.usable-keys', 'info web-bot-auth.directory-signed']);
    expect(result.findings[1]!.message).toBe(`The directory response carries a possession proof that verifies for 1 key: the keys are bound to 127.0.0.1:${site.port}.`);
    expect(result.score).toBe(100);
    // The same keys signed for another authority: a copy re-served here proves nothing.
    const { result: copied } = await measure({ [PATH]: signed(() => 'bots.example') });
    expect(copied.findings.map((finding) => `${finding.status} ${finding.code}`)).toEqual(['pass web-bot-auth.usable-keys', 'warn web-bot-auth.directory-signature-invalid']);
    expect(copied.score).toBe(90);
  });

  it('is an error when the directory never answers', async () => {
    const { result } = await measure({ [PATH]: () => undefined }, { timeout: 300 });
    expect(result.status).toBe('error');
    expect(result.findings[0]!.message).toMatch(/^Could not fetch the signatures directory/);
  });
});
