#!/usr/bin/env node
// `npm test` and the tiers' scripts: builds what the chosen tiers start, runs their tests once, and ends with one plain
// summary line "N passed, N failed, N skipped" so a run that executed nothing cannot pass unnoticed.
//   node tests/run.mjs                          every tier (npm test): builds the CLI bundle and the web app first
//   node tests/run.mjs --tier unit              the unit tier: no build (npm run test:unit)
//   node tests/run.mjs --tier integration       the integration tier: no web build (npm run test:integration)
//   node tests/run.mjs --tier system            the system tier: builds first (npm run test:system)
//   node tests/run.mjs --record-timings         every tier, then tests/timings.json from this run (npm run test:timings)
// Anything else is passed to vitest (a file, -t "name", --sequence.shuffle). SKIP_BUILD=1 serves the build there is.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(`agentgauge tests need Node >= 22.12 (this is ${process.version}); see README "Requirements".`);
  process.exit(2);
}

const TIERS = ['unit', 'integration', 'system'];
const tiers = [];
const passed = [];
let recordTimings = false;
const args = process.argv.slice(2);
for (let index = 0; index < args.length; index += 1) {
  const arg = args[index];
  if (arg === '--tier' || arg.startsWith('--tier=')) {
    const tier = arg === '--tier' ? args[++index] : arg.slice('--tier='.length);
    if (!TIERS.includes(tier)) {
      console.error(`--tier must be one of ${TIERS.join(', ')} (got "${tier ?? ''}").`);
      console.log('0 passed, 1 failed, 0 skipped');
      process.exit(2);
    }
    tiers.push(tier);
  } else if (arg === '--record-timings') {
    recordTimings = true;
  } else {
    passed.push(arg);
  }
}
const chosen = tiers.length > 0 ? tiers : TIERS;

function run(command, commandArgs) {
  // Servers and workers the tests start render pages only where a test asks (AGENTGAUGE_RENDER=1): the rendered view
  // has its own tests, and every other test keeps its raw-view verdicts and speed on a machine that has Chromium.
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', env: { AGENTGAUGE_RENDER: '0', ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  return result.status ?? 1;
}

// Only the system tier starts the built service; the integration tier's global setup builds the CLI bundles it needs.
if (chosen.includes('system') && !process.env.SKIP_BUILD) {
  const status = run('npm', ['run', 'build']);
  if (status !== 0) {
    console.log('0 passed, 1 failed, 0 skipped');
    process.exit(status);
  }
}

const resultsFile = '.test-results/results.json';
const durationsFile = '.test-results/file-durations.json';
rmSync(resultsFile, { force: true });
rmSync(durationsFile, { force: true });
const serverStartsFile = '.test-results/server-starts.log';
rmSync(serverStartsFile, { force: true });
const projectArgs = tiers.length > 0 ? tiers.flatMap((tier) => ['--project', tier]) : [];
const status = run('npx', ['vitest', 'run', ...projectArgs, ...passed]);

let passedCount = 0;
let failed = 0;
let skipped = 0;
if (existsSync(resultsFile)) {
  const results = JSON.parse(readFileSync(resultsFile, 'utf8'));
  passedCount = results.numPassedTests ?? 0;
  failed = (results.numFailedTests ?? 0) + (results.numFailedTestSuites && !results.numFailedTests ? results.numFailedTestSuites : 0);
  skipped = (results.numPendingTests ?? 0) + (results.numTodoTests ?? 0);
} else if (status !== 0) {
  failed = 1;
}

if (recordTimings && existsSync(durationsFile)) {
  const durations = JSON.parse(readFileSync(durationsFile, 'utf8'));
  const files = Object.fromEntries(
    Object.entries(durations.files)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([file, entry]) => [file, entry.seconds]),
  );
  const record = { measured: { at: durations.at, cores: durations.cores, workers: durations.workers }, files };
  writeFileSync('tests/timings.json', `${JSON.stringify(record, null, 1)}\n`);
  console.log(`tests/timings.json: ${Object.keys(files).length} files`);
}

// How many times tests started the service's web process (tests/helpers/server-starts.ts).
const serverStarts = existsSync(serverStartsFile) ? readFileSync(serverStartsFile, 'utf8').split('\n').filter(Boolean).length : 0;
console.log(`server starts: ${serverStarts}`);
console.log(`${passedCount} passed, ${failed} failed, ${skipped} skipped`);
process.exit(status !== 0 ? status : passedCount === 0 ? 1 : 0);
