// How a fleet run's progress reads on a terminal, shared by `fleet run --wait` and `fleet status [--watch]`: counts,
// the bar, the end (and, for a cancelled run, when it was cancelled), and the loop that follows a run to its end.
import { setTimeout as sleep } from 'node:timers/promises';
import type { FleetRun } from '../../lib/schemas/me/fleets.js';
import type { ApiClient, Body } from './api-client.js';
import { CliError, EXIT } from './exit-codes.js';
import { count } from '../../lib/format/numbers.js';

type Run = Body<typeof FleetRun>;

const POLL_SECONDS = 2;
/** Without a terminal, a progress line at most this often (and at every change of status). */
const PLAIN_LINE_SECONDS = 15;
const BAR_WIDTH = 24;


function duration(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = Math.round(seconds % 60);
  return hours > 0 ? `${hours}h ${minutes}m` : minutes > 0 ? `${minutes}m ${rest}s` : `${rest}s`;
}

export function progressText(run: Run): string {
  const share = run.total === 0 ? 1 : run.done / run.total;
  const eta = run.etaSeconds === null ? '' : `, ETA ${duration(run.etaSeconds)}`;
  return `${count(run.done)}/${count(run.total)} ${Math.floor(share * 100)}% (${run.ratePerMinute}/min${eta})`;
}

function bar(run: Run): string {
  const filled = Math.round(BAR_WIDTH * (run.total === 0 ? 1 : run.done / run.total));
  return `[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}] ${progressText(run)}`;
}

export function countsLine(counts: Run['counts']): string {
  return `${count(counts.scanned)} scanned, ${count(counts.blocked)} blocked, ${count(counts.unreachable)} unreachable, ${count(counts.optedOut)} opted out, ${count(counts.cancelled)} cancelled, ${count(counts.error)} error`;
}

/** When the run started, was cancelled and ended, as far as it got: "started …, cancelled …, ended …". */
export function timesLine(run: Run): string {
  const times = [
    run.startedAt ? `started ${run.startedAt}` : 'not started yet',
    run.cancelledAt ? `cancelled ${run.cancelledAt}` : null,
    run.finishedAt ? `ended ${run.finishedAt}` : null,
  ].filter(Boolean);
  return times.join(', ');
}

/** Polls the run until it ends: a bar redrawn in place on a terminal, a plain line now and then otherwise. */
export async function followRun(client: ApiClient, fleetId: string, runId: string, timeoutSeconds: number): Promise<Run> {
  const stream = process.stderr;
  const deadline = Date.now() + timeoutSeconds * 1000;
  let lastStatus = '';
  let lastLine = 0;
  for (;;) {
    const run = await client.fleetRun(fleetId, runId);
    const ended = run.status !== 'queued' && run.status !== 'running';
    if (stream.isTTY) {
      stream.write(`\r\u001b[K${`run ${run.status} ${bar(run)}`.slice(0, Math.max((stream.columns ?? 80) - 1, 20))}`);
      if (ended) stream.write('\n');
    } else if (run.status !== lastStatus || Date.now() - lastLine >= PLAIN_LINE_SECONDS * 1000 || ended) {
      stream.write(`agentgauge: run ${runId} ${run.status}: ${progressText(run)}\n`);
      lastLine = Date.now();
    }
    lastStatus = run.status;
    if (ended) return run;
    if (Date.now() >= deadline) {
      if (stream.isTTY) stream.write('\n');
      throw new CliError(EXIT.waitTimedOut, `gave up waiting after ${timeoutSeconds} s: run ${runId} is still ${run.status} (it goes on; follow it with agentgauge fleet status ${runId} --watch)`);
    }
    await sleep(Math.min(POLL_SECONDS * 1000, deadline - Date.now()));
  }
}

/** A run that ended otherwise than succeeded fails the command that waited for it (exit 5), saying how and when. */
export function failUnlessSucceeded(run: Run): void {
  if (run.status === 'succeeded') return;
  const when = run.status === 'cancelled' && run.cancelledAt ? ` at ${run.cancelledAt}` : '';
  throw new CliError(EXIT.failure, `run ${run.id} ended ${run.status}${when}`);
}
