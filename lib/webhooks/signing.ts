// Standard Webhooks signatures (https://www.standardwebhooks.com/, spec "Signature scheme"): HMAC-SHA256 over
// "<webhook-id>.<webhook-timestamp>.<body>" with the base64-decoded secret, sent as "v1,<base64>". The
// `standardwebhooks` package does the signing, so receivers verify with any Standard Webhooks library.
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

export const SECRET_PREFIX = 'whsec_';

/** A new signing secret: "whsec_" + base64 of 32 random bytes (the spec recommends 24 to 64). */
export function generateSigningSecret(): string {
  return SECRET_PREFIX + randomBytes(32).toString('base64');
}

/** The three headers of one delivery attempt; `sentAt` is the attempt's time (receivers refuse stale timestamps). */
export function signedHeaders(secret: string, messageId: string, sentAt: Date, body: string): Record<string, string> {
  // The timestamp is whole seconds: sign exactly what the header carries.
  const timestamp = new Date(Math.floor(sentAt.getTime() / 1000) * 1000);
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(timestamp.getTime() / 1000),
    'webhook-signature': new Webhook(secret).sign(messageId, timestamp, body),
  };
}
