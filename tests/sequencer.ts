// The order test files start in: longest first, by the durations tests/timings.json records (npm run test:timings
// writes it from a whole run). Two files run at a time and the run ends when the last one does, so a long file that
// starts late keeps the other worker idle at the end; started first, the long files overlap and the short ones fill
// the end. Vitest orders by its own cache of durations, which a fresh clone does not have (CI installs node_modules
// afresh, and the cache lives there), and otherwise by file size, which says little: a small file can start a
// service and run for minutes. A file the record does not know yet (a new one) is given its tier's typical duration.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export interface TimingsRecord {
  /** What produced the figures: the run's date, the machine's cores and the workers it ran with. */
  measured: { at: string; cores: number; workers: number };
  /** Seconds per file, keyed by its path from the repository's root. */
  files: Record<string, number>;
}

export const TIMINGS_FILE = 'tests/timings.json';

/** A new file's guess, by tier: what the median file of each tier took when the record was made. */
const TYPICAL_SECONDS: Record<string, number> = { unit: 0.5, integration: 8, system: 30 };

export function tierOf(file: string): string {
  return /^tests\/(unit|integration|system)\//.exec(file)?.[1] ?? 'system';
}

export function readTimings(root: string): TimingsRecord | null {
  const file = path.join(root, TIMINGS_FILE);
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as TimingsRecord;
}

export class TimingsSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = files[0]?.project.config.root ?? process.cwd();
    const recorded = readTimings(root)?.files ?? {};
    const seconds = (spec: TestSpecification) => {
      const relative = path.relative(root, spec.moduleId).split(path.sep).join('/');
      return recorded[relative] ?? TYPICAL_SECONDS[tierOf(relative)]!;
    };
    return [...files].sort((a, b) => seconds(b) - seconds(a));
  }
}
