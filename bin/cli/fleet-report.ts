// `agentgauge fleet report <runId> <target>`: one target's full report from a run (GET …/runs/{runId}/targets/{origin}/
// report), kept for the run's retention period. After `fleet targets --check llms-txt --result fail` a researcher asks
// why: `--check llms-txt` prints that check's findings, each with its evidence; without it, every check's line.
import type { Command } from 'commander';
import type { FleetTargetReport } from '../../lib/schemas/me/fleets.js';
import type { Body } from './api-client.js';
import { parseCheckId } from './parse-flags.js';
import { addRemoteOptions, clientFor, printResult, table, type RemoteFlags } from './remote-command.js';

interface ReportFlags extends RemoteFlags {
  check?: string;
}

type TargetReport = Body<typeof FleetTargetReport>;
type Result = TargetReport['results'][number];

const STATUS_WORDS: Record<TargetReport['status'], string> = {
  scanned: 'scanned',
  blocked: 'blocked: what the scanner received, kept as evidence',
};

function headLine(runId: string, body: TargetReport): string {
  const scope = body.scopeLabel === null ? '' : ` (${body.scopeLabel})`;
  return `${body.origin} in run ${runId} (${STATUS_WORDS[body.status]}): score ${body.score}/100${scope}, grade ${body.grade.label}, measured ${body.scannedAt} by ${body.engine}`;
}

function findingLines(result: Result): string[] {
  if (result.findings.length === 0) return ['No findings.'];
  return result.findings.flatMap((finding) => [
    `${finding.status.padEnd(5)} ${finding.message}${finding.subject === undefined ? '' : ` [${finding.subject}]`}`,
    ...(finding.detail === null ? [] : [`      evidence: ${finding.detail}`]),
    ...(finding.hint === null ? [] : [`      fix: ${finding.hint}`]),
  ]);
}

function reportLines(runId: string, flags: ReportFlags) {
  return (body: TargetReport): string[] => {
    if (flags.check !== undefined) {
      const result = body.results.find((candidate) => candidate.id === flags.check);
      // The service answers every check of the catalogue; a report scored before a check existed lacks it.
      if (!result) return [headLine(runId, body), '', `This report has no check ${flags.check}.`];
      const applicability = result.applicable ? '' : ', not applicable';
      return [headLine(runId, body), '', `${result.id} (${result.name}): ${result.status}, score ${result.score}${applicability}`, ...findingLines(result)];
    }
    return [
      headLine(runId, body),
      ...table(['CHECK', 'STATUS', 'SCORE', 'NAME'], body.results.map((result) => [result.id, result.applicable ? result.status : 'n/a', result.score, result.name])),
    ];
  };
}

export function registerFleetReport(fleet: Command): void {
  addRemoteOptions(
    fleet
      .command('report')
      .description('One target\'s full report from a run: every check\'s status and score, or with --check one check\'s findings and their evidence.')
      .argument('<runId>', 'the run id (printed by "agentgauge fleet run")')
      .argument('<target>', 'the target\'s origin (https://example.com) or its host, as "agentgauge fleet targets" lists it')
      .option('--check <checkId>', 'print this check\'s findings, with their evidence and fix (agentgauge checks lists the ids)', parseCheckId),
    ['agentgauge fleet report <runId> example.com', 'every check of example.com in that run'],
    ['agentgauge fleet report <runId> https://example.com --check llms-txt', 'why llms-txt passed or failed there'],
    ['agentgauge fleet report <runId> example.com --json', 'the API\'s body: the full report, pages included'],
  ).action(async (runId: string, target: string, flags: ReportFlags) => {
    const client = clientFor(flags);
    const run = await client.findFleetRun(runId);
    printResult(flags, await client.fleetTargetReport(run.fleetId, runId, target), reportLines(runId, flags));
  });
}
