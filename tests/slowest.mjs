#!/usr/bin/env node
// `npm run test:slowest`: the 20 slowest test files by tests/timings.json, with their tier, and each tier's total.
import { readFileSync } from 'node:fs';

const record = JSON.parse(readFileSync(new URL('./timings.json', import.meta.url), 'utf8'));
const count = Number(process.argv[2] ?? 20);
const tierOf = (file) => /^tests\/(unit|integration|system)\//.exec(file)?.[1] ?? 'system';
const files = Object.entries(record.files).sort(([, a], [, b]) => b - a);
console.log(`tests/timings.json, measured ${record.measured.at} (${record.measured.cores} cores, ${record.measured.workers} workers)\n`);
console.log(`${'seconds'.padStart(8)}  ${'tier'.padEnd(11)}  file`);
for (const [file, seconds] of files.slice(0, count)) console.log(`${seconds.toFixed(1).padStart(8)}  ${tierOf(file).padEnd(11)}  ${file}`);
const totals = {};
for (const [file, seconds] of files) {
  const tier = tierOf(file);
  totals[tier] ??= { files: 0, seconds: 0 };
  totals[tier].files += 1;
  totals[tier].seconds += seconds;
}
console.log('');
for (const [tier, total] of Object.entries(totals)) console.log(`${tier}: ${total.files} files, ${Math.round(total.seconds)} s of file time`);
