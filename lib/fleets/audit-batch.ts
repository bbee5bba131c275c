// One fleet job: a batch of a run's targets, audited politely (issue 47 points 2 to 4). For each target, in turn:
// 1. the operator's opt-out list (recorded `opted-out`, no request);
// 2. its name resolved as the audit will resolve it (a refused or unresolvable name ends without a request or quota);
// 3. the politeness leases of its host and address (lib/fleets/leases.ts), waited for, or the target goes back in
//    line when it waited too long;
// 4. the claim, with the target's one unit of its shared per-target quota (a target at its quota goes back in line
//    until the window ends: it waits, it is not skipped);
// 5. the bulk audit (start page, every agent profile's view, no journeys; rendered only in the render sample) in the
//    fleets' own low-priority audit processes, whose robots.txt group, Retry-After and politeness are the engine's
//    (options.bulk), with the robots.txt answer read ahead of the batch where there is one (look-ahead.ts, which a
//    batch starts and whose reading of its own targets it ends); while it only waits on its host, its worker slot goes
//    to another target (waiting-watch.ts);
// 6. one result (lib/fleets/settle.ts), or back in line: after Retry-After (at most twice), once after a blocked scan,
//    or at once for a bare domain whose https origin could not be reached, measured again at http.
import type { JobWithMetadata } from 'pg-boss';
import { randomUUID } from 'node:crypto';
import { AuditError, environmentResolver, vetTarget, type AnsweredAhead, type AuditReport } from '@/engine/index';
import { getDb } from '@/lib/db';
import { errorMessage, logger } from '@/lib/observability/logger';
import { refusedWithoutAllowance } from '@/lib/rate-limit/runnable-target';
import { leaseRenderSlot } from '@/lib/pools/render-pool';
import { privateTargetsAllowed } from '@/lib/settings/settings';
import { scannerGate } from '@/lib/rate-limit/politeness';
import { auditForFleet } from './audit-pool';
import { countingGate } from './count-requests';
import { classifyReport } from './classify-report';
import { finishRunIfDone, markRunStarted } from './finish-run';
import { fleetLeaseRenewMs, politenessFor, takeLeases, type HeldLeases } from './leases';
import { httpFallbackOf } from './normalize-target';
import { optedOutBy } from './opt-out';
import { FLEET_LONG_QUEUE, FLEET_QUEUE, type FleetJobData } from './queue';
import { lookAheadOf } from './look-ahead';
import { SCANNER_TOKEN, scannerUserAgent } from '@/lib/identity/scanner';
import { MAX_BLOCKED_RETRIES, fleetWorkSettings, type FleetWorkSettings } from './settings';
import { MAX_DEFERRALS } from '@/lib/schemas/vocabulary/fleets';
import { claimTarget, fallBackToHttp, sendBackInLine, settleTarget, settleUnclaimed, type TargetRef } from './settle';
import { fleetSlots, type Slot, type Slots } from './slots';
import { fleetRequestTimes, watchForWaiting } from './waiting-watch';
import { fleetYielding } from './yield';

/** Audit attempts (claims) a target may use before a crash of its audit ends it `error`. */
const MAX_ATTEMPTS = 3;

interface OpenTarget {
  target_id: string;
  host: string;
  registrable_domain: string | null;
  origin: string;
  start_url: string;
  bare: boolean;
  render_sampled: boolean;
  deferrals: number;
  blocked_retries: number;
  attempts: number;
}

export interface BatchOutcome {
  targets: number;
}

export async function runFleetBatch(job: JobWithMetadata<FleetJobData>): Promise<BatchOutcome> {
  const { runId } = job.data;
  const db = await getDb();
  const run = await db.fleetRun.findUnique({ where: { id: runId }, select: { status: true } });
  if (!run || (run.status !== 'queued' && run.status !== 'running')) return { targets: 0 };
  const userAgent = scannerUserAgent();
  if (!userAgent) throw new Error('AGENTGAUGE_PUBLIC_URL is not set on this worker: the scanner must name its /scanner page in its User-Agent.');
  const settings = fleetWorkSettings();
  const slots = fleetSlots(settings.concurrency);
  // Read and marked in one statement: from the moment the batch has its targets, the run's look-ahead takes none of
  // them (each audit reads its own robots.txt); the run's others are read ahead of their batches.
  const targets = await db.$queryRaw<OpenTarget[]>`
    WITH marked AS (
      UPDATE fleet_results SET ahead_at = now() WHERE job_id = ${job.id}::uuid AND status = 'pending' AND ahead_at IS NULL
    )
    SELECT target_id::text, host, registrable_domain, origin, start_url, bare, render_sampled, deferrals, blocked_retries, attempts
    FROM fleet_results WHERE job_id = ${job.id}::uuid AND status IN ('pending', 'auditing') ORDER BY position`;
  // The run is under way from its first job on, whether its first target is audited now or waits (for its quota).
  if (targets.length > 0) await markRunStarted(db, runId);
  if (job.name === FLEET_QUEUE) lookAheadOf(runId, userAgent);
  const context: BatchContext = { job, runId, userAgent, settings, slots, long: job.name === FLEET_LONG_QUEUE };
  await Promise.all(targets.map((target) => auditTarget(context, target)));
  await finishRunIfDone(runId);
  return { targets: targets.length };
}

interface BatchContext {
  job: JobWithMetadata<FleetJobData>;
  runId: string;
  userAgent: string;
  settings: FleetWorkSettings;
  slots: Slots;
  /**
   * A census's long audit (queue.ts FLEET_LONG_QUEUE): it takes a slot before the batches' waiting targets, and its
   * site is known to be slow (waiting-watch.ts).
   */
  long: boolean;
}

async function auditTarget(context: BatchContext, target: OpenTarget): Promise<void> {
  const { job, runId } = context;
  const ref: TargetRef = { runId, targetId: target.target_id, jobId: job.id };
  const listed = optedOutBy(target.host, target.registrable_domain);
  if (listed) {
    await settleUnclaimed(ref, 'opted-out', `On the operator's opt-out list (AGENTGAUGE_FLEET_OPT_OUT: ${listed}); no request was sent.`);
    return;
  }
  const allowed = privateTargetsAllowed();
  const vetting = await vetTarget(target.start_url, { allowPrivateTargets: allowed }, environmentResolver());
  if (!vetting.ok) {
    if (vetting.rule === 'dns') await settleUnclaimed(ref, 'unreachable', `${vetting.message} No request was sent.`);
    else await settleUnclaimed(ref, 'error', `Not scanned: the target is not allowed (rule: ${vetting.rule}): ${vetting.message}`);
    return;
  }
  const standing = { operatorAllowedPrivate: await refusedWithoutAllowance(target.start_url, allowed) };
  const politeness = politenessFor(context.settings.perAddress);
  const waitUntil = Date.now() + context.settings.leaseWaitSeconds * 1000;
  for (let tries = 0; ; tries += 1) {
    if (job.signal.aborted) return;
    const slot = await context.slots.acquire(job.signal, { ahead: context.long }).catch(() => null);
    if (!slot) return;
    const token = randomUUID();
    let leases: HeldLeases | null = null;
    try {
      leases = await takeLeases(target.host, vetting.address, politeness.auditsPerAddress, `${process.pid}:${token}`, context.settings.leaseSeconds);
      if (leases) {
        const claim = await claimTarget(ref, token, { host: target.host, standing });
        if (claim.kind === 'quota') {
          await sendBackInLine(ref, null, claim.retryAfterSeconds, null);
        } else if (claim.kind === 'claimed') {
          await auditClaimed(context, target, ref, token, leases, politeness.maxInFlight, slot, claim.robotsAhead);
        }
        return;
      }
    } finally {
      await leases?.release().catch(() => undefined);
      slot.release();
    }
    if (Date.now() > waitUntil) {
      await sendBackInLine(ref, null, 5, null);
      return;
    }
    // Soon after a miss (another worker took the slot a moment before), then backing off to about a second.
    await sleep(Math.min(1000, 50 * 2 ** tries) * (0.5 + Math.random()), job.signal);
  }
}

/** The audit of a claimed target, under its leases (renewed while it runs; a lost lease stops it). */
async function auditClaimed(
  context: BatchContext,
  target: OpenTarget,
  ref: TargetRef,
  token: string,
  leases: HeldLeases,
  maxInFlight: number,
  slot: Slot,
  robotsAhead: AnsweredAhead | null,
): Promise<void> {
  const stop = new AbortController();
  const onJobAbort = () => stop.abort(context.job.signal.reason);
  context.job.signal.addEventListener('abort', onJobAbort, { once: true });
  const renewal = setInterval(() => {
    void leases.renew().then((held) => {
      if (!held) stop.abort(new Error('the politeness leases were lost'));
    }, () => undefined);
  }, fleetLeaseRenewMs(context.settings.leaseSeconds));
  let origin = target.origin;
  let startUrl = target.start_url;
  let httpsFailure: string | null = null;
  try {
    for (;;) {
      const started = performance.now();
      // The answer read ahead is the https origin's where a bare target falls back to http.
      const answeredAhead = robotsAhead && origin === target.origin ? [robotsAhead] : [];
      const attempt = await attemptAudit(context, target, ref, startUrl, maxInFlight, stop.signal, slot, answeredAhead);
      const durationMs = Math.round(performance.now() - started);
      if (stop.signal.aborted) {
        // A stopping worker leaves the target claimed: the job's next attempt audits it again (its worker stopped
        // during its audit). Leases lost mid-audit: back in line now, under a new job.
        if (!context.job.signal.aborted) await sendBackInLine(ref, token, 5, null);
        return;
      }
      if (attempt.report) {
        await settleReport(context, target, ref, token, attempt.report, durationMs);
        return;
      }
      const error = attempt.error;
      if (error instanceof AuditError && error.code === 'target-unreachable' && target.bare && origin.startsWith('https:')) {
        const fallback = httpFallbackOf(startUrl);
        if (!(await fallBackToHttp(ref, token, fallback.origin, fallback.startUrl))) return;
        origin = fallback.origin;
        startUrl = fallback.startUrl;
        httpsFailure = `${target.origin}: ${error.message}`;
        continue;
      }
      const failure =
        httpsFailure && error instanceof AuditError && error.code === 'target-unreachable'
          ? new AuditError('target-unreachable', `${httpsFailure} Then over http, ${origin}: ${error.message}`)
          : error;
      await settleFailure(context, target, ref, token, failure, durationMs);
      return;
    }
  } catch (error) {
    logger.error({ err: error, runId: ref.runId, target: target.origin }, `Fleet target ${target.origin}: ${errorMessage(error)}`);
    throw error;
  } finally {
    clearInterval(renewal);
    context.job.signal.removeEventListener('abort', onJobAbort);
  }
}

interface Attempt {
  report: AuditReport | null;
  error: unknown;
}

async function attemptAudit(
  context: BatchContext,
  target: OpenTarget,
  ref: TargetRef,
  startUrl: string,
  maxInFlight: number,
  signal: AbortSignal,
  slot: Slot,
  answeredAhead: AnsweredAhead[],
): Promise<Attempt> {
  const render = target.render_sampled ? await leaseRenderSlot() : null;
  // Held back first while the worker yields to an interactive scan (yield.ts), before any place or count is taken.
  const counting = countingGate(fleetYielding().hold(scannerGate()), ref);
  // While the audit only waits on its host, its slot goes to another target; it takes it back when it works again.
  const watched = watchForWaiting(
    counting.gate,
    context.settings.waitingAfterMs,
    fleetRequestTimes(),
    { waiting: () => slot.standAside(), working: () => slot.resume() },
    { knownSlow: context.long },
  );
  try {
    const report = await auditForFleet(startUrl, {
      maxPages: 1,
      allowPrivateTargets: privateTargetsAllowed(),
      signal,
      render: render ? { browser: render.browser } : null,
      userAgent: context.userAgent,
      bulk: { robotsToken: SCANNER_TOKEN, deferOnRetryAfter: true, maxInFlight, jitterMs: context.settings.jitterMs },
      // The scanner's politeness, shared with every other audit; each request counted in the row before it is sent.
      gate: watched.gate,
      answeredAhead,
    });
    await counting.settle(report.requests);
    return { report, error: null };
  } catch (error) {
    if (error instanceof AuditError) await counting.settle(error.requests).catch(() => undefined);
    return { report: null, error };
  } finally {
    watched.stop();
    // Settling the row is the worker's own work again.
    slot.resume();
    render?.release();
  }
}

async function settleReport(context: BatchContext, target: OpenTarget, ref: TargetRef, token: string, report: AuditReport, durationMs: number): Promise<void> {
  const figures = classifyReport(report, target.render_sampled, context.userAgent);
  if (figures.status === 'blocked' && target.blocked_retries < MAX_BLOCKED_RETRIES) {
    await sendBackInLine(ref, token, context.settings.blockedRetrySeconds, 'blocked_retries');
    return;
  }
  const keep = figures.status === 'unreachable' ? null : report;
  await settleTarget(ref, token, { figures, report: keep, error: null, durationMs });
}

async function settleFailure(context: BatchContext, target: OpenTarget, ref: TargetRef, token: string, error: unknown, durationMs: number): Promise<void> {
  const settle = (status: 'opted-out' | 'unreachable' | 'error' | 'blocked', reason: string) =>
    settleTarget(ref, token, { figures: null, status, error: reason, report: null, durationMs });
  if (!(error instanceof AuditError)) {
    if (target.attempts + 1 < MAX_ATTEMPTS) {
      await sendBackInLine(ref, token, 5, null);
      return;
    }
    await settle('error', `The audit crashed: ${errorMessage(error)}`);
    return;
  }
  switch (error.code) {
    case 'target-opted-out':
      await settle('opted-out', error.message);
      return;
    case 'target-busy': {
      const wait = error.retryAfterSeconds ?? 0;
      if (target.deferrals < MAX_DEFERRALS && wait <= context.settings.maxRetryAfterSeconds) {
        await sendBackInLine(ref, token, wait, 'deferrals');
        return;
      }
      const why =
        wait > context.settings.maxRetryAfterSeconds
          ? `it asked to come back after ${wait} s, longer than a run waits (AGENTGAUGE_FLEET_MAX_RETRY_AFTER_SECONDS: ${context.settings.maxRetryAfterSeconds})`
          : `it still did after the run came back ${MAX_DEFERRALS} times as asked`;
      await settle('blocked', `${error.message} Not scanned: ${why}.`);
      return;
    }
    case 'target-unreachable':
      await settle('unreachable', error.message);
      return;
    case 'audit-interrupted':
      if (target.attempts + 1 < MAX_ATTEMPTS) {
        await sendBackInLine(ref, token, 5, null);
        return;
      }
      await settle('error', error.message);
      return;
    default:
      await settle('error', error.message);
  }
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}
