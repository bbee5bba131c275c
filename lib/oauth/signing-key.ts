// The key that signs ID tokens (the only JWTs the provider issues: access tokens are opaque). Derived from the
// service's secret (lib/auth/secret.ts) rather than generated per process, so every process of one installation
// and every restart publish the same key at /oauth/jwks.
import { createECDH, hkdfSync } from 'node:crypto';
import type { JWK } from 'oidc-provider';

export function signingKey(secret: string): JWK {
  const d = Buffer.from(hkdfSync('sha256', secret, 'agentgauge-oauth', 'id-token-signing-key-p256', 32));
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(d);
  const point = ecdh.getPublicKey(); // 0x04 ‖ x ‖ y
  return {
    kty: 'EC',
    crv: 'P-256',
    alg: 'ES256',
    use: 'sig',
    d: d.toString('base64url'),
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33, 65).toString('base64url'),
  };
}
