// `npm run bench:fetchability`: the rebuilt fetchability grid (tests/fixtures/fetchability-grid.ts, Ora and Vercel's
// 19 one-feature configurations) audited whole, raw and with the rendered view, outside CI. The CI test
// (tests/system/engine/fetchability-grid.test.ts) renders only the four configurations the JavaScript side needs; this
// renders all 19, so the JavaScript client's AUC is measured over every configuration. Prints, per configuration, the
// published outcome for each client, the raw and rendered scores, Access, the cap and the browsing profile's verdict,
// then each client's AUC (1.00: every configuration where the client gets the answer scores strictly above every one
// where it does not) and the render times. BENCH_FETCHABILITY_ROUNDS (default 1) repeats the rendered audits; the
// AUC is printed per round, since a render cut short by its budget on a busy machine changes a verdict.
import os from 'node:os';
import { audit, createRenderPool, type AuditReport } from '../engine/index.js';
import { NO_DNS } from '../tests/helpers/check-audit.js';
import { GRID_CONFIGS, PUBLISHED_OUTCOME, startFetchabilityGrid, type GridConfig } from '../tests/fixtures/fetchability-grid.js';
import { median } from './median.js';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ROUNDS = Number(process.env.BENCH_FETCHABILITY_ROUNDS ?? 1);
type Client = 'plain' | 'js';

/** The share of (succeeding, failing) pairs the score orders right, ties half: the area under the ROC curve. */
function auc(scores: Readonly<Record<GridConfig, number>>, client: Client): number {
  const succeeding = GRID_CONFIGS.filter((config) => PUBLISHED_OUTCOME[config][client]).map((config) => scores[config]);
  const failing = GRID_CONFIGS.filter((config) => !PUBLISHED_OUTCOME[config][client]).map((config) => scores[config]);
  let ordered = 0;
  for (const high of succeeding) for (const low of failing) ordered += high > low ? 1 : high === low ? 0.5 : 0;
  return ordered / (succeeding.length * failing.length);
}

const scoresOf = (reports: Readonly<Record<GridConfig, AuditReport>>) => Object.fromEntries(GRID_CONFIGS.map((config) => [config, reports[config].overallScore])) as Record<GridConfig, number>;
const browserView = (report: AuditReport) => report.agents?.pages[0]?.views.find((view) => view.profile === 'browser');
const pad = (text: string | number, width: number) => String(text).padEnd(width);

async function main(): Promise<void> {
  console.log(`bench:fetchability — ${GRID_CONFIGS.length} configurations, load average ${os.loadavg().map((load) => load.toFixed(1)).join(' ')}, ${os.cpus().length} cores, ${ROUNDS} rendered round(s)`);
  const grid = await startFetchabilityGrid();
  const pool = createRenderPool({ executablePath: CHROMIUM, browsers: 1, auditsPerBrowser: 4 });
  const lease = await pool.lease();
  if (!lease) throw new Error(`No browser: ${CHROMIUM} could not be started.`);
  const options = { allowPrivateTargets: grid.hosts, retries: 0, resolver: NO_DNS };
  try {
    const raw = {} as Record<GridConfig, AuditReport>;
    for (const config of GRID_CONFIGS) raw[config] = await audit(`${grid.origins[config]}/`, options);
    // The browser's cold start can run past a render's budget on a busy machine: one render first, not counted.
    await audit(`${grid.origins['stripped-clean']}/`, { ...options, render: { browser: lease.browser } });
    const rounds: Array<{ reports: Record<GridConfig, AuditReport>; ms: Record<GridConfig, number> }> = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const reports = {} as Record<GridConfig, AuditReport>;
      const ms = {} as Record<GridConfig, number>;
      for (const config of GRID_CONFIGS) {
        const started = performance.now();
        reports[config] = await audit(`${grid.origins[config]}/`, { ...options, render: { browser: lease.browser } });
        ms[config] = performance.now() - started;
      }
      rounds.push({ reports, ms });
    }
    const last = rounds.at(-1)!;
    console.log(`\n${pad('configuration', 17)}${pad('plain', 7)}${pad('js', 5)}${pad('raw', 5)}${pad('rendered', 10)}${pad('access', 8)}${pad('cap', 17)}browsing agent`);
    for (const config of GRID_CONFIGS) {
      const report = last.reports[config];
      const view = browserView(report);
      const outcome = PUBLISHED_OUTCOME[config];
      console.log(
        `${pad(config, 17)}${pad(outcome.plain ? 'yes' : 'no', 7)}${pad(outcome.js ? 'yes' : 'no', 5)}${pad(raw[config].overallScore, 5)}${pad(report.overallScore, 10)}${pad(report.scoring?.access ?? '-', 8)}${pad(report.scoring?.cap?.id ?? '-', 17)}${view?.verdict ?? 'not measured'} (${view?.cause ?? '-'})`,
      );
    }
    console.log(`\nAUC, plain client, raw audits (as CI asserts): ${auc(scoresOf(raw), 'plain').toFixed(2)}`);
    for (const [index, round] of rounds.entries()) {
      const scores = scoresOf(round.reports);
      const unmeasured = GRID_CONFIGS.filter((config) => browserView(round.reports[config])?.verdict === null);
      console.log(
        `round ${index + 1}: AUC, JavaScript client, ${GRID_CONFIGS.length} rendered audits: ${auc(scores, 'js').toFixed(2)}; plain client on the same audits: ${auc(scores, 'plain').toFixed(2)}` +
          (unmeasured.length > 0 ? `; browsing agent not measured on ${unmeasured.join(', ')}` : ''),
      );
    }
    const times = rounds.flatMap((round) => Object.values(round.ms));
    console.log(`rendered audit time: median ${median(times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms over ${times.length} audits`);
  } finally {
    lease.release();
    await pool.close();
    await grid.close();
  }
}

await main();
