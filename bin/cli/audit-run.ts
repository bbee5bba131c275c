// One `agentgauge audit` run: every URL audited in turn (one failing does not stop the others), then the output in
// its format, the failed assertions and regressions on stderr, and the exit code that sums it up.
import { writeFileSync } from 'node:fs';
import { ENGINE_VERSION } from '../../engine/light.js';
import type { EngineAuditRequest } from './api-client.js';
import { evaluateAssertions } from './assertions.js';
import type { AuditSettings } from './audit-settings.js';
import type { BaselineComparison } from './baseline.js';
import type { Catalog } from './catalog.js';
import { CliError, EXIT, type ExitCode } from './exit-codes.js';
import { renderJson } from './formats/json.js';
import type { Format } from './formats/names.js';
import { LATEST } from './latest-baseline-name.js';
import { runLocalAudit } from './local-audit.js';
import { renderedViewMissing, type AuditOutcome, type RenderContext } from './outcome.js';
import { buildReportView, type ReceivedReport, type ReportView } from './report-view.js';
import { PLAIN, styleFor, type Style } from './style.js';
import { inertStrings, inertText } from '../../lib/format/inert-text.js';

// What only some runs use loads when they use it (issue 57): the API client (a remote audit, --baseline latest, an
// error of the API), the baseline's comparison, the index benchmark, the formats other than JSON and --compare-to's,
// so that a plain `audit --json` loads none of them.

function say(line: string): void {
  process.stderr.write(`agentgauge: ${inertText(line)}\n`);
}

function engineRequest(url: string, settings: AuditSettings): EngineAuditRequest {
  const { checks, profile, timeout, retries, journeys } = settings.engine;
  return {
    url,
    ...(checks ? { checks } : {}),
    ...(profile ? { profile } : {}),
    ...(timeout !== undefined ? { timeout } : {}),
    ...(retries !== undefined ? { retries } : {}),
    ...(journeys?.length ? { journeys } : {}),
  };
}

async function auditOne(url: string, settings: AuditSettings): Promise<ReceivedReport> {
  if (settings.connection) {
    // The same audit on the service, its report in full: the remote output is the local one (issue 51).
    const { ApiClient } = await import('./api-client.js');
    const remote = await new ApiClient(settings.connection).engineAudit(engineRequest(url, settings));
    if (remote.closedBecause) say(`${url}: ${remote.closedBecause}`);
    return remote.report;
  }
  const { keepCompiledEngine, loadEngine } = await import('./engine.js');
  const report = await runLocalAudit(await loadEngine(), url, settings.engine);
  keepCompiledEngine(settings.engine.checks === undefined);
  return report;
}

/** An audit that could not run, as the CLI reports it: one line and an exit code. */
async function failureOf(error: unknown): Promise<{ code: ExitCode; message: string }> {
  if (error instanceof CliError) return { code: error.exitCode, message: error.message };
  const { ApiError, describeApiError, exitCodeForApiError } = await import('./api-client.js');
  if (error instanceof ApiError) return { code: exitCodeForApiError(error), message: describeApiError(error) };
  throw error;
}

function writeOutput(file: string, text: string): void {
  try {
    writeFileSync(file, text);
  } catch (error) {
    throw new CliError(EXIT.failure, `could not write --output ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
}

/** Each audited report's comparison with its baseline: a report of the --baseline file, or the service's latest scan. */
async function baselineComparer(settings: AuditSettings): Promise<((report: ReceivedReport) => Promise<BaselineComparison | null>) | null> {
  const { baseline } = settings;
  if (baseline === null) return null;
  const [{ baselineFor, compareWithBaseline, loadBaseline }, { ApiClient }, { latestBaselines }] = await Promise.all([
    import('./baseline.js'),
    import('./api-client.js'),
    import('./latest-baseline.js'),
  ]);
  if (baseline === LATEST) {
    const latest = latestBaselines(new ApiClient(settings.connection!));
    return async (report) => {
      const found = await latest(report.url);
      if (found.report === null) {
        say(`${report.url}: ${found.reason}`);
        return null;
      }
      return compareWithBaseline(found.label, found.report, report);
    };
  }
  const baselines = await loadBaseline(baseline);
  return async (report) => {
    const baselineReport = baselineFor(report.url, baselines, settings.urls.length);
    if (!baselineReport) say(`${report.url}: the baseline ${baseline} holds no report of this URL; nothing to compare`);
    return baselineReport ? compareWithBaseline(baseline, baselineReport, report) : null;
  };
}

/** --compare-to: the production URL audited as the preview was, without the preview's --header (its origin's alone). */
async function auditProduction(url: string, settings: AuditSettings): Promise<ReceivedReport> {
  const { headers: _previewOnly, ...engine } = settings.engine;
  try {
    return await auditOne(url, { ...settings, engine });
  } catch (error) {
    const failure = await failureOf(error);
    throw new CliError(failure.code, `--compare-to ${url}: ${failure.message}`);
  }
}

type Render = (format: Format, outcomes: readonly AuditOutcome[], context: RenderContext, style: Style) => string;

/** The renderer of the formats this run writes: JSON alone needs none of the others' code. */
async function rendererFor(settings: AuditSettings): Promise<Render> {
  if (settings.outputs.length === 0 && settings.format === 'json') return (_format, outcomes, context) => renderJson(outcomes, context);
  return (await import('./formats/index.js')).renderFormat;
}

export async function runAudits(settings: AuditSettings, catalog: Catalog): Promise<void> {
  const compare = await baselineComparer(settings);
  // The comparison with production and its formats load only with --compare-to.
  const production = settings.compareTo ? await import('./compare-to.js') : null;
  if (settings.localByDefault) say('no API key (--api-key or AGENTGAUGE_API_KEY), so the audit runs locally on this machine');
  if (settings.verbose && !settings.connection) say((await import('./engine.js')).engineStart());

  const several = settings.urls.length > 1;
  const outcomes: AuditOutcome[] = [];
  let auditFailure: ExitCode | null = null;
  for (const url of settings.urls) {
    let report: ReceivedReport;
    try {
      // The report quotes the site (titles, headers, files): every string made inert before any format prints it.
      report = inertStrings(await auditOne(url, settings));
    } catch (error) {
      const failure = await failureOf(error);
      // With one URL the run ends as it always did; with several the others still run and report.
      if (!several) throw new CliError(failure.code, failure.message);
      say(`${url}: ${failure.message}`);
      auditFailure ??= failure.code;
      continue;
    }
    const baseline = compare ? await compare(report) : null;
    const missing = renderedViewMissing(settings.engine.render !== undefined, report);
    // On stderr whatever the format, as well as in it.
    if (missing) say(`${report.url}: ${missing}`);
    let view: ReportView | undefined;
    outcomes.push({
      benchmark: settings.indexUrl ? await (await import('./index-benchmark.js')).fetchBenchmark(settings.indexUrl, report, say) : null,
      renderedViewMissing: missing,
      report,
      // Built when a format reads it: the JSON output is the report itself, and the view's fix gains (a rescoring of
      // the report for each open check) were a few per cent of a --json run.
      get view() {
        return (view ??= buildReportView(report, catalog.entries, settings.agent));
      },
      assertions: evaluateAssertions(settings.assertions, report, catalog.entries, settings.strict),
      baseline,
      ...(production ? { comparison: production.compareWithProduction(await auditProduction(settings.compareTo!, settings), report) } : {}),
    });
  }

  if (outcomes.length > 0) {
    const context: RenderContext = { catalog: catalog.entries, version: ENGINE_VERSION, several };
    const render = production ? (await import('./formats/compared.js')).renderCompared : await rendererFor(settings);
    if (settings.outputs.length > 0) {
      for (const output of settings.outputs) writeOutput(output.file, render(output.format, outcomes, context, PLAIN));
      process.stdout.write(render('text', outcomes, context, styleFor(process.stdout)));
    } else {
      process.stdout.write(render(settings.format, outcomes, context, styleFor(process.stdout)));
    }
  }

  let failed = false;
  for (const { report, assertions, baseline, comparison } of outcomes) {
    const where = several ? ` for ${report.url}` : '';
    for (const result of assertions) {
      if (result.failsRun) {
        say(`assertion ${result.outcome === 'failed' ? 'failed' : 'not judged (--strict)'}${where}: ${result.message}`);
        failed = true;
      } else if (result.droppedByAutoDetection && !result.assertion.preset) {
        // The user named this check; a preset's entries are expected not to apply to every site.
        say(`assertion ${result.assertion.source} not judged${where}: ${result.actual}`);
      }
    }
    if (settings.failOnRegression && baseline) {
      for (const change of baseline.regressed) {
        say(`regression${where}: ${change.checkId} went from ${change.before!.score} to ${change.after!.score} since the baseline`);
        failed = true;
      }
      for (const change of baseline.journeys.lost) {
        say(`regression${where}: journey ${change.journey} was found by ${change.profile} in the baseline and is not now: ${change.reason}`);
        failed = true;
      }
    }
    if (settings.assertNoRegression && production && comparison) {
      for (const line of production.regressionsOf(comparison)) {
        say(`regression: ${line}`);
        failed = true;
      }
    }
  }
  if (auditFailure !== null) throw new CliError(auditFailure, `${settings.urls.length - outcomes.length} of ${settings.urls.length} audits could not run`);
  if (failed) throw new CliError(EXIT.assertionFailed, '');
}
