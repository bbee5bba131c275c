// One attempt at one delivery, as a worker makes it. The delivery row is the truth: an attempt claims it with a
// lease (lockedUntil) and only the holder of that lease settles it, so duplicate wake-ups do nothing and an attempt
// whose worker died is taken again once its lease ran out. The POST goes through the engine's SSRF-safe fetcher
// (same target rules as scans, every hop vetted; redirects are not followed: a 3xx is a failed attempt).
import { createFetcher } from '@/engine/index';
import { getDb, type Prisma } from '@/lib/db';
import { wakeDeliveries } from './delivery-queue';
import { logger } from '@/lib/observability/logger';
import { webhookDeliveries } from '@/lib/observability/metrics';
import { privateTargetsAllowed } from '@/lib/settings/settings';
import { tellOwnersEndpointDisabled } from './owner-mail';
import { retryDelayMs, webhookSettings, type WebhookSettings } from './settings';
import { signedHeaders } from './signing';
import { webhookUserAgent } from './user-agent';

export type AttemptOutcome = 'delivered' | 'failed' | 'given_up' | 'not-due';

/** Beyond the request deadline, how long a lease lasts before another worker may take the delivery again. */
const LEASE_GRACE_MS = 5_000;
const SWEEP_BATCH = 100;
const ERROR_MAX_LENGTH = 500;

interface AttemptResult {
  ok: boolean;
  status: number | null;
  error: string | null;
}

export async function attemptDelivery(deliveryId: string): Promise<AttemptOutcome> {
  const settings = webhookSettings();
  const db = await getDb();
  const now = new Date();
  const lease = new Date(now.getTime() + settings.timeoutSeconds * 1000 + LEASE_GRACE_MS);
  const [delivery] = await db.webhookDelivery.updateManyAndReturn({
    where: { id: deliveryId, ...dueAt(now) },
    data: { lockedUntil: lease, attempts: { increment: 1 } },
  });
  if (!delivery) return 'not-due';
  const held = { id: delivery.id, status: 'pending', lockedUntil: lease } satisfies Prisma.WebhookDeliveryWhereInput;
  const endpoint = await db.webhookEndpoint.findUnique({ where: { id: delivery.endpointId } });
  // A ping still goes to a disabled endpoint: a delivered ping is how its owner enables it again.
  if (!endpoint || (endpoint.disabledAt && delivery.event !== 'ping')) {
    await db.webhookDelivery.updateMany({
      where: held,
      data: { status: 'failed', lastError: 'The endpoint is disabled.', nextAttemptAt: null, lockedUntil: null },
    });
    return 'given_up';
  }

  const sentAt = new Date();
  const result = await post(endpoint.url, endpoint.secret, delivery.messageId, JSON.stringify(delivery.payload), sentAt, settings);
  const settledAt = new Date();
  if (result.ok) {
    await db.webhookDelivery.updateMany({
      where: held,
      data: { status: 'delivered', lastResponseCode: result.status, lastError: null, deliveredAt: settledAt, nextAttemptAt: null, lockedUntil: null },
    });
    await db.webhookEndpoint.updateMany({
      where: { id: endpoint.id, OR: [{ failingSince: { not: null } }, { disabledAt: { not: null } }] },
      data: { failingSince: null, disabledAt: null, disabledReason: null },
    });
    webhookDeliveries.inc({ outcome: 'delivered' });
    return 'delivered';
  }

  const givenUp = settledAt.getTime() - delivery.createdAt.getTime() >= settings.giveUpSeconds * 1000;
  const nextAttemptAt = givenUp ? null : new Date(settledAt.getTime() + retryDelayMs(delivery.attempts, settings));
  await db.webhookDelivery.updateMany({
    where: held,
    data: { status: givenUp ? 'failed' : 'pending', lastResponseCode: result.status, lastError: result.error, nextAttemptAt, lockedUntil: null },
  });
  // Failing since the event that has waited longest, so a delivery given up after the window disables the endpoint.
  await db.webhookEndpoint.updateMany({ where: { id: endpoint.id, failingSince: null }, data: { failingSince: delivery.createdAt } });
  webhookDeliveries.inc({ outcome: givenUp ? 'given_up' : 'failed' });
  if (nextAttemptAt) await wakeDeliveries([delivery.id], nextAttemptAt);
  await disableIfFailingTooLong(endpoint.id, settledAt, settings);
  return givenUp ? 'given_up' : 'failed';
}

/** Pending deliveries that are due and held by no live attempt: what the sweep wakes. */
export async function dueDeliveryIds(now: Date): Promise<string[]> {
  const db = await getDb();
  const rows = await db.webhookDelivery.findMany({
    where: dueAt(now),
    orderBy: { nextAttemptAt: 'asc' },
    take: SWEEP_BATCH,
    select: { id: true },
  });
  return rows.map((row) => row.id);
}

function dueAt(now: Date): Prisma.WebhookDeliveryWhereInput {
  return { status: 'pending', nextAttemptAt: { lte: now }, OR: [{ lockedUntil: null }, { lockedUntil: { lt: now } }] };
}

async function post(url: string, secret: string, messageId: string, body: string, sentAt: Date, settings: WebhookSettings): Promise<AttemptResult> {
  const fetcher = createFetcher({
    timeout: settings.timeoutSeconds * 1000,
    retries: 0,
    allowPrivateTargets: privateTargetsAllowed(),
    userAgent: webhookUserAgent(),
  });
  try {
    const result = await fetcher.fetch({
      url,
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signedHeaders(secret, messageId, sentAt, body) },
      body,
      cap: 'json',
      maxRedirects: 0,
    });
    if (!result.ok) return { ok: false, status: null, error: clip(`${result.error.message} (${result.error.code})`) };
    const status = result.response.status;
    if (status >= 200 && status < 300) return { ok: true, status, error: null };
    return { ok: false, status, error: `The endpoint answered HTTP ${status}; only a 2xx status counts as delivered.` };
  } finally {
    await fetcher.close();
  }
}

/**
 * After a day (the give-up window) of failures without a success, the endpoint is disabled once (one conditional
 * UPDATE, so two workers cannot both disable it), its pending deliveries end as failed, and the owners are told.
 */
async function disableIfFailingTooLong(endpointId: string, now: Date, settings: WebhookSettings): Promise<void> {
  const db = await getDb();
  const cutoff = new Date(now.getTime() - settings.giveUpSeconds * 1000);
  const reason = `Every delivery failed for ${describeWindow(settings.giveUpSeconds)}; send a test ping once the receiver works again: a delivered ping enables the endpoint.`;
  const [disabled] = await db.webhookEndpoint.updateManyAndReturn({
    where: { id: endpointId, disabledAt: null, failingSince: { lte: cutoff } },
    data: { disabledAt: now, disabledReason: reason },
    select: { id: true, organizationId: true, url: true },
  });
  if (!disabled) return;
  await db.webhookDelivery.updateMany({
    where: { endpointId, status: 'pending' },
    data: { status: 'failed', lastError: 'The endpoint was disabled.', nextAttemptAt: null },
  });
  logger.warn({ webhookId: disabled.id, organizationId: disabled.organizationId }, `Webhook endpoint ${disabled.id} disabled: ${reason}`);
  await tellOwnersEndpointDisabled(disabled.organizationId, disabled.url, reason);
}

function describeWindow(seconds: number): string {
  if (seconds % 86_400 === 0) return seconds === 86_400 ? 'a day' : `${seconds / 86_400} days`;
  if (seconds % 3_600 === 0) return `${seconds / 3_600} hours`;
  return `${seconds} seconds`;
}

function clip(text: string): string {
  return text.length > ERROR_MAX_LENGTH ? `${text.slice(0, ERROR_MAX_LENGTH - 1)}…` : text;
}
