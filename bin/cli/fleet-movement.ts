// `agentgauge fleet movement <runId>`: what changed since the fleet's run before (GET …/runs/{runId}/movement): the
// targets whose score moved 10 points or more each way, and the checks whose pass rate moved. A census run every
// month is read this way first: who gained, who lost, which rule the population took up.
import type { Command } from 'commander';
import { movedChecks, movementCounts } from '../../lib/fleets/figure-words.js';
import { count, percent, percentPoints, withSign } from '../../lib/format/numbers.js';
import type { FleetMovement } from '../../lib/schemas/me/fleets.js';
import { MOVEMENT_LISTED, MOVEMENT_POINTS } from '../../lib/schemas/vocabulary/fleets.js';
import type { Body } from './api-client.js';
import { addRemoteOptions, clientFor, printResult, table, type RemoteFlags } from './remote-command.js';

type Movement = Body<typeof FleetMovement>;

/** A change of pass rate in percentage points, to a tenth: "+75 points". */
function pointsOf(change: number): string {
  const points = percentPoints(change);
  return `${withSign(points)} point${Math.abs(points) === 1 ? '' : 's'}`;
}

function targetTable(title: string, targets: Movement['gained']): string[] {
  if (targets.length === 0) return [];
  return ['', title, ...table(['TARGET', 'BEFORE', 'AFTER', 'CHANGE'], targets.map((target) => [target.target, target.before, target.after, withSign(target.delta)]))];
}

function movementLines(body: Movement): string[] {
  if (body.previousRunId === null) return [`Run ${body.runId} is its fleet's first with rows: there is no earlier run to compare it with.`];
  const moved = movedChecks(body.checks);
  const unmeasured = body.checks.filter((check) => check.change === null).length;
  return [
    `Run ${body.runId} against run ${body.previousRunId}: ${movementCounts(body.gained.length, body.lost.length)} (targets scanned in both runs; at most ${MOVEMENT_LISTED} each way, largest first).`,
    ...targetTable('Gained', body.gained),
    ...targetTable('Lost', body.lost),
    '',
    moved.length === 0 ? 'No check\'s pass rate moved.' : 'Pass rates that moved',
    ...(moved.length === 0 ? [] : table(['CHECK', 'BEFORE', 'AFTER', 'CHANGE'], moved.map((check) => [check.checkId, percent(check.before), percent(check.after), pointsOf(check.change)]))),
    ...(unmeasured === 0 ? [] : [`${count(unmeasured)} check${unmeasured === 1 ? ' has' : 's have'} no pass rate in one of the runs (nothing passed, warned or failed there).`]),
  ];
}

export function registerFleetMovement(fleet: Command): void {
  addRemoteOptions(
    fleet
      .command('movement')
      .description(`What changed since the fleet's run before this one: the targets whose score moved ${MOVEMENT_POINTS} points or more, and the checks whose pass rate moved.`)
      .argument('<runId>', 'the run id (printed by "agentgauge fleet run")'),
    ['agentgauge fleet movement <runId>', 'who gained, who lost, which checks moved'],
    ['agentgauge fleet movement <runId> --json', 'the API\'s body, every check included'],
  ).action(async (runId: string, flags: RemoteFlags) => {
    const client = clientFor(flags);
    const run = await client.findFleetRun(runId);
    printResult(flags, await client.fleetMovement(run.fleetId, runId), movementLines);
  });
}
