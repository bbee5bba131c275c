#!/usr/bin/env node
// `npm test`: builds what the tests start (CLI bundle, web app), runs every test once, and ends with
// one plain summary line "N passed, N failed, N skipped" so a run that executed nothing cannot pass unnoticed.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(`agentgauge tests need Node >= 22.12 (this is ${process.version}); see README "Requirements".`);
  process.exit(2);
}

function run(command, args) {
  // Servers and workers the tests start render pages only where a test asks (AGENTGAUGE_RENDER=1): the rendered view
  // has its own tests, and every other test keeps its raw-view verdicts and speed on a machine that has Chromium.
  const result = spawnSync(command, args, { stdio: 'inherit', env: { AGENTGAUGE_RENDER: '0', ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  return result.status ?? 1;
}

if (!process.env.SKIP_BUILD) {
  const status = run('npm', ['run', 'build']);
  if (status !== 0) {
    console.log('0 passed, 1 failed, 0 skipped');
    process.exit(status);
  }
}

const resultsFile = '.test-results/results.json';
rmSync(resultsFile, { force: true });
const status = run('npx', ['vitest', 'run', ...process.argv.slice(2)]);

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(resultsFile)) {
  const results = JSON.parse(readFileSync(resultsFile, 'utf8'));
  passed = results.numPassedTests ?? 0;
  failed = (results.numFailedTests ?? 0) + (results.numFailedTestSuites && !results.numFailedTests ? results.numFailedTestSuites : 0);
  skipped = (results.numPendingTests ?? 0) + (results.numTodoTests ?? 0);
} else if (status !== 0) {
  failed = 1;
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(status !== 0 ? status : passed === 0 ? 1 : 0);
