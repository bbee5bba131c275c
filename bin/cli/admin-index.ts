// `agentgauge admin index …`: the operators' commands of the published index (issue 48): publish a finished fleet run
// as the next edition, list the editions, list and resolve the verdict reports of listed sites' owners. The same
// services as the admin page /admin/index.
import type { Command } from 'commander';
import { examples, sections } from './help.js';
import { print, withDatabase, type JsonFlag } from './admin-database.js';

const INDEX_HELP = sections(
  examples(
    ['agentgauge admin index publish --run <run-id> --title "November 2026" --list "Tranco top 10k, 2026-11-01"', 'the next edition, from a finished run'],
    ['agentgauge admin index list', 'every edition, newest first'],
    ['agentgauge admin index reports', 'open verdict reports of listed sites'],
    ['agentgauge admin index resolve --report <report-id>', 'mark a verdict report handled'],
  ),
  `Publishing:
  --run names a fleet run that finished (succeeded) and whose rows are still kept (AGENTGAUGE_FLEET_RETENTION_DAYS).
  The edition keeps the run's population figures, its score counts and quantiles per category (percentiles are read
  from them, never from a new scan), the method (--list, deduplication, reachability, blocked handling, render
  sample, scan dates, scorecard, engine) and one row per scanned, blocked or unreachable target. A target is named
  in public only while its owner opts in. The newest edition is the current one; earlier ones stay readable.`,
);

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : '–');

export function registerAdminIndexCommands(admin: Command): void {
  const index = admin.command('index').description('the published index: editions and verdict reports').addHelpText('after', INDEX_HELP);

  index
    .command('publish')
    .description('publish a finished fleet run as the next edition of the index')
    .requiredOption('--run <runId>', 'the fleet run (its id)')
    .requiredOption('--title <title>', 'the edition\'s title, e.g. "November 2026"')
    .requiredOption('--list <source>', 'where the list of sites came from, e.g. "Tranco top 10k, 2026-11-01"')
    .option('--json', 'print the result as one JSON object')
    .action(async (flags: JsonFlag & { run: string; title: string; list: string }) => {
      const { publishIndexEdition } = await import('../../lib/services/admin/publish-index-edition.js');
      const published = await withDatabase(() => publishIndexEdition({ runId: flags.run, title: flags.title, list: flags.list, publishedBy: 'cli' }));
      print(
        flags,
        published,
        `Published edition ${published.edition} "${published.title}" from run ${published.runId}: ${published.populationSize} scanned sites of ${published.targets} targets, ` +
          `scanned ${day(published.scannedFrom)} to ${day(published.scannedTo)}, scorecard ${published.scorecard}; ${published.entries} rows (named only when their owners opt in).`,
      );
    });

  index
    .command('list')
    .description('every edition, newest first')
    .option('--json', 'print the result as one JSON object')
    .action(async (flags: JsonFlag) => {
      const { listEditionsForAdmin } = await import('../../lib/services/admin/index-editions.js');
      const editions = await withDatabase(() => listEditionsForAdmin());
      const lines = editions.map(
        (edition) =>
          `${edition.edition}  ${day(edition.publishedAt)}  "${edition.title}"  ${edition.populationSize} sites  scorecard ${edition.scorecard}  run ${edition.runId}  ${edition.openReports} open report(s)`,
      );
      print(flags, { editions }, lines.length > 0 ? lines.join('\n') : 'No edition has been published yet.');
    });

  index
    .command('reports')
    .description('verdict reports of listed sites\' owners, open ones (--all: resolved too)')
    .option('--all', 'include resolved reports')
    .option('--json', 'print the result as one JSON object')
    .action(async (flags: JsonFlag & { all?: boolean }) => {
      const { listVerdictReports } = await import('../../lib/services/admin/index-editions.js');
      const reports = await withDatabase(() => listVerdictReports({ all: flags.all }));
      const lines = reports.map(
        (report) =>
          `${report.id}  edition ${report.edition}  ${report.host}  ${report.subject} ${report.about}: ${report.verdict}  (${report.organizationName}, ${day(report.createdAt)}${report.resolvedAt ? `, resolved ${day(report.resolvedAt)}` : ''})\n  ${report.explanation}`,
      );
      print(flags, { reports }, lines.length > 0 ? lines.join('\n') : flags.all ? 'No verdict report yet.' : 'No open verdict report.');
    });

  index
    .command('resolve')
    .description('mark a verdict report handled')
    .requiredOption('--report <id>', 'the verdict report (its id)')
    .option('--json', 'print the result as one JSON object')
    .action(async (flags: JsonFlag & { report: string }) => {
      const { resolveVerdictReport } = await import('../../lib/services/admin/index-editions.js');
      const resolved = await withDatabase(() => resolveVerdictReport(flags.report));
      print(flags, resolved, resolved.alreadyResolved ? `Verdict report ${resolved.id} was already resolved.` : `Resolved verdict report ${resolved.id}.`);
    });
}
