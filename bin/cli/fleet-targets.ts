// `agentgauge fleet targets <runId>`: a run's rows, one line a target, filtered and paged as
// GET /api/v1/me/fleets/{id}/runs/{runId}/targets filters and pages them (the service judges every filter: a check
// without its outcome is its 400, printed as such). What a researcher asks of a census between the summary and the
// export: which targets were blocked, which failed llms-txt, where a host asked the scanner to wait.
import type { Command } from 'commander';
import { waitedLabel } from '../../lib/fleets/figure-words.js';
import { count } from '../../lib/format/numbers.js';
import { AGENT_READS, CHECK_OUTCOMES, FINAL_STATUSES } from '../../lib/schemas/vocabulary/fleets.js';
import { PAGE_LIMIT, PAGE_OFFSET } from '../../lib/schemas/vocabulary/pages.js';
import type { FleetTargets } from '../../lib/schemas/me/fleets.js';
import type { Body, FleetTargetsFilter } from './api-client.js';
import { integerFlag } from './parse-flags.js';
import { addRemoteOptions, clientFor, printResult, table, type RemoteFlags } from './remote-command.js';

interface TargetsFlags extends RemoteFlags, Omit<FleetTargetsFilter, 'limit' | 'offset'> {
  limit: number;
  offset: number;
}

type Row = Body<typeof FleetTargets>['targets'][number];

/** A row's reason for having no score (or its evidence) is the page's own words: one line, cut to stay readable. */
const NOTE_CHARACTERS = 100;

function noteOf(row: Row): string {
  const note = (row.error ?? '').replace(/\s+/g, ' ').trim();
  return note.length > NOTE_CHARACTERS ? `${note.slice(0, NOTE_CHARACTERS - 1)}…` : note;
}

/** The command that shows the next page: the same run and filters, the next offset. */
function nextPageCommand(runId: string, flags: TargetsFlags, nextOffset: number): string {
  const filters = (['status', 'check', 'result', 'agent', 'verdict'] as const).flatMap((name) => (flags[name] === undefined ? [] : [`--${name} ${flags[name]}`]));
  const limit = flags.limit === PAGE_LIMIT.default ? [] : [`--limit ${flags.limit}`];
  return ['agentgauge fleet targets', runId, ...filters, ...limit, `--offset ${nextOffset}`].join(' ');
}

function targetLines(runId: string, flags: TargetsFlags) {
  return (body: Body<typeof FleetTargets>): string[] => {
    if (body.targets.length === 0) {
      return [flags.offset > 0 ? `No targets past the first ${count(flags.offset)}.` : 'No target of this run matches these filters.'];
    }
    return [
      ...table(
        ['TARGET', 'STATUS', 'SCORE', 'REQUESTS', 'WAITED', 'NOTE'],
        body.targets.map((row) => [row.origin, row.status, row.score === null ? null : `${row.score} ${row.grade ?? ''}`.trim(), row.requests === null ? null : count(row.requests), waitedLabel(row.waited) || '-', noteOf(row)]),
      ),
      ...(body.nextOffset === null ? [] : ['', `More: ${nextPageCommand(runId, flags, body.nextOffset)}`]),
    ];
  };
}

export function registerFleetTargets(fleet: Command): void {
  addRemoteOptions(
    fleet
      .command('targets')
      .description('A run\'s targets in the list\'s order, one line each: status, score, requests sent, where the host asked the scanner to wait, and why a target has no score.')
      .argument('<runId>', 'the run id (printed by "agentgauge fleet run")')
      .option('--status <status>', `only targets that ended so: ${FINAL_STATUSES.join(', ')}`)
      .option('--check <checkId>', 'with --result: only targets where this check (agentgauge checks lists them) had that outcome')
      .option('--result <outcome>', `the outcome --check must have: ${CHECK_OUTCOMES.join(', ')}`)
      .option('--agent <profileId>', 'with --verdict: only targets where this agent profile had that verdict')
      .option('--verdict <verdict>', `the verdict --agent must have: ${AGENT_READS.join(', ')}`)
      .option('--limit <n>', `targets per page, ${PAGE_LIMIT.min}-${PAGE_LIMIT.max}`, integerFlag(PAGE_LIMIT.min, PAGE_LIMIT.max), PAGE_LIMIT.default)
      .option('--offset <n>', `targets to skip, ${PAGE_OFFSET.min}-${PAGE_OFFSET.max}`, integerFlag(PAGE_OFFSET.min, PAGE_OFFSET.max), PAGE_OFFSET.default),
    ['agentgauge fleet targets <runId>', 'the first 20 targets'],
    ['agentgauge fleet targets <runId> --status blocked', 'the targets whose sites challenged or refused the scanner, with the evidence'],
    ['agentgauge fleet targets <runId> --check llms-txt --result fail', 'where llms.txt failed'],
    ['agentgauge fleet targets <runId> --agent claude-code --verdict blocked --json', 'the API\'s body, for jq'],
  ).action(async (runId: string, flags: TargetsFlags) => {
    const client = clientFor(flags);
    const run = await client.findFleetRun(runId);
    const { status, check, result, agent, verdict, limit, offset } = flags;
    printResult(flags, await client.fleetTargets(run.fleetId, runId, { status, check, result, agent, verdict, limit, offset }), targetLines(runId, flags));
  });
}
