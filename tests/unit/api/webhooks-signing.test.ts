// The signature every delivery carries, checked against the Standard Webhooks specification's published test vector
// (spec "Signature scheme": HMAC-SHA256 of "<id>.<timestamp>.<body>", base64, "v1," prefix), and the retry schedule
// of failed deliveries. No server: these are the pure pieces the worker uses.
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { retryDelayMs, type WebhookSettings } from '../../../lib/webhooks/settings';
import { generateSigningSecret, signedHeaders } from '../../../lib/webhooks/signing';

describe('webhook signatures (Standard Webhooks)', () => {
  it('reproduces the specification\'s test vector exactly', () => {
    const headers = signedHeaders('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'msg_p5jXN8AQM9LWM0D4loKWxJek', new Date(1614265330_000), '{"test": 2432232314}');
    expect(headers).toEqual({
      'webhook-id': 'msg_p5jXN8AQM9LWM0D4loKWxJek',
      'webhook-timestamp': '1614265330',
      'webhook-signature': 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
    });
  });

  it('signs the whole-second timestamp it sends, so a receiver verifies what it got; another secret fails', () => {
    const secret = generateSigningSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice('whsec_'.length), 'base64')).toHaveLength(32);
    const body = JSON.stringify({ type: 'ping', timestamp: new Date().toISOString(), data: { webhookId: 'x', message: 'hi' } });
    const headers = signedHeaders(secret, 'msg_abc', new Date(Date.now() - 400), body);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(generateSigningSecret()).verify(body, headers)).toThrow();
    expect(() => new Webhook(secret).verify(`${body} `, headers)).toThrow();
  });
});

describe('retry schedule of failed deliveries', () => {
  const day: WebhookSettings = { timeoutSeconds: 10, retryBaseSeconds: 30, giveUpSeconds: 86_400, sweepSeconds: 30 };

  it('doubles from the base and caps at a sixth of the give-up window (4 hours for a day)', () => {
    expect([1, 2, 3, 4, 9, 10, 11, 20].map((failures) => retryDelayMs(failures, day) / 1000)).toEqual([
      30, 60, 120, 240, 7680, 14_400, 14_400, 14_400,
    ]);
  });

  it('keeps retrying for about a day: about 14 attempts fit in the window', () => {
    let elapsed = 0;
    let attempts = 1;
    while (elapsed + retryDelayMs(attempts, day) < day.giveUpSeconds * 1000) {
      elapsed += retryDelayMs(attempts, day);
      attempts += 1;
    }
    expect(attempts).toBe(14);
    expect(elapsed / 3_600_000).toBeGreaterThan(20);
  });
});
