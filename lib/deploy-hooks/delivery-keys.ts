// A replayed call is one call (issue 60 point 5). Each verified call names its delivery, and a delivery is handled
// once: while its row lives, the same delivery is answered with the first call's answer and spends nothing.
//   vercel:  the event's `id`, "The ID of the webhook delivery", beside createdAt, "The webhook delivery timestamp"
//            (vercel.com/docs/webhooks/webhooks-api, "Payload": type, id, createdAt, region, payload).
//   netlify: the deploy's `id` and its `state`. Netlify's page on deploy notifications
//            (docs.netlify.com/site-deploys/notifications, "Payload signature") signs the body but lists no fields;
//            the body is the deploy as Netlify's API shows it (id, site_id, build_id, state, context, created_at,
//            updated_at, published_at, …), as calls captured from it show (gitlab.com/jamietanna/www-api/-/issues/107).
//            One deploy is notified once per event (building, ready, failed) with the same id, so the id alone would
//            make the "ready" call a replay of the "building" one and the deploy would never be scanned (issue 84
//            point 8).
//   generic: the caller's Idempotency-Key header (draft-ietf-httpapi-idempotency-key-header: one key per distinct
//            request, retries reuse it), else the body's SHA-256 within an hour.
// A signed body that names no id is keyed by its SHA-256 as well: the signature covers it, so the same bytes are the
// same call. Vercel's and Netlify's bodies are signed with their timestamps, so a call older than the window its
// delivery is remembered in cannot be told from a replay and queues nothing (staleProblem). Pure: the rows that
// remember deliveries are deliveries.ts.
import { createHash } from 'node:crypto';
import { idempotencyKeyIn } from '@/lib/net/idempotency-key';

/** How long a provider's delivery id or an Idempotency-Key is remembered: past Vercel's and Netlify's retries by far. */
export const DELIVERY_RETENTION_SECONDS = 30 * 86_400;
/** How long a generic call without an Idempotency-Key is remembered by its body: the scan quota's window. */
export const BODY_HASH_RETENTION_SECONDS = 3600;
/** A provider's id as a key: visible ASCII, as an Idempotency-Key is (lib/net/idempotency-key.ts). */
const PROVIDER_ID = /^[\x21-\x7e]{1,255}$/;

export interface Delivery {
  /** The row's key, unique per hook: "vercel:<id>", "netlify:<id>", "idempotency-key:<key>", "sha256:<hex>". */
  key: string;
  /** What the record says the delivery is, for an owner: "Vercel delivery evt_1". */
  label: string;
  retentionSeconds: number;
}

function objectField(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;
}

function idOf(json: unknown): string | null {
  const id = objectField(json, 'id');
  return typeof id === 'string' && PROVIDER_ID.test(id) ? id : null;
}

/** The delivery a verified call names. Throws 400 invalid-parameter for an Idempotency-Key that is not a key. */
export function deliveryOf(provider: string, headers: Headers, json: unknown, body: string): Delivery {
  const digest = createHash('sha256').update(body).digest('hex');
  const byBody = (retentionSeconds: number): Delivery => ({ key: `sha256:${digest}`, label: `the call with body SHA-256 ${digest.slice(0, 12)}…`, retentionSeconds });
  if (provider === 'vercel') {
    const id = idOf(json);
    return id ? { key: `vercel:${id}`, label: `Vercel delivery ${id}`, retentionSeconds: DELIVERY_RETENTION_SECONDS } : byBody(DELIVERY_RETENTION_SECONDS);
  }
  if (provider === 'netlify') {
    const id = idOf(json);
    const stated = objectField(json, 'state');
    const state = typeof stated === 'string' && PROVIDER_ID.test(stated) ? stated : 'unknown';
    return id ? { key: `netlify:${id}:${state}`, label: `Netlify deploy ${id} (${state})`, retentionSeconds: DELIVERY_RETENTION_SECONDS } : byBody(DELIVERY_RETENTION_SECONDS);
  }
  const key = idempotencyKeyIn(headers);
  if (key === null) return byBody(BODY_HASH_RETENTION_SECONDS);
  return { key: `idempotency-key:${key}`, label: `Idempotency-Key ${key}`, retentionSeconds: DELIVERY_RETENTION_SECONDS };
}

/** The signed time of a provider's call (Vercel: createdAt in ms; Netlify: the deploy's updated_at, else created_at). */
function signedTimeOf(provider: string, json: unknown): number | null {
  if (provider === 'vercel') {
    const createdAt = objectField(json, 'createdAt');
    return typeof createdAt === 'number' && Number.isFinite(createdAt) ? createdAt : null;
  }
  if (provider === 'netlify') {
    const stamp = objectField(json, 'updated_at') ?? objectField(json, 'created_at');
    const time = typeof stamp === 'string' ? Date.parse(stamp) : Number.NaN;
    return Number.isNaN(time) ? null : time;
  }
  return null;
}

/** Why a signed call is too old to be told from a replay, or null. */
export function staleProblem(provider: string, json: unknown, now: number): string | null {
  const signed = signedTimeOf(provider, json);
  if (signed === null || now - signed <= DELIVERY_RETENTION_SECONDS * 1000) return null;
  return `the event is from ${new Date(signed).toISOString()}, over ${DELIVERY_RETENTION_SECONDS / 86_400} days ago, longer than deliveries are remembered: it cannot be told from a replay`;
}

