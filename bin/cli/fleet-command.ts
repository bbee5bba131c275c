// `agentgauge fleet …`: lists of sites scanned in bulk on the service (issue 47 point 7).
//   fleet create <file> [--name N]          upload a list (one target a line, a CSV's first column, or JSON)
//   fleet run <fleetId> [--wait]            start a run; with --wait, a progress bar on a terminal, plain lines otherwise
//   fleet summary <runId> [--json]          the population's figures of a run
//   fleet export <runId> --format csv|parquet -o FILE
//   fleet list, fleet status <runId> [--watch]   the organization's fleets; one run's state (bin/cli/fleet-reads.ts)
import path from 'node:path';
import { InvalidArgumentError, type Command } from 'commander';
import { describeCapConditions, describeNeedsJavaScript, describeRenderSample, describeScoreRange, NOT_MEASURED_WORDS, OUTCOME_WORDS, shareWithCount } from '../../lib/fleets/figure-words.js';
import type { FleetSummary } from '../../lib/schemas/me/fleets.js';
import type { Body } from './api-client.js';
import { CliError, EXIT } from './exit-codes.js';
import { count } from '../../lib/format/numbers.js';
import { countsLine, failUnlessSucceeded, followRun } from './fleet-progress.js';
import { registerFleetReads } from './fleet-reads.js';
import { registerFleetMovement } from './fleet-movement.js';
import { registerFleetReport } from './fleet-report.js';
import { registerFleetTargets } from './fleet-targets.js';
import { integerFlag } from './parse-flags.js';
import { addRemoteOptions, clientFor, printResult, table, type RemoteFlags } from './remote-command.js';

interface CreateFlags extends RemoteFlags {
  name?: string;
}

interface RunFlags extends RemoteFlags {
  wait?: boolean;
  timeout: number;
  renderSample?: number;
}

interface ExportFlags extends RemoteFlags {
  format: 'csv' | 'parquet';
  output: string;
}

const DEFAULT_WAIT_SECONDS = 86_400;

const MEDIA_TYPES: Record<string, string> = { '.csv': 'text/csv', '.json': 'application/json' };

function renderSampleFlag(value: string): number {
  const parsed = Number(value.trim());
  if (value.trim() === '' || !Number.isFinite(parsed) || parsed < 0 || parsed > 1) throw new InvalidArgumentError('Expected a number from 0 to 1.');
  return parsed;
}

function formatFlag(value: string): 'csv' | 'parquet' {
  const format = value.trim().toLowerCase();
  if (format !== 'csv' && format !== 'parquet') throw new InvalidArgumentError('Expected csv or parquet.');
  return format;
}

const percent = (value: number | null) => (value === null ? '-' : `${Math.round(value * 1000) / 10}%`);

/**
 * Each agent's outcomes by cause, and the gates; from a service older than them (no outcomes in its summary), the
 * verdict counts it has.
 */
function agentLines(summary: Body<typeof FleetSummary>): string[] {
  if (!summary.needsJavaScript || !summary.agents.every((agent) => agent.outcomes)) {
    return table(['AGENT', 'READS', 'PARTIAL', 'BLOCKED', 'UNKNOWN', 'READ RATE'], summary.agents.map((agent) => [agent.profile, agent.reads, agent.partial, agent.blocked, agent.unknown, percent(agent.readRate)]));
  }
  return [
    ...table(
      ['AGENT', 'MEASURED', ...OUTCOME_WORDS.map(({ label }) => label.toUpperCase()), NOT_MEASURED_WORDS.label.toUpperCase()],
      summary.agents.map((agent) => [agent.profile, `${agent.outcomes.measured} of ${agent.outcomes.targets}`, ...OUTCOME_WORDS.map(({ key }) => shareWithCount(agent.outcomes[key])), agent.outcomes.notMeasured]),
    ),
    '',
    describeNeedsJavaScript(summary.needsJavaScript, 'targets'),
    ...describeCapConditions(summary.capConditions, 'targets'),
  ];
}

function summaryLines(summary: Body<typeof FleetSummary>): string[] {
  const { targets, score, render } = summary;
  const lines = [
    `Run ${summary.runId} of fleet ${summary.fleetId}: ${summary.status} (scorecard ${summary.scorecard}, ${summary.engine})`,
    `Targets: ${count(targets.total)}: ${count(targets.scanned)} scanned, ${count(targets.blocked)} blocked, ${count(targets.unreachable)} unreachable, ${count(targets.optedOut)} opted out, ${count(targets.cancelled)} cancelled, ${count(targets.error)} error`,
    score.median === null
      ? 'Score: no target scanned yet.'
      : `Score of ${count(targets.scanned)} scanned targets: median ${score.median}, p10 ${score.p10}, p25 ${score.p25}, p75 ${score.p75}, p90 ${score.p90}. ${describeScoreRange(score, 'scanned targets')}`,
    '',
    ...table(['SCORE', 'TARGETS'], score.histogram.map((bin) => [`${bin.from}-${bin.to === 100 ? 100 : bin.to - 1}`, bin.count])),
    '',
    ...table(
      ['CHECK', 'PASS', 'WARN', 'FAIL', 'N/A', 'UNKNOWN', 'COULD NOT ASK', 'PASS RATE'],
      summary.checks.map((check) => [
        check.checkId,
        check.pass,
        check.warn,
        check.fail,
        check.notApplicable,
        check.unknown,
        check.couldNotAsk === null ? 'not recorded' : `${count(check.couldNotAsk)} (${percent(check.couldNotAskShare)})`,
        percent(check.passRate),
      ]),
    ),
    '',
    ...agentLines(summary),
    `Categories: ${summary.categories.filter((category) => category.targets > 0).map((category) => `${category.category} ${category.targets} (median ${category.medianScore})`).join(', ') || 'none yet'}`,
    describeRenderSample(render),
    'Unknown and not measured are never in a rate\'s or share\'s denominator; n/a: measured on none (not applicable, not 0%).',
    'Could not ask (robots.txt disallows the scanner that path, a failure or timeout of ours, a spent budget, authentication required) is never a fail and never in a pass rate: its share is of pass + warn + fail + could not ask.',
  ];
  return lines;
}

export function registerFleetCommands(program: Command): void {
  const fleet = program.command('fleet').description('Lists of sites scanned in bulk on the service: create, list, run, status, summary, targets, movement, export (API key needed).');
  registerFleetReads(fleet);

  addRemoteOptions(
    fleet
      .command('create')
      .description('Upload a list of sites as a fleet: one domain, origin or URL a line (# comments), a CSV\'s first column, or JSON {"name", "targets"}.')
      .argument('<file>', 'the list: .csv is read as CSV, .json as JSON, anything else as one target a line; - reads stdin')
      .option('--name <name>', 'the fleet\'s name (default: the file\'s name)'),
    ['agentgauge fleet create clients.txt', 'upload one domain a line; the fleet is named "clients"'],
    ['agentgauge fleet create top-sites.csv --name "Top 10k"', 'the first column of a CSV'],
  ).action(async (file: string, flags: CreateFlags) => {
    // Node's file and stream modules load with the command that needs them: every other command (a local audit above
    // all, tests/cli/lazy-engine) starts without them.
    const { readFile } = await import('node:fs/promises');
    const text = file === '-' ? await readStdin() : await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
      throw new CliError(EXIT.usage, `cannot read ${file}: ${error.code === 'ENOENT' ? 'no such file' : error.message}`);
    });
    const extension = file === '-' ? '' : path.extname(file).toLowerCase();
    const contentType = MEDIA_TYPES[extension] ?? 'text/plain';
    const name = flags.name ?? (file === '-' ? undefined : path.basename(file, extension));
    // A JSON file names the fleet itself; a bare JSON array of targets is sent with the name.
    const body = contentType === 'application/json' ? jsonUpload(text, name) : text;
    const created = await clientFor(flags).createFleet(body, contentType, contentType === 'application/json' ? undefined : name);
    printResult(flags, created, (body) => [
      `Fleet ${body.id} "${body.name}": ${count(body.targetCount)} targets.`,
      ...(body.rejected.length === 0
        ? []
        : [`${count(body.rejected.length)} line(s) not taken:`, ...body.rejected.slice(0, 20).map((entry) => `  line ${entry.line}: ${entry.target}: ${entry.reason}`), ...(body.rejected.length > 20 ? [`  … and ${count(body.rejected.length - 20)} more (--json lists them)`] : [])]),
      `Run it with: agentgauge fleet run ${body.id} --wait`,
    ]);
  });

  addRemoteOptions(
    fleet
      .command('run')
      .description('Start a run of a fleet; with --wait, follow it to the end (a progress bar on a terminal, plain lines otherwise).')
      .argument('<fleetId>', 'the fleet id (printed by "agentgauge fleet create")')
      .option('--wait', 'follow the run until it ends, then print its counts; exit 5 when it failed or was cancelled')
      .option('--render-sample <share>', 'share of start pages (0-1) also rendered in a browser, to measure what a browsing agent reads (default 0.02)', renderSampleFlag)
      .option('--timeout <seconds>', `with --wait, give up after this many seconds, 1-${DEFAULT_WAIT_SECONDS} (default ${DEFAULT_WAIT_SECONDS}); exit 6 when the run is still going`, integerFlag(1, DEFAULT_WAIT_SECONDS), DEFAULT_WAIT_SECONDS),
    ['agentgauge fleet run <fleetId>', 'queue a run and print its id'],
    ['agentgauge fleet run <fleetId> --wait', 'follow it to the end'],
  ).action(async (fleetId: string, flags: RunFlags) => {
    const client = clientFor(flags);
    const started = await client.startFleetRun(fleetId, flags.renderSample);
    if (!flags.wait) {
      printResult(flags, started, (body) => [`Run ${body.runId} ${body.status}: ${count(body.total)} targets.`, `Follow it with: agentgauge fleet summary ${body.runId}`]);
      return;
    }
    const run = await followRun(client, fleetId, started.runId, flags.timeout);
    printResult(flags, run, (body) => [`Run ${body.id} ${body.status}: ${countsLine(body.counts)}.`, `The figures: agentgauge fleet summary ${body.id}`]);
    failUnlessSucceeded(run);
  });

  addRemoteOptions(
    fleet
      .command('summary')
      .description('Print the population\'s figures of a run: counts, score quantiles and histogram, pass rate per check, read rate per agent, caps.')
      .argument('<runId>', 'the run id (printed by "agentgauge fleet run")'),
    ['agentgauge fleet summary <runId>', 'the figures as tables'],
    ['agentgauge fleet summary <runId> --json', 'the API\'s summary body'],
  ).action(async (runId: string, flags: RemoteFlags) => {
    const client = clientFor(flags);
    const run = await client.findFleetRun(runId);
    printResult(flags, await client.fleetSummary(run.fleetId, runId), summaryLines);
  });

  registerFleetTargets(fleet);
  registerFleetMovement(fleet);
  registerFleetReport(fleet);

  addRemoteOptions(
    fleet
      .command('export')
      .description('Download a run\'s rows, one per target with a column per check and agent profile, as CSV or Parquet.')
      .argument('<runId>', 'the run id')
      .requiredOption('--format <format>', 'csv or parquet', formatFlag)
      .requiredOption('-o, --output <file>', 'where to write it (- for stdout)'),
    ['agentgauge fleet export <runId> --format csv -o run.csv', 'a CSV with a header row'],
    ['agentgauge fleet export <runId> --format parquet -o run.parquet', 'for DuckDB or pandas'],
  ).action(async (runId: string, flags: ExportFlags) => {
    const client = clientFor(flags);
    const run = await client.findFleetRun(runId);
    const response = await client.exportFleetRun(run.fleetId, runId, flags.format);
    const [{ createWriteStream }, { Readable }, { pipeline }] = await Promise.all([import('node:fs'), import('node:stream'), import('node:stream/promises')]);
    const body = Readable.fromWeb(response.body! as import('node:stream/web').ReadableStream<Uint8Array>);
    if (flags.output === '-') {
      await pipeline(body, process.stdout, { end: false });
      return;
    }
    let bytes = 0;
    body.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
    });
    await pipeline(body, createWriteStream(flags.output)).catch((error: NodeJS.ErrnoException) => {
      throw new CliError(EXIT.failure, `cannot write ${flags.output}: ${error.message}`);
    });
    process.stderr.write(`agentgauge: wrote ${count(bytes)} bytes (${count(run.total)} rows) to ${flags.output}\n`);
  });
}

function jsonUpload(text: string, name: string | undefined): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new CliError(EXIT.usage, 'the .json file is not valid JSON: send {"name": "...", "targets": [...]} or an array of targets');
  }
  return Array.isArray(parsed) ? JSON.stringify({ name: name ?? 'Fleet', targets: parsed }) : text;
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
