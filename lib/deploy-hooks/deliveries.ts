// The rows that remember a deploy hook's deliveries (delivery-keys.ts says what names one): a call claims its
// delivery in one statement, so of two calls at once only one is first; the first call's answer is kept for replays
// until the delivery's window ends; a refused first call lets the delivery go.
import { randomUUID } from 'node:crypto';
import { getDb, type Prisma } from '@/lib/db';
import type { Delivery } from './delivery-keys';

/** A first call that never settled (its process died) is given up after this, and its delivery may be claimed again. */
const ABANDONED_AFTER_SECONDS = 120;

export type Claim<Answer> =
  | { kind: 'first'; id: string }
  | { kind: 'replay'; answer: Answer; firstAt: Date }
  | { kind: 'in-progress' };

/**
 * Claims the delivery for this call: `first` when no live row had it (or its row expired, or its first call was
 * abandoned), else the first call's answer, or `in-progress` while that call is still being handled. One statement
 * decides, so of two calls at once only one is first.
 */
export async function claimDelivery<Answer>(hookId: string, delivery: Delivery, now: Date = new Date()): Promise<Claim<Answer>> {
  const db = await getDb();
  const expiresAt = new Date(now.getTime() + delivery.retentionSeconds * 1000);
  const abandonedBefore = new Date(now.getTime() - ABANDONED_AFTER_SECONDS * 1000);
  const claimed = await db.$queryRaw<Array<{ id: string }>>`
    INSERT INTO deploy_hook_deliveries (id, hook_id, key, answer, created_at, expires_at)
    VALUES (${randomUUID()}::uuid, ${hookId}::uuid, ${delivery.key}, NULL, ${now}, ${expiresAt})
    ON CONFLICT (hook_id, key) DO UPDATE SET answer = NULL, created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at
    WHERE deploy_hook_deliveries.expires_at <= ${now}
       OR (deploy_hook_deliveries.answer IS NULL AND deploy_hook_deliveries.created_at < ${abandonedBefore})
    RETURNING id`;
  if (claimed[0]) return { kind: 'first', id: claimed[0].id };
  const row = await db.deployHookDelivery.findUnique({ where: { hookId_key: { hookId, key: delivery.key } } });
  // Gone between the two statements: its first call was refused and let it go, so this call is judged afresh.
  if (!row) return claimDelivery(hookId, delivery, now);
  return row.answer === null ? { kind: 'in-progress' } : { kind: 'replay', answer: row.answer as Answer, firstAt: row.createdAt };
}

/** Keeps the first call's answer for the delivery's replays. */
export async function settleDelivery(id: string, answer: Prisma.InputJsonObject): Promise<void> {
  await (await getDb()).deployHookDelivery.update({ where: { id }, data: { answer } });
}

/** Lets the delivery go: its first call was refused, and a retry is judged afresh. */
export async function releaseDelivery(id: string): Promise<void> {
  await (await getDb()).deployHookDelivery.deleteMany({ where: { id } });
}

/** Deletes the deliveries whose window ended before `now`; returns how many. */
export async function pruneDeliveries(now: Date = new Date()): Promise<number> {
  const { count } = await (await getDb()).deployHookDelivery.deleteMany({ where: { expiresAt: { lt: now } } });
  return count;
}
