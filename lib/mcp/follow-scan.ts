// get_scan with waitSeconds: reads the scan's state until it settles or the wait ends, telling the client each
// change as MCP progress (2026-07-28 basic/patterns/progress: the value increases with every notification, the
// total is omitted while unknown). The scan may run in another process (`npm run worker`), so the state is read
// from the database, never from the worker's memory.
import type { z } from 'zod';
import type { ScanPoll } from '@/lib/schemas/me';
import { drainSignal } from '@/lib/observability/draining';
import { getScan } from '@/lib/services/get-scan';
import type { ToolContext } from './define-tool';

type Poll = z.input<typeof ScanPoll>;

const READ_INTERVAL_MS = 1_000;
/** A running scan reports progress at least this often, so clients that time out quiet requests keep waiting. */
const HEARTBEAT_MS = 5_000;

function settled(poll: Poll): boolean {
  return poll.status === 'succeeded' || poll.status === 'failed';
}

function describe(poll: Poll, elapsedMs: number): string {
  const seconds = Math.round(elapsedMs / 1000);
  switch (poll.status) {
    case 'queued':
      return `Scan ${poll.scanId} is queued, waiting for a worker (${seconds} s).`;
    case 'running':
      return `Scan ${poll.scanId} is running (${seconds} s).`;
    case 'succeeded':
      return `Scan ${poll.scanId} succeeded: score ${poll.report?.score ?? '?'} (${poll.report?.grade.label ?? '?'}).`;
    case 'failed':
      return `Scan ${poll.scanId} failed: ${poll.error ?? 'no reason given'}`;
  }
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

/** The process is stopping: the wait ends now with the state so far (pollAfterSeconds says when to ask again). */
async function endForDrain(poll: Poll, context: ToolContext<'organization'>): Promise<Poll> {
  await context.progress(`This server is restarting: call get_scan for scan ${poll.scanId} again to keep waiting.`).catch(() => undefined);
  return poll;
}

export async function followScan(organizationId: string, scanId: string, waitSeconds: number, context: ToolContext<'organization'>): Promise<Poll> {
  const started = Date.now();
  const deadline = started + waitSeconds * 1000;
  let poll = await getScan(organizationId, scanId);
  if (waitSeconds === 0) return poll;
  let reported: { status: Poll['status']; at: number } | null = null;
  const waitSignal = AbortSignal.any([context.signal, drainSignal]);
  for (;;) {
    const now = Date.now();
    if (!reported || reported.status !== poll.status || now - reported.at >= HEARTBEAT_MS) {
      await context.progress(describe(poll, now - started));
      reported = { status: poll.status, at: now };
    }
    if (settled(poll) || now >= deadline || context.signal.aborted) return poll;
    if (drainSignal.aborted) return endForDrain(poll, context);
    await pause(Math.min(READ_INTERVAL_MS, deadline - now), waitSignal);
    if (context.signal.aborted) return poll;
    if (drainSignal.aborted) return endForDrain(poll, context);
    poll = await getScan(organizationId, scanId);
  }
}
