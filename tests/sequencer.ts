// The order test files start in. Two run at a time, and the run ends when the last one does: a file that starts a
// service, a worker or a browser takes 20 s to 3 min, one that does not mostly under 5 s. Vitest starts the files it
// has timings for longest first, but a run without its cache (CI installs node_modules afresh, and the cache lives
// there) goes by file size, and a small file can be slow: tests/api/worker.test.ts is 146th of 233 by size and took
// 160 s (it started 2,759 s into a 3,316 s run). Should such a file start last, the other worker waits for it. Here
// the files that start processes go first, each group in vitest's own order (timings, else size), so short ones fill
// the end.
import { readFile } from 'node:fs/promises';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * What a test file calls to start a service, a worker, a browser, the CLI, audit processes or a database of its own
 * (against the last full run's timings, every file over 10 s but one engine file matched, and none under 3 s).
 */
const STARTS_PROCESSES =
  /\b(startServer|spawnService|startWorker|spawnWorker|spawnLaunched|launchBrowser|startNginx|runCli|runAction|buildCli|createAuditPool|buildAuditThread|spawnSync|execFile|execFileSync|spawn|fork|getDb|withDatabase|useTestDatabase|createTestPostgres|openScratchDatabase)\(|render: *(true|\{)|chromium\./;

export class ProcessesFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const heavy = await Promise.all(sorted.map(async (spec) => STARTS_PROCESSES.test(await readFile(spec.moduleId, 'utf8'))));
    return [...sorted.filter((_, index) => heavy[index]), ...sorted.filter((_, index) => !heavy[index])];
  }
}
