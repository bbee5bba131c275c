import { describe, expect, it } from 'vitest';
import { hangUp, html, json } from '../../helpers/site.js';
import { messages, useCheckAudit } from '../../helpers/check-audit.js';

const { measure } = useCheckAudit('commerce-protocols', { timeout: 3000 });

const page = html('<!doctype html><html><head><title>Shop</title></head><body><h1>Shop</h1></body></html>');
const ucp = (origin: string) => ({
  ucp: {
    version: '2026-04-08',
    services: { 'dev.ucp.shopping': [{ version: '2026-04-08', transport: 'rest', endpoint: `${origin}/ucp/v1` }] },
    capabilities: { 'dev.ucp.shopping.checkout': [{ version: '2026-04-08' }] },
    // The 2026-04-08 business schema requires payment_handlers (schemas/ucp.json business_schema).
    payment_handlers: { 'com.example.pay': [{ id: 'pay_1', version: '2026-04-08' }] },
  },
});
const paymentRequired = {
  x402Version: 2,
  accepts: [
    {
      scheme: 'exact',
      network: 'eip155:8453',
      amount: '10000',
      asset: '0xUSDC',
      payTo: '0xShop',
      maxTimeoutSeconds: 60,
    },
  ],
};
const paywall = (headers: Record<string, string>) => ({
  status: 402,
  headers: { 'content-type': 'text/html', ...headers },
  body: '<!doctype html><html><head><title>Pay</title></head><body><h1>Payment required</h1></body></html>',
});

describe('commerce-protocols', () => {
  it('passes with a valid UCP profile', async () => {
    const { result } = await measure((origin) => ({ '/': page, '/.well-known/ucp': json(ucp(origin)) }));
    expect(result.status).toBe('pass');
    expect(result.score).toBe(100);
    expect(messages(result)).toEqual(['info: Valid: UCP.', 'pass: UCP profile is valid for UCP 2026-04-08, the release it declares.']);
  });

  // Issue 62 point 2: judged against the release each profile declares (UCP 2026-08-25 moved signing keys to the root
  // "keys" JWK Set and removed signing_keys, PR #566); one that keeps a removed field is a warning naming it.
  it('judges UCP profiles of both releases by their own schema, and names the removed field a 2026-08-25 profile keeps', async () => {
    const key = { kid: 'k1', kty: 'OKP', crv: 'Ed25519', x: '11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo' };
    const newer = (origin: string) => ({
      ucp: {
        version: '2026-08-25',
        services: { 'dev.ucp.shopping': [{ version: '2026-08-25', transport: 'rest', endpoint: `${origin}/ucp/v1` }] },
        capabilities: { 'dev.ucp.shopping.checkout': [{ version: '2026-08-25', schema: 'https://ucp.dev/2026-08-25/schemas/shopping/checkout.json' }] },
        payment_handlers: { 'com.example.pay': [{ id: 'pay_1', version: '2026-08-25' }] },
      },
      keys: [key],
    });
    const { result: older, site: first } = await measure((origin) => ({ '/': page, '/.well-known/ucp': json({ ...ucp(origin), signing_keys: [key] }) }));
    expect(messages(older)).toEqual(['info: Valid: UCP.', 'pass: UCP profile is valid for UCP 2026-04-08, the release it declares.']);
    await first.close();
    const { result: current, site: second } = await measure((origin) => ({ '/': page, '/.well-known/ucp': json(newer(origin)) }));
    expect(messages(current)).toEqual(['info: Valid: UCP.', 'pass: UCP profile is valid for UCP 2026-08-25, the release it declares.']);
    expect(current.score).toBe(100);
    await second.close();
    const { result: stale } = await measure((origin) => ({ '/': page, '/.well-known/ucp': json({ ...newer(origin), signing_keys: [key] }) }));
    expect(stale.status).toBe('warn');
    expect(stale.score).toBe(40);
    expect(messages(stale)[0]).toBe(
      'warn: The UCP profile declares 2026-08-25 but carries fields of another release: "signing_keys" (of 2026-01-11 to 2026-04-08; removed in 2026-08-25, which uses the root "keys" JWK Set).',
    );
  });

  it('passes with x402 requirements in the PAYMENT-REQUIRED header of a 402 start page', async () => {
    const header = Buffer.from(JSON.stringify(paymentRequired)).toString('base64');
    const { result } = await measure({ '/': paywall({ 'payment-required': header }) });
    expect(result.score).toBe(100);
    expect(messages(result)).toContain('pass: x402 payment requirements (PAYMENT-REQUIRED header) are valid.');
  });

  it('passes with an MPP Payment challenge, and with AP2 declared in the A2A card', async () => {
    const { result: mppResult, site: mpp } = await measure({
      '/': paywall({
        'www-authenticate':
          'Payment id="ch_1", realm="shop", method="tempo", intent="charge", request="eyJhbW91bnQiOiIxIn0"',
      }),
    });
    expect(mppResult.score).toBe(100);
    expect(messages(mppResult)).toContain('pass: MPP Payment challenge (method tempo, intent charge) is complete.');
    await mpp.close();

    const { result: ap2 } = await measure({
      '/': page,
      '/.well-known/agent-card.json': json({
        name: 'Shop agent',
        capabilities: {
          extensions: [
            { uri: 'https://github.com/google-agentic-commerce/ap2/tree/v0.1', params: { roles: ['merchant'] } },
          ],
        },
      }),
    });
    expect(ap2.score).toBe(100);
    expect(messages(ap2)).toContain('pass: AP2 is declared as an A2A extension with its roles.');
  });

  // A document with shape errors only claims the protocol: declared, at most 40 (checks.md 2026-12c, scorecard 2026.12.2).
  it('warns when the only protocol found has shape errors: declared only', async () => {
    const { result } = await measure({
      '/': page,
      '/.well-known/acp.json': json({ protocol: { name: 'acp', version: 'latest' }, transports: [] }),
    });
    expect(result.status).toBe('warn');
    expect(result.score).toBe(40);
    expect(result.capability).toMatchObject({ capability: 'commerce', state: 'yes', evidence: 'declared' });
    expect(messages(result).slice(0, -1)).toEqual([
      'warn: ACP discovery document has shape errors: "protocol.version" is not a YYYY-MM-DD version; "protocol.supported_versions" is missing, empty or repeats a version; "api_base_url" is not an absolute URL; "transports" is missing or empty; "capabilities.services" is missing or empty.',
      "info: ACP's well-known discovery file (/.well-known/acp.json) is a draft discovery mechanism (the ACP discovery RFC is not final); agents may not look for it yet.",
    ]);
  });

  it('finds the x402 discovery manifest at /.well-known/x402 and reports it as a draft (checks.md 26, 2026)', async () => {
    const { result } = await measure((origin) => ({
      '/': page,
      '/.well-known/x402': json({
        x402Version: 2,
        resources: [{ resource: `${origin}/api/forecast`, accepts: [{ scheme: 'exact', network: 'eip155:8453', amount: '1000', asset: '0xUSDC', payTo: '0xabc' }] }],
      }),
    }));
    expect(result.score).toBe(100);
    expect(result.findings.map((finding) => `${finding.status} ${finding.code}`)).toEqual([
      'info commerce-protocols.valid-protocols',
      'pass commerce-protocols.protocol-valid',
      'info commerce-protocols.draft-discovery',
    ]);
    expect(messages(result)[0]).toBe('info: Valid: x402 manifest.');
    expect(messages(result)[2]).toContain('x402 discovery draft');

    const { result: brokenResult } = await measure({ '/': page, '/.well-known/x402': json({ resources: [] }) });
    expect(brokenResult.score).toBe(40);
    expect(messages(brokenResult)[0]).toBe('warn: x402 manifest discovery document has shape errors: "x402Version" is missing; "resources" lists no paid resource.');
  });

  it('warns on an x402 body that lacks payment fields', async () => {
    const { result } = await measure({
      '/': {
        status: 402,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ x402Version: 1, accepts: [{ scheme: 'exact' }] }),
      },
    });
    expect(result.score).toBe(50);
    expect(messages(result)).toEqual([
      'warn: x402 payment requirements (JSON body) have shape errors: accepts[0] lacks network, payTo, asset, amount.',
    ]);
  });

  it('warns on an incomplete MPP challenge, read among several challenges with quoted commas', async () => {
    const { result } = await measure({
      '/': paywall({
        'www-authenticate':
          'Bearer realm="api", scope="a,b", Payment id="ch_1", realm="shop", method="tempo", intent="charge"',
      }),
    });
    expect(result.status).toBe('warn');
    expect(result.score).toBe(50);
    expect(messages(result)).toEqual([
      'warn: MPP Payment challenge is incomplete: the Payment challenge lacks request.',
    ]);
  });

  it('fails when no protocol is found (an HTML page at /.well-known/ucp does not count)', async () => {
    const { result } = await measure({ '/': page, '/.well-known/ucp': page });
    expect(result.status).toBe('fail');
    expect(result.score).toBe(0);
    expect(messages(result)).toEqual(['fail: No agent commerce protocol was found (UCP, ACP, x402, MPP or AP2).']);
  });

  it('is an error when a discovery document cannot be fetched and nothing else is found', async () => {
    const { result, site: s } = await measure({ '/': page, '/.well-known/ucp': hangUp });
    expect(result.status).toBe('error');
    expect(result.findings[0]!.message).toMatch(
      new RegExp(`^Could not fetch the commerce discovery document ${s.origin}/.well-known/ucp`),
    );
  });

  it('is not applicable under the docs profile', async () => {
    const { result } = await measure((origin) => ({ '/': page, '/.well-known/ucp': json(ucp(origin)) }), { profile: 'docs' });
    expect(result.applicable).toBe(false);
    expect(result.score).toBe(100);
  });
});
