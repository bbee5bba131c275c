// `agentgauge scan <siteId> [--wait [--timeout <seconds>]]`: queues a stored scan of one of the organization's sites
// and, with --wait, polls it until it settles at the pace the API asks for, or --timeout runs out.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Command } from 'commander';
import type { ScanPoll } from '../../lib/schemas/me/index.js';
import type { ApiClient, Body } from './api-client.js';
import { CliError, EXIT } from './exit-codes.js';
import { integerFlag } from './parse-flags.js';
import { addRemoteOptions, clientFor, printResult, type RemoteFlags } from './remote-command.js';

interface ScanFlags extends RemoteFlags {
  wait?: boolean;
  timeout: number;
}

/** When the API names no pace (it always should), poll every 2 s rather than hammer it. */
const FALLBACK_POLL_SECONDS = 2;
const DEFAULT_WAIT_SECONDS = 600;
const MAX_WAIT_SECONDS = 86_400;

/** Polls until the scan settles; gives up (exit 6) when it is still queued or running after timeoutSeconds. */
async function waitForScan(client: ApiClient, scanId: string, timeoutSeconds: number): Promise<Body<typeof ScanPoll>> {
  const deadline = Date.now() + timeoutSeconds * 1000;
  let lastStatus = '';
  for (;;) {
    const poll = await client.pollScan(scanId);
    if (poll.status !== lastStatus) {
      process.stderr.write(`agentgauge: scan ${scanId} ${poll.status}\n`);
      lastStatus = poll.status;
    }
    if (poll.status !== 'queued' && poll.status !== 'running') return poll;
    const remainingMs = deadline - Date.now();
    if (remainingMs <= 0) {
      throw new CliError(
        EXIT.waitTimedOut,
        `gave up waiting after ${timeoutSeconds} s: scan ${scanId} is still ${poll.status} (it goes on; follow it with GET /api/v1/me/scans/${scanId})`,
      );
    }
    const seconds = poll.pollAfterSeconds !== undefined && poll.pollAfterSeconds > 0 ? poll.pollAfterSeconds : FALLBACK_POLL_SECONDS;
    await sleep(Math.min(seconds * 1000, remainingMs));
  }
}

function settledLines(scanId: string, poll: Body<typeof ScanPoll>): string[] {
  if (poll.status !== 'succeeded' || !poll.report) return [`Scan ${scanId}: ${poll.status}`];
  const { report } = poll;
  return [`Scan ${scanId} succeeded: score ${report.score}/100, grade ${report.grade.label} over ${report.pageCount} page(s).`];
}

export function registerScanCommand(program: Command): void {
  const command = program
    .command('scan')
    .description("Start a stored scan of one of the organization's sites (API key needed).")
    .argument('<siteId>', 'the site id (see "agentgauge sites")')
    .option('--wait', 'poll until the scan settles, then print its score; exit 5 when the scan failed')
    .option(
      '--timeout <seconds>',
      `with --wait, give up after this many seconds, 1-${MAX_WAIT_SECONDS} (default ${DEFAULT_WAIT_SECONDS}); exit 6 when the scan is still queued or running`,
      integerFlag(1, MAX_WAIT_SECONDS),
      DEFAULT_WAIT_SECONDS,
    );
  addRemoteOptions(
    command,
    ['agentgauge scan <siteId>', 'queue a scan and print its id'],
    ['agentgauge scan <siteId> --wait', 'wait for the score (progress on stderr)'],
    ['agentgauge scan <siteId> --wait --json', 'print the settled scan as JSON'],
    ['agentgauge scan <siteId> --wait --timeout 120', 'wait at most two minutes (exit 6 if the scan has not settled)'],
  ).action(async (siteId: string, flags: ScanFlags) => {
    const client = clientFor(flags);
    const queued = await client.startScan(siteId);
    if (!flags.wait) {
      printResult(flags, queued, (body) => [
        `Scan ${body.scanId} ${body.status}.`,
        `Follow it with: agentgauge scan ${siteId} --wait, or read GET ${body.pollUrl}`,
      ]);
      return;
    }
    const settled = await waitForScan(client, queued.scanId, flags.timeout);
    printResult(flags, settled, (body) => settledLines(queued.scanId, body));
    if (settled.status === 'failed') throw new CliError(EXIT.failure, `scan ${queued.scanId} failed: ${settled.error ?? 'no reason given'}`);
  });
}
