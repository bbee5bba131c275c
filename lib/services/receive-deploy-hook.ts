// POST /api/v1/hooks/deploy/{id}: a hosting platform says a deploy finished (lib/deploy-hooks/providers.ts). Refused
// (401) unless its signature verifies; a finished production deploy queues a scan of the site as POST …/scan does,
// under the same rules (the organization's paid plan, the target rules, the scan quotas: a refused call spends no
// quota, the queueing transaction rolls back whole); any other event is acknowledged and ignored. A scan already
// queued measures the new deploy, so the call points at it; one already running (started before the deploy) is 409.
import type { z } from 'zod';
import type { Actor } from '@/lib/auth/authorize';
import { hasPaidAccess } from '@/lib/auth/paid-access';
import { getDb } from '@/lib/db';
import { eventOf, signatureProblem } from '@/lib/deploy-hooks/providers';
import { ApiError } from '@/lib/errors/api-errors';
import type { DeployHookCall } from '@/lib/schemas/me/deploy-hooks';
import { findActiveScan } from './find-active-scan';
import { queueSiteScan } from './queue-site-scan';

type Call = z.input<typeof DeployHookCall>;

function parsedOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export async function receiveDeployHook(hookId: string, headers: Headers, body: string): Promise<Call> {
  const db = await getDb();
  const hook = await db.deployHook.findUnique({ where: { id: hookId } });
  if (!hook) throw new ApiError('not-found', 'No deploy hook has this id.');
  // The providers sign the raw bytes; the body arrives as UTF-8 JSON, which encodes back to the same bytes.
  const problem = await signatureProblem(hook, headers, Buffer.from(body, 'utf8'));
  if (problem) throw new ApiError('invalid-signature', `The call was refused: ${problem}.`);

  // Only calls that verified are recorded, so a stranger's calls cost no write.
  const record = (outcome: string, scanId: string | null) =>
    db.deployHook.update({ where: { id: hook.id }, data: { lastCalledAt: new Date(), lastOutcome: outcome, lastScanId: scanId } });
  const event = eventOf(hook.provider, parsedOrNull(body));
  if (!event.scan) {
    await record(`ignored: ${event.reason}`, null);
    return { queued: false, scanId: null, reason: `Ignored: ${event.reason}.` };
  }
  const subscription = await db.subscription.findUnique({ where: { organizationId: hook.organizationId } });
  // The hook acts for its organization as a member starting a scan would: the same rule of the plan (authorize.ts).
  const actor: Actor = { organizationId: hook.organizationId, role: 'member', paid: hasPaidAccess(subscription) };
  try {
    const started = await queueSiteScan(actor, hook.siteId, 'deploy');
    await record(`queued scan ${started.scanId} (${event.event})`, started.scanId);
    return { queued: true, scanId: started.scanId, reason: `${event.event}: scan ${started.scanId} queued.` };
  } catch (error) {
    if (error instanceof ApiError && error.code === 'scan-active') {
      const active = await findActiveScan(hook.organizationId, hook.siteId);
      if (active?.status === 'queued') {
        await record(`scan ${active.scanId} was already queued (${event.event})`, active.scanId);
        return { queued: true, scanId: active.scanId, reason: `${event.event}: scan ${active.scanId} was already queued; it measures this deploy.` };
      }
    }
    if (error instanceof ApiError) await record(`refused: ${error.message}`, null);
    throw error;
  }
}
