// Records how long each test file took as a whole (its process's setup, its imports and suite callbacks, its hooks and
// tests: what the file holds a worker for) in .test-results/file-durations.json; `npm run test:timings` turns a whole
// run's record into tests/timings.json, which orders the next runs (tests/sequencer.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { Reporter, TestModule, Vitest } from 'vitest/node';

export const FILE_DURATIONS = '.test-results/file-durations.json';

export interface FileDurations {
  at: string;
  workers: number;
  cores: number;
  /** Seconds per file, keyed by its path from the repository's root; the tier is the path's second folder. */
  files: Record<string, { seconds: number; tests: number; state: string }>;
}

export default class TimingsReporter implements Reporter {
  private vitest!: Vitest;
  private readonly files: FileDurations['files'] = {};

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
  }

  onTestModuleEnd(module: TestModule): void {
    const diagnostic = module.diagnostic();
    const milliseconds =
      diagnostic.environmentSetupDuration + diagnostic.prepareDuration + diagnostic.setupDuration + diagnostic.collectDuration + diagnostic.duration;
    const relative = path.relative(this.vitest.config.root, module.moduleId).split(path.sep).join('/');
    this.files[relative] = { seconds: Math.round(milliseconds / 100) / 10, tests: [...module.children.allTests()].length, state: module.state() };
  }

  onTestRunEnd(): void {
    const record: FileDurations = {
      at: new Date().toISOString(),
      workers: this.vitest.config.maxWorkers,
      cores: availableParallelism(),
      files: this.files,
    };
    const file = path.join(this.vitest.config.root, FILE_DURATIONS);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(record, null, 1)}\n`);
  }
}
