// POST /api/v1/hooks/deploy/{id}: a hosting platform says a deploy finished (lib/deploy-hooks/providers.ts). Refused
// (401) unless its signature verifies; a finished production deploy queues a scan of the site as POST …/scan does,
// under the same rules (the organization's paid plan, the target rules, the scan quotas: a refused call spends no
// quota, the queueing transaction rolls back whole); any other event is acknowledged and ignored. A scan already
// queued measures the new deploy, so the call points at it; one already running (started before the deploy) is 409.
// A replayed call is one call (issue 60 point 5, lib/deploy-hooks/deliveries.ts): a delivery already answered is
// answered again with that answer (`replayed` true) and spends nothing. The hook's record keeps the last call that
// queued a scan apart from the last one refused, so neither hides the other.
import type { z } from 'zod';
import type { Actor } from '@/lib/auth/authorize';
import { hasPaidAccess } from '@/lib/auth/paid-access';
import { getDb } from '@/lib/db';
import { claimDelivery, releaseDelivery, settleDelivery, type Claim } from '@/lib/deploy-hooks/deliveries';
import { deliveryOf, staleProblem, type Delivery } from '@/lib/deploy-hooks/delivery-keys';
import { eventOf, signatureProblem } from '@/lib/deploy-hooks/providers';
import { ApiError } from '@/lib/errors/api-errors';
import type { DeployHookCall } from '@/lib/schemas/me/deploy-hooks';
import { findActiveScan } from './find-active-scan';
import { queueSiteScan } from './queue-site-scan';

type Call = z.input<typeof DeployHookCall>;
/** The answer a delivery keeps for its replays: the first call's, without the replay flag. */
type FirstAnswer = Omit<Call, 'replayed'>;

/** How long a call waits for the first call of its delivery to be answered (it takes well under a second). */
const IN_PROGRESS_WAIT_MS = 10_000;
const IN_PROGRESS_POLL_MS = 100;

function parsedOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

type Kind = 'queued' | 'ignored' | 'refused';

/** Writes the call into the hook's record: every verified call is the last call; a queueing or refused one also its own. */
async function record(hookId: string, kind: Kind, outcome: string, scanId: string | null = null): Promise<void> {
  const at = new Date();
  const own =
    kind === 'queued'
      ? { lastQueuedAt: at, lastQueuedOutcome: outcome, lastQueuedScanId: scanId }
      : kind === 'refused'
        ? { lastRefusedAt: at, lastRefusedOutcome: outcome }
        : {};
  await (await getDb()).deployHook.update({ where: { id: hookId }, data: { lastCalledAt: at, lastOutcome: outcome, ...own } });
}

/** The delivery's claim, waiting a moment while its first call is still being handled. */
async function claimOrWait(hookId: string, delivery: Delivery): Promise<Exclude<Claim<FirstAnswer>, { kind: 'in-progress' }>> {
  const deadline = Date.now() + IN_PROGRESS_WAIT_MS;
  for (;;) {
    const claim = await claimDelivery<FirstAnswer>(hookId, delivery);
    if (claim.kind !== 'in-progress') return claim;
    if (Date.now() >= deadline) {
      throw new ApiError('deploy-call-in-progress', `The first call of ${delivery.label} is still being handled; call again to get its answer.`);
    }
    await new Promise((resolve) => setTimeout(resolve, IN_PROGRESS_POLL_MS));
  }
}

export async function receiveDeployHook(hookId: string, headers: Headers, body: string): Promise<Call> {
  const db = await getDb();
  const hook = await db.deployHook.findUnique({ where: { id: hookId } });
  if (!hook) throw new ApiError('not-found', 'No deploy hook has this id.');
  // The providers sign the raw bytes; the body arrives as UTF-8 JSON, which encodes back to the same bytes.
  const problem = await signatureProblem(hook, headers, Buffer.from(body, 'utf8'));
  if (problem) throw new ApiError('invalid-signature', `The call was refused: ${problem}.`);

  // Only calls that verified are recorded or remembered, so a stranger's calls cost no write.
  const json = parsedOrNull(body);
  const delivery = deliveryOf(hook.provider, headers, json, body);
  const stale = staleProblem(hook.provider, json, Date.now());
  if (stale) {
    await record(hook.id, 'refused', `refused: ${stale}`);
    return { queued: false, scanId: null, reason: `Ignored: ${stale}.`, replayed: false };
  }
  const claim = await claimOrWait(hook.id, delivery);
  if (claim.kind === 'replay') {
    const first = claim.answer;
    await record(hook.id, 'refused', `replay of ${delivery.label} (first handled ${claim.firstAt.toISOString()}): answered with its outcome, nothing spent`);
    return { ...first, replayed: true };
  }

  let answer: FirstAnswer;
  try {
    answer = await handleFirstCall(hook, json);
  } catch (error) {
    await releaseDelivery(claim.id);
    if (error instanceof ApiError) await record(hook.id, 'refused', `refused: ${error.message}`);
    throw error;
  }
  await settleDelivery(claim.id, answer);
  return { ...answer, replayed: false };
}

/** What the first call of a delivery does: ignore the event, or queue a scan (or point at the one queued). */
async function handleFirstCall(hook: { id: string; organizationId: string; siteId: string; provider: string }, json: unknown): Promise<FirstAnswer> {
  const event = eventOf(hook.provider, json);
  if (!event.scan) {
    await record(hook.id, 'ignored', `ignored: ${event.reason}`);
    return { queued: false, scanId: null, reason: `Ignored: ${event.reason}.` };
  }
  const db = await getDb();
  const subscription = await db.subscription.findUnique({ where: { organizationId: hook.organizationId } });
  // The hook acts for its organization as a member starting a scan would: the same rule of the plan (authorize.ts).
  const actor: Actor = { organizationId: hook.organizationId, role: 'member', paid: hasPaidAccess(subscription) };
  try {
    const started = await queueSiteScan(actor, hook.siteId, 'deploy');
    await record(hook.id, 'queued', `queued scan ${started.scanId} (${event.event})`, started.scanId);
    return { queued: true, scanId: started.scanId, reason: `${event.event}: scan ${started.scanId} queued.` };
  } catch (error) {
    if (error instanceof ApiError && error.code === 'scan-active') {
      const active = await findActiveScan(hook.organizationId, hook.siteId);
      if (active?.status === 'queued') {
        await record(hook.id, 'queued', `scan ${active.scanId} was already queued (${event.event})`, active.scanId);
        return { queued: true, scanId: active.scanId, reason: `${event.event}: scan ${active.scanId} was already queued; it measures this deploy.` };
      }
    }
    throw error;
  }
}
