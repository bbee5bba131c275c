// api-catalog, trust manifest signatures verified against their publishers' keys (checks.md 2026-11). What is signed
// and where the key comes from, as the AI Catalog core gives it (Agent-Card/ai-catalog, specification/ai-catalog.md at
// 634a09d98b64; ARD 0.9 §5.1 defers to it):
// - "Trust Manifest Signatures": a detached JWS (RFC 7515) over the manifest canonicalised with JCS (RFC 8785), with
//   the `signature` member removed first.
// - "Key Resolution": a DID identity → its DID document's `verificationMethod`; an HTTPS URL identity → the JWK Set at
//   that URL, the key matching the JWS `kid`.
// - Security Considerations, "Trust Layers", Layer 2: consumers SHOULD reject a manifest whose signature does not
//   validate. checks.md: a verified signature is integrity, not publisher authenticity, unless anchored.
import { CompactSign, exportJWK, FlattenedSign, generateKeyPair, type CryptoKey, type JWK } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { NO_DNS, useCheckAudit, type ServedCheckOptions } from '../../helpers/check-audit.js';
import { HOME, json, serveSite, text, type FixtureSite, type Route, type Routes } from '../../helpers/site.js';
import { auditTrustingTestCa, startTlsFront, type TlsFront } from '../../helpers/tls-front.js';

const { measure } = useCheckAudit('api-catalog', { home: HOME, resolver: NO_DNS });

const AI = '/.well-known/ai-catalog.json';
const ARD = '/.well-known/ard.json';
const TYPE = 'application/ai-catalog+json';
const CARD = json({ name: 'fixture/card' }, 'application/mcp-server-card+json');

interface Signer {
  privateKey: CryptoKey;
  publicJwk: JWK;
}

async function es256(kid: string): Promise<Signer> {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  return { privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' } };
}

/** A detached compact JWS (RFC 7515 Appendix F): the payload part left empty. */
async function detached(payload: string, key: CryptoKey | Uint8Array, header: Record<string, unknown>): Promise<string> {
  const jws = await new FlattenedSign(new TextEncoder().encode(payload)).setProtectedHeader(header as { alg: string }).sign(key);
  return `${jws.protected}..${jws.signature}`;
}

/**
 * A trust manifest as a publisher writes it (members out of order, a number as 1e3), and its RFC 8785 form written out
 * by hand: members sorted by UTF-16 code units, no whitespace, the number as ECMAScript prints it, no `signature`.
 */
function manifest(identity: string, reportUri: string) {
  const canonical =
    `{"attestations":[{"mediaType":"application/pdf","size":1000,"type":"SOC2-Type2","uri":"${reportUri}"}],` +
    `"identity":"${identity}","identityType":"https"}`;
  const written = (signature: string, uri = reportUri) =>
    `{"identity": "${identity}", "identityType": "https",\n  "attestations": [{"type": "SOC2-Type2", "uri": "${uri}", "mediaType": "application/pdf", "size": 1e3}],\n  "signature": "${signature}"}`;
  return { canonical, written };
}

/** A catalog whose entries carry the given trust manifests (raw JSON text), served at both well-known paths. */
function catalogRoutes(origin: string, manifests: string[], extra: Routes = {}): Routes {
  const entries = manifests.map(
    (trust, index) =>
      `{"identifier": "urn:air:127.0.0.1:mcp:s${index}", "displayName": "Server ${index}", "type": "application/mcp-server-card+json", ` +
      `"url": "${origin}/cards/s${index}.json", "representativeQueries": ["find server ${index}", "what does server ${index} do"], "trustManifest": ${trust}}`,
  );
  const body = `{"specVersion": "1.0", "host": {"displayName": "Fixture"}, "entries": [${entries.join(', ')}]}`;
  const cards = Object.fromEntries(manifests.map((_, index) => [`/cards/s${index}.json`, CARD]));
  return { [AI]: text(body, TYPE), [ARD]: text(body, TYPE), ...cards, ...extra };
}

/** Routes built once the site's origin is known and the signatures are made (signing is asynchronous). */
function built(build: (origin: string) => Promise<Routes>): ServedCheckOptions {
  let routes: Promise<Routes> | undefined;
  const fallback: Route = async (req, res, site) => {
    routes ??= build(site.origin);
    const route = (await routes)[(req.url ?? '/').split('?')[0]!];
    if (typeof route === 'function') return route(req, res, site);
    res.writeHead(route?.status ?? 404, route?.headers ?? { 'content-type': 'text/plain' });
    res.end(req.method === 'HEAD' ? undefined : route ? (route.body ?? '') : 'Not found');
  };
  return { fallback };
}

const codes = (result: { findings: Array<{ code: string; status: string }> }) =>
  result.findings.filter((finding) => finding.code !== 'api-catalog.dns-aid-ip-literal').map((finding) => `${finding.status} ${finding.code}`);
const finding = (result: { findings: Array<{ code: string }> }, code: string) => result.findings.find((item) => item.code === `api-catalog.${code}`) as
  | { status: string; message: string; detail: string | null; hint: string | null }
  | undefined;

describe('api-catalog: trust manifest signatures', () => {
  it('verifies an ES256 signature over the manifest\'s RFC 8785 form with the key of the identity\'s JWK Set, fetched once for two entries', async () => {
    const signer = await es256('k1');
    const { result, site } = await measure({}, built(async (origin) => {
      const keyUrl = `${origin}/keys/jwks.json`;
      const first = manifest(keyUrl, `${origin}/reports/soc2.pdf`);
      const second = manifest(keyUrl, `${origin}/reports/iso.pdf`);
      return catalogRoutes(
        origin,
        [first.written(await detached(first.canonical, signer.privateKey, { alg: 'ES256', kid: 'k1' })), second.written(await detached(second.canonical, signer.privateKey, { alg: 'ES256', kid: 'k1' }))],
        { '/keys/jwks.json': json({ keys: [signer.publicJwk] }, 'application/jwk-set+json') },
      );
    }));
    expect(result).toMatchObject({ status: 'pass', score: 100 });
    expect(codes(result)).toEqual(['info api-catalog.file-absent', 'pass api-catalog.ai-catalog-valid', 'info api-catalog.ai-catalog-signature-verified']);
    const verified = finding(result, 'ai-catalog-signature-verified')!;
    expect(verified.message).toBe(
      '4 trust manifest signatures verify over the RFC 8785 form of the manifest: the key is not anchored to the publisher (not served over HTTPS by the identifier\'s domain), so this is integrity, not proof of who published it.',
    );
    const key = `key ${site.origin}/keys/jwks.json`;
    expect(verified.detail).toBe(
      [AI, ARD].flatMap((path) => [0, 1].map((index) => `${site.origin}${path} entries[${index}] (urn:air:127.0.0.1:mcp:s${index}): ${key}`)).join('; '),
    );
    expect(site.requests.filter((request) => request.startsWith('GET /keys/'))).toEqual(['GET /keys/jwks.json']);
  });

  it('warns that a signature does not verify when the manifest was altered after signing', async () => {
    const signer = await es256('k1');
    const { result } = await measure({}, built(async (origin) => {
      const signed = manifest(`${origin}/keys/jwks.json`, `${origin}/reports/soc2.pdf`);
      const signature = await detached(signed.canonical, signer.privateKey, { alg: 'ES256', kid: 'k1' });
      return catalogRoutes(origin, [signed.written(signature, `${origin}/reports/forged.pdf`)], { '/keys/jwks.json': json({ keys: [signer.publicJwk] }) });
    }));
    expect(result).toMatchObject({ status: 'warn', score: 85 });
    expect(codes(result)).toEqual(['info api-catalog.file-absent', 'pass api-catalog.ai-catalog-valid', 'warn api-catalog.ai-catalog-signature-invalid']);
    const invalid = finding(result, 'ai-catalog-signature-invalid')!;
    expect(invalid.message).toBe('2 trust manifest signatures do not verify: consumers should reject those manifests (AI Catalog core, Security Considerations, Layer 2).');
    expect(invalid.detail).toContain(
      'entries[0] (urn:air:127.0.0.1:mcp:s0): the signature does not match the manifest\'s RFC 8785 form (changed after signing, or signed over something else)',
    );
  });

  it('warns that the key is unusable, saying why: a key URL that answers 404, a SPIFFE identity, a JWK Set without the kid', async () => {
    const signer = await es256('k1');
    const { result, site } = await measure({}, built(async (origin) => {
      const gone = manifest(`${origin}/keys/gone.json`, `${origin}/a.pdf`);
      const spiffe = manifest('spiffe://127.0.0.1/orders', `${origin}/b.pdf`);
      const otherKid = manifest(`${origin}/keys/other.json`, `${origin}/c.pdf`);
      const sign = (payload: string) => detached(payload, signer.privateKey, { alg: 'ES256', kid: 'k1' });
      return catalogRoutes(origin, [gone.written(await sign(gone.canonical)), spiffe.written(await sign(spiffe.canonical)), otherKid.written(await sign(otherKid.canonical))], {
        '/keys/other.json': json({ keys: [{ ...signer.publicJwk, kid: 'k2' }] }),
      });
    }));
    expect(result).toMatchObject({ status: 'warn', score: 90 });
    const unusable = finding(result, 'ai-catalog-signature-key-unusable')!;
    expect(unusable.status).toBe('warn');
    expect(unusable.message).toBe('6 trust manifest signatures could not be checked: no usable key was found for their identity.');
    const ai = `${site.origin}${AI}`;
    expect(unusable.detail).toBe(
      `${ai} entries[0] (urn:air:127.0.0.1:mcp:s0): the key document ${site.origin}/keys/gone.json answers HTTP 404; ` +
        `${ai} entries[1] (urn:air:127.0.0.1:mcp:s1): a SPIFFE identity's key comes from the SPIFFE Workload API, which only workloads of that trust domain can ask; ` +
        `${ai} entries[2] (urn:air:127.0.0.1:mcp:s2): no key matches the JWS's kid "k1" and alg ES256; ` +
        `${site.origin}${ARD} entries[0] (urn:air:127.0.0.1:mcp:s0): the key document ${site.origin}/keys/gone.json answers HTTP 404; ` +
        `${site.origin}${ARD} entries[1] (urn:air:127.0.0.1:mcp:s1): a SPIFFE identity's key comes from the SPIFFE Workload API, which only workloads of that trust domain can ask (and 1 more)`,
    );
    expect(site.requests.filter((request) => request.startsWith('GET /keys/')).sort()).toEqual(['GET /keys/gone.json', 'GET /keys/other.json']);
  });

  it('refuses an HS256 signature without fetching any key (the existing alg warning)', async () => {
    const { result, site } = await measure({}, built(async (origin) => {
      const signed = manifest(`${origin}/keys/jwks.json`, `${origin}/reports/soc2.pdf`);
      const secret = new TextEncoder().encode('a shared secret is no publisher key');
      return catalogRoutes(origin, [signed.written(await detached(signed.canonical, secret, { alg: 'HS256' }))], { '/keys/jwks.json': json({ keys: [] }) });
    }));
    expect(codes(result)).toEqual(['info api-catalog.file-absent', 'pass api-catalog.ai-catalog-valid', 'warn api-catalog.ai-catalog-trust']);
    expect(finding(result, 'ai-catalog-trust')!.detail).toContain('trustManifest signature uses alg "HS256" (unsigned or a shared secret: no publisher can be checked)');
    expect(result).toMatchObject({ status: 'warn', score: 85 });
    expect(site.requests.some((request) => request.startsWith('GET /keys/'))).toBe(false);
  });

  it('warns about a JWK Set that publishes the private key, and never uses it', async () => {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    const privateJwk = { ...(await exportJWK(privateKey)), kid: 'k1' };
    const { result, site } = await measure({}, built(async (origin) => {
      const signed = manifest(`${origin}/keys/jwks.json`, `${origin}/reports/soc2.pdf`);
      return catalogRoutes(origin, [signed.written(await detached(signed.canonical, privateKey, { alg: 'ES256', kid: 'k1' }))], { '/keys/jwks.json': json({ keys: [privateJwk] }) });
    }));
    expect(finding(result, 'ai-catalog-signature-key-unusable')!.detail).toContain(`the key document ${site.origin}/keys/jwks.json publishes private or symmetric key material (key 1 (kid "k1") publishes "d")`);
    expect(finding(result, 'ai-catalog-signature-verified')).toBeUndefined();
  });

  it('verifies an attached JWS whose payload is the manifest, and one with RFC 7797 "b64": false', async () => {
    const signer = await es256('k1');
    const { result } = await measure({}, built(async (origin) => {
      const attached = manifest(`${origin}/keys/jwks.json`, `${origin}/a.pdf`);
      const unencoded = manifest(`${origin}/keys/jwks.json`, `${origin}/b.pdf`);
      const full = await new CompactSign(new TextEncoder().encode(attached.canonical)).setProtectedHeader({ alg: 'ES256', kid: 'k1' }).sign(signer.privateKey);
      const raw = await detached(unencoded.canonical, signer.privateKey, { alg: 'ES256', kid: 'k1', b64: false, crit: ['b64'] });
      return catalogRoutes(origin, [attached.written(full), unencoded.written(raw)], { '/keys/jwks.json': json({ keys: [signer.publicJwk] }) });
    }));
    expect(finding(result, 'ai-catalog-signature-verified')!.message).toMatch(/^4 trust manifest signatures verify over the RFC 8785 form/);
    expect(result).toMatchObject({ status: 'pass', score: 100 });
  });

  it('fetches at most three key documents per audit and counts the signatures it left', async () => {
    const signer = await es256('k1');
    const { result, site } = await measure({}, built(async (origin) => {
      const names = ['a', 'b', 'c', 'd'];
      const manifests = await Promise.all(
        names.map(async (name) => {
          const signed = manifest(`${origin}/keys/${name}.json`, `${origin}/${name}.pdf`);
          return signed.written(await detached(signed.canonical, signer.privateKey, { alg: 'ES256', kid: 'k1' }));
        }),
      );
      return catalogRoutes(origin, manifests, Object.fromEntries(names.map((name) => [`/keys/${name}.json`, json({ keys: [signer.publicJwk] })])));
    }));
    expect(site.requests.filter((request) => request.startsWith('GET /keys/'))).toHaveLength(3);
    expect(finding(result, 'ai-catalog-signature-verified')!.message).toMatch(/^6 trust manifest signatures verify/);
    const unchecked = finding(result, 'ai-catalog-signatures-unchecked')!;
    expect(unchecked).toMatchObject({ status: 'info', message: '2 trust manifest signatures were not checked (at most 50 signatures and 3 key documents per audit).' });
    expect(unchecked.detail).toContain(`entries[3] (urn:air:127.0.0.1:mcp:s3): its key document is beyond the 3 fetched per audit`);
    expect(result).toMatchObject({ status: 'pass', score: 100 });
  });
});

describe('api-catalog: a did:web key served over HTTPS by the publisher\'s own origin', () => {
  let front: TlsFront | undefined;
  let site: FixtureSite | undefined;
  afterEach(async () => {
    await Promise.all([front?.close(), site?.close()]);
    front = site = undefined;
  });

  it('reports the verified signature as anchored to the publisher (did:web, DID Core verificationMethod, kid as a DID URL)', async () => {
    const signer = await es256('key-1');
    front = await startTlsFront();
    const origin = front.origin;
    const did = `did:web:127.0.0.1%3A${front.port}`;
    const signed = manifest(did, `${origin}/reports/soc2.pdf`);
    const signature = await detached(signed.canonical, signer.privateKey, { alg: 'ES256', kid: `${did}#key-1` });
    const didDocument = {
      '@context': ['https://www.w3.org/ns/did/v1'],
      id: did,
      verificationMethod: [{ id: `${did}#key-1`, type: 'JsonWebKey2020', controller: did, publicKeyJwk: { ...signer.publicJwk, kid: undefined } }],
      assertionMethod: [`${did}#key-1`],
    };
    site = await serveSite({ '/': HOME, ...catalogRoutes(origin, [signed.written(signature)], { '/.well-known/did.json': json(didDocument, 'application/did+json') }) });
    front.setTarget(site.origin);
    const [report] = await auditTrustingTestCa([`${origin}/`], { checks: ['api-catalog'], profile: 'all', retries: 0 });
    const result = report!.results.find((item) => item.id === 'api-catalog')!;
    expect(result).toMatchObject({ status: 'pass', score: 100 });
    const verified = finding(result, 'ai-catalog-signature-verified')!;
    expect(verified.message).toBe(
      '2 trust manifest signatures verify over the RFC 8785 form of the manifest: each key came from its publisher\'s HTTPS origin (127.0.0.1), whose certificate vouches for who signed.',
    );
    expect(verified.detail).toContain(`key https://127.0.0.1:${front.port}/.well-known/did.json (anchored to 127.0.0.1)`);
    expect(verified.hint).toBeNull();
    expect(site.requests.filter((request) => request === 'GET /.well-known/did.json')).toHaveLength(1);
  }, 60_000);
});
