// The test suite in three tiers (docs/testing.md says which a test belongs to):
// - unit: engine and lib logic, in-memory at most; no build, no service, no child process;
// - integration: the service in the test process (tests/helpers/in-process): its route handlers, jobs and services on
//   a database copied from the migrated template;
// - system: what only real processes show: the built server, pages in Chromium, the CLI, workers, nginx, kill -9.
// Files run two at a time, longest first by tests/timings.json (tests/sequencer.ts).
import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { TimingsSequencer } from './tests/sequencer';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    setupFiles: ['tests/setup/test-client.ts'],
    sequence: { sequencer: TimingsSequencer },
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // A page under a loaded 2-core machine can take seconds to re-render after a server action; a poll gives up late,
    // never early (vitest's default is 1 s).
    expect: { poll: { timeout: 10_000 } },
    // Most system files wait on servers, workers and browsers rather than compute: two at a time on a 2-core machine
    // halves the suite's wall time (vitest's default is one fewer than the cores). AGENTGAUGE_TEST_WORKERS overrides.
    maxWorkers: Number(process.env.AGENTGAUGE_TEST_WORKERS ?? 2),
    reporters: ['default', 'json', './tests/timings-reporter.ts'],
    outputFile: { json: '.test-results/results.json' },
    projects: [
      // One process per worker for all its files (no per-file isolation): the engine's modules load once, not once a
      // file (a third of the tier's time); unit tests keep no state between files, and the tier passes shuffled.
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], isolate: false } },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/global-setup.ts'],
          setupFiles: ['tests/setup/in-process-log.ts'],
        },
      },
      { extends: true, test: { name: 'system', include: ['tests/system/**/*.test.ts'], globalSetup: ['tests/global-setup.ts'] } },
    ],
  },
});
