// `agentgauge fleet list` and `agentgauge fleet status <runId> [--watch]` (issue 54 point 4): the organization's fleets
// with their newest runs, and one run's state, followed to its end with --watch.
import type { Command } from 'commander';
import type { Fleets, FleetRun } from '../../lib/schemas/me/fleets.js';
import type { Body } from './api-client.js';
import { count } from '../../lib/format/numbers.js';
import { PAGE_LIMIT, PAGE_OFFSET } from '../../lib/schemas/vocabulary/pages.js';
import { countsLine, failUnlessSucceeded, followRun, progressText, timesLine } from './fleet-progress.js';
import { integerFlag } from './parse-flags.js';
import { addRemoteOptions, clientFor, printResult, table, type RemoteFlags } from './remote-command.js';

interface ListFlags extends RemoteFlags {
  limit: number;
  offset: number;
}

interface StatusFlags extends RemoteFlags {
  watch?: boolean;
  timeout: number;
}

const WATCH_SECONDS = 86_400;

function fleetLines(body: Body<typeof Fleets>): string[] {
  if (body.fleets.length === 0) return ['No fleet yet: upload a list with agentgauge fleet create <file>.'];
  return [
    ...table(
      ['FLEET', 'NAME', 'TARGETS', 'LAST RUN', 'STATUS', 'DONE'],
      body.fleets.map((fleet) => [
        fleet.id,
        fleet.name,
        count(fleet.targetCount),
        fleet.lastRun?.id ?? 'none yet',
        fleet.lastRun ? `${fleet.lastRun.status}${fleet.lastRun.cancelledAt ? ` ${fleet.lastRun.cancelledAt}` : ''}` : '-',
        fleet.lastRun ? `${count(fleet.lastRun.done)}/${count(fleet.lastRun.total)}` : '-',
      ]),
    ),
    ...(body.nextOffset === null ? [] : ['', `More: agentgauge fleet list --offset ${body.nextOffset}`]),
  ];
}

function runLines(run: Body<typeof FleetRun>): string[] {
  return [
    `Run ${run.id} of fleet ${run.fleetId}: ${run.status}${run.status === 'cancelled' && run.cancelledAt ? ` (cancelled ${run.cancelledAt})` : ''}`,
    `Progress: ${progressText(run)}; ${timesLine(run)}.`,
    `Targets: ${countsLine(run.counts)}.`,
    run.status === 'queued' || run.status === 'running' ? `Follow it: agentgauge fleet status ${run.id} --watch` : `The figures: agentgauge fleet summary ${run.id}`,
  ];
}

export function registerFleetReads(fleet: Command): void {
  addRemoteOptions(
    fleet
      .command('list')
      .description('The organization\'s fleets, newest first, each with its newest run.')
      .option('--limit <n>', `fleets per page, ${PAGE_LIMIT.min}-${PAGE_LIMIT.max}`, integerFlag(PAGE_LIMIT.min, PAGE_LIMIT.max), PAGE_LIMIT.default)
      .option('--offset <n>', `fleets to skip, ${PAGE_OFFSET.min}-${PAGE_OFFSET.max}`, integerFlag(PAGE_OFFSET.min, PAGE_OFFSET.max), PAGE_OFFSET.default),
    ['agentgauge fleet list', 'every fleet, its targets and its last run'],
    ['agentgauge fleet list --json', 'the API\'s body (GET /api/v1/me/fleets)'],
  ).action(async (flags: ListFlags) => {
    printResult(flags, await clientFor(flags).listFleets(flags.limit, flags.offset), fleetLines);
  });

  addRemoteOptions(
    fleet
      .command('status')
      .description('One run\'s state: progress, counts, when it started, was cancelled and ended; --watch follows it to the end.')
      .argument('<runId>', 'the run id (printed by "agentgauge fleet run", listed by "agentgauge fleet list")')
      .option('--watch', 'follow the run until it ends (a progress bar on a terminal, plain lines otherwise); exit 5 when it failed or was cancelled')
      .option('--timeout <seconds>', `with --watch, give up after this many seconds, 1-${WATCH_SECONDS} (default ${WATCH_SECONDS}); exit 6 when the run is still going`, integerFlag(1, WATCH_SECONDS), WATCH_SECONDS),
    ['agentgauge fleet status <runId>', 'where the run stands now'],
    ['agentgauge fleet status <runId> --watch', 'follow it to the end'],
  ).action(async (runId: string, flags: StatusFlags) => {
    const client = clientFor(flags);
    const found = await client.findFleetRun(runId);
    const run = flags.watch ? await followRun(client, found.fleetId, runId, flags.timeout) : found;
    printResult(flags, run, runLines);
    if (flags.watch) failUnlessSucceeded(run);
  });
}
