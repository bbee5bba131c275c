import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { ProcessesFirstSequencer } from './tests/sequencer';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['tests/global-setup.ts'],
    setupFiles: ['tests/setup/test-client.ts', 'tests/setup/in-process-log.ts'],
    sequence: { sequencer: ProcessesFirstSequencer },
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // A page under a loaded 2-core machine can take seconds to re-render after a server action; a poll gives up late,
    // never early (vitest's default is 1 s).
    expect: { poll: { timeout: 10_000 } },
    // Most test files wait on servers, workers and browsers rather than compute: two at a time on a 2-core machine
    // halves the suite's wall time (vitest's default is one fewer than the cores). AGENTGAUGE_TEST_WORKERS overrides.
    maxWorkers: Number(process.env.AGENTGAUGE_TEST_WORKERS ?? 2),
    reporters: ['default', 'json'],
    outputFile: { json: '.test-results/results.json' },
  },
});
