#!/usr/bin/env node
// `npm start` (node bin/launch.mjs start) and `npm run worker` (node bin/launch.mjs worker): the service's bundle run
// in this very process, so the process tree is npm → node with nothing between them to relay or repeat a signal.
// The bundle is built first when it is missing or older than its sources (lib/settings/service-bundles.mjs);
// AGENTGAUGE_NO_BUILD=1 means the caller built already (a deploy step, the tests): serve what is there.
import { existsSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SERVICE_BUNDLES, ensureServiceBundles } from '../lib/settings/service-bundles.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const which = process.argv[2];

/** A line in the service's own log format (pino's JSON lines), as the bundle writes the rest. */
function logLine(level, msg) {
  const line = JSON.stringify({ level, time: new Date().toISOString(), pid: process.pid, hostname: hostname(), msg });
  (level === 'info' ? process.stdout : process.stderr).write(`${line}\n`);
}

if (which !== 'start' && which !== 'worker') {
  console.error('usage: node bin/launch.mjs start|worker (npm start, npm run worker)');
  process.exit(2);
}
const bundle = path.join(root, SERVICE_BUNDLES[which]);
try {
  if (process.env.AGENTGAUGE_NO_BUILD === '1') {
    if (!existsSync(bundle)) throw new Error(`${SERVICE_BUNDLES[which]} is missing and AGENTGAUGE_NO_BUILD=1 forbids building it: run npm run build first`);
  } else {
    ensureServiceBundles(root, (line) => logLine('info', line));
  }
} catch (error) {
  logLine('fatal', `Agent Gauge could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
await import(pathToFileURL(bundle).href);
