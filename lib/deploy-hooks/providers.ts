// How each hosting platform calls a deploy hook (issue 54 point 3): how the call proves it comes from the owner's
// account, and which of its events is a finished production deploy worth a scan. Pure but for the crypto it checks.
//   vercel:  a team webhook (Settings → Webhooks). x-vercel-signature is the hex HMAC-SHA1 of the raw body with the
//            webhook's secret, which Vercel shows once when the webhook is created (vercel.com/docs/webhooks, "Securing
//            webhooks"). A scan for deployment.succeeded, deployment.ready or deployment.promoted whose target is
//            production; previews and other events are acknowledged and ignored.
//   netlify: a deploy notification (Project configuration → Notifications → Deploy notifications → HTTP POST request)
//            with a JWS secret token. X-Webhook-Signature is a JWS (HS256) signed with that secret, whose claims are
//            iss "netlify" and sha256, the hex SHA-256 of the body (docs.netlify.com/site-deploys/notifications,
//            "Payload signature"). A scan when the deploy's state is ready and its context production.
//   generic: any other caller (a CI job's curl): "Authorization: Bearer <secret>", the secret this service generated.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { jwtVerify } from 'jose';

/** A deploy notification's body: Vercel's and Netlify's carry a deployment's details, well under this. */
export const DEPLOY_HOOK_BODY_LIMIT_BYTES = 256 * 1024;

/** Vercel's events for a deployment that is built and serving (the older `ready` name included). */
const VERCEL_DEPLOYED = new Set(['deployment.succeeded', 'deployment.ready', 'deployment.promoted']);

export interface StoredHook {
  provider: string;
  signingSecret: string | null;
  secretHash: string | null;
}

/** What the call asks for: a scan, or nothing (with why, which the response and the hook's last outcome say). */
export type HookEvent = { scan: true; event: string } | { scan: false; reason: string };

export function generateHookSecret(): string {
  return `dh_${randomBytes(32).toString('base64url')}`;
}

export function hashHookSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Why the call's signature does not verify, or null when it does. `headers` are the request's (lower-case names);
 * `body` the raw bytes as received, which is what each provider signs.
 */
export async function signatureProblem(hook: StoredHook, headers: Headers, body: Buffer): Promise<string | null> {
  switch (hook.provider) {
    case 'vercel': {
      if (!hook.signingSecret) return 'the hook has no signing secret yet: set the secret Vercel showed when the webhook was created';
      const signature = headers.get('x-vercel-signature');
      if (!signature) return 'the x-vercel-signature header is missing';
      const expected = createHmac('sha1', hook.signingSecret).update(body).digest('hex');
      return sameText(signature.trim().toLowerCase(), expected) ? null : 'x-vercel-signature does not match the body signed with the hook\'s secret';
    }
    case 'netlify': {
      const token = headers.get('x-webhook-signature');
      if (!token) return 'the X-Webhook-Signature header is missing (set the JWS secret token in the deploy notification)';
      try {
        const { payload } = await jwtVerify(token, new TextEncoder().encode(hook.signingSecret ?? ''), { algorithms: ['HS256'], issuer: 'netlify' });
        const digest = createHash('sha256').update(body).digest('hex');
        return typeof payload.sha256 === 'string' && sameText(payload.sha256, digest) ? null : 'the JWS sha256 claim does not match the body';
      } catch {
        return 'X-Webhook-Signature is not a JWS signed with the hook\'s secret (HS256, issuer netlify)';
      }
    }
    default: {
      const match = /^Bearer\s+(\S+)$/i.exec(headers.get('authorization') ?? '');
      if (!match) return 'send the hook\'s secret as "Authorization: Bearer <secret>"';
      return hook.secretHash !== null && sameText(hashHookSecret(match[1]!), hook.secretHash) ? null : 'the bearer secret is not the hook\'s';
    }
  }
}

function objectField(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;
}

/** Whether the (verified) call reports a finished production deploy. `json` is the parsed body, or null. */
export function eventOf(provider: string, json: unknown): HookEvent {
  if (provider === 'vercel') {
    const type = objectField(json, 'type');
    const target = objectField(objectField(json, 'payload'), 'target');
    if (typeof type !== 'string') return { scan: false, reason: 'not a Vercel webhook event (no "type")' };
    if (!VERCEL_DEPLOYED.has(type)) return { scan: false, reason: `Vercel event ${type} is not a finished deployment` };
    if (target !== 'production') return { scan: false, reason: `Vercel event ${type} is of a ${typeof target === 'string' ? target : 'preview'} deployment, not production` };
    return { scan: true, event: `vercel ${type}` };
  }
  if (provider === 'netlify') {
    const state = objectField(json, 'state');
    const context = objectField(json, 'context');
    if (state !== 'ready') return { scan: false, reason: `Netlify deploy state ${typeof state === 'string' ? state : 'unknown'}, not ready` };
    if (context !== 'production') return { scan: false, reason: `Netlify deploy of context ${typeof context === 'string' ? context : 'unknown'}, not production` };
    return { scan: true, event: 'netlify deploy succeeded' };
  }
  return { scan: true, event: 'deploy hook called' };
}
