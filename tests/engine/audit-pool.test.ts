// Audits in child processes under a memory budget (createAuditPool): the same reports as the engine in the caller's
// process, errors and progress that cross intact, cancellation, and a process that runs out of its budget failing
// only its own audits, with the next audit served by a fresh process, and a process that hangs being replaced.
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit, AuditError, createAuditPool, type AuditPool, type AuditProgress, type AuditReport } from '../../engine/index.js';
import { startFixtureWeb, startLargeSite, type FixtureWeb } from '../fixtures/web/index.js';
import { buildAuditThread, HEAVY_PAGE } from '../helpers/audit-thread.js';
import { html, serveSite, type FixtureSite } from '../helpers/site.js';

const OPTIONS = { allowPrivateTargets: true } as const;
const HANGING_THREAD = fileURLToPath(new URL('../fixtures/hanging-audit-thread.mjs', import.meta.url));

/** What an audit concluded, without the timings that differ from run to run. */
function verdicts(report: AuditReport) {
  return {
    overallScore: report.overallScore,
    resolvedProfiles: report.resolvedProfiles,
    results: report.results.map((result) => ({ id: result.id, status: result.status, score: result.score })),
  };
}


let threadEntry: string;
let web: FixtureWeb;
let large: FixtureSite;
let heavy: FixtureSite;
let silent: FixtureSite;
let pool: AuditPool;

beforeAll(async () => {
  threadEntry = buildAuditThread();
  [web, large, heavy, silent] = await Promise.all([
    startFixtureWeb(),
    startLargeSite(5),
    serveSite({ '/': html(HEAVY_PAGE), '/light': html('<!doctype html><html lang="en"><head><title>Light</title></head><body><main><h1>Light</h1><p>A small page.</p></main></body></html>') }),
    // Accepts connections and never answers: an audit of it runs until it is cancelled or times out.
    serveSite({ '/': () => new Promise<void>(() => {}) }),
  ]);
  pool = createAuditPool({ entry: threadEntry });
}, 60_000);

afterAll(async () => {
  await pool?.close();
  await Promise.all([web?.close(), large?.close(), heavy?.close(), silent?.close()]);
});

describe('an audit pool', () => {
  it('returns the report the engine returns in the calling process', async () => {
    for (const name of ['docs', 'shop'] as const) {
      const [inPool, inProcess] = await Promise.all([pool.audit(web.sites[name].url, OPTIONS), audit(web.sites[name].url, OPTIONS)]);
      expect(verdicts(inPool)).toEqual(verdicts(inProcess));
      expect(inPool.url).toBe(inProcess.url);
    }
    expect(pool.stats()).toEqual({ running: 0, processesReplaced: 0 });
  });

  it('passes progress of a site audit back to the caller', async () => {
    const progress: AuditProgress[] = [];
    const report = await pool.audit(large.url, { ...OPTIONS, maxPages: 5, onProgress: (update) => progress.push(update) });
    expect(report.pageCount).toBe(5);
    expect(progress.map(({ phase, done, total }) => ({ phase, done, total }))).toEqual(
      [1, 2, 3, 4, 5].map((done) => ({ phase: 'pages', done, total: 5 })),
    );
    expect(new Set(progress.map((update) => update.url)).size).toBe(5);
  });

  it('rebuilds the engine errors, code, rule and field included', async () => {
    const refused = await pool.audit(web.sites.docs.url).catch((error: unknown) => error);
    const refusedHere = await audit(web.sites.docs.url).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AuditError);
    expect(refused).toMatchObject({ name: 'AuditError', code: 'target-refused', rule: 'private-address' });
    expect((refused as AuditError).message).toBe((refusedHere as AuditError).message);

    const invalid = await pool.audit(web.sites.docs.url, { ...OPTIONS, checks: ['robots-txt', 'no-such-check'] }).catch((error: unknown) => error);
    expect(invalid).toBeInstanceOf(AuditError);
    expect(invalid).toMatchObject({ code: 'invalid-options', field: 'checks', message: 'Unknown check id: no-such-check. Run "agentgauge checks" for the list.' });
  });

  it('cancels an audit in its process when the signal aborts', async () => {
    const controller = new AbortController();
    const started = performance.now();
    const outcome = pool.audit(silent.url, { ...OPTIONS, timeout: 10_000, signal: controller.signal }).catch((error: unknown) => error);
    setTimeout(() => controller.abort(), 300);
    const error = await outcome;
    expect(error).toBeInstanceOf(Error);
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(pool.stats().running).toBe(0);
    await expect(pool.audit(web.sites.docs.url, { ...OPTIONS, signal: controller.signal })).rejects.toBe(controller.signal.reason);
  });

  it('fails only the audits of a process that runs out of its heap budget, and serves the next audit from a new process', async () => {
    const small = createAuditPool({ entry: threadEntry, heap: { oldGenerationMb: 64 } });
    try {
      // Warm: the thread has loaded the engine and serves a light page within the budget.
      expect((await small.audit(`${heavy.origin}/light`, OPTIONS)).results.length).toBe(26);
      const outcomes = await Promise.allSettled([1, 2, 3].map(() => small.audit(heavy.url, OPTIONS)));
      for (const outcome of outcomes) {
        expect(outcome.status).toBe('rejected');
        const reason = (outcome as PromiseRejectedResult).reason as AuditError;
        expect(reason).toBeInstanceOf(AuditError);
        expect(reason.code).toBe('audit-interrupted');
        expect(reason.message).toBe('The audit was interrupted: its process ran out of the 64 MB heap budget while running 3 audits. Retrying may succeed.');
      }
      expect(small.stats()).toEqual({ running: 0, processesReplaced: 1 });
      expect((await small.audit(`${heavy.origin}/light`, OPTIONS)).results.length).toBe(26);
    } finally {
      await small.close();
    }
  }, 60_000);

  it('with one audit a process, fails only the audit that ran its process out of budget, and says it was that audit', async () => {
    const alone = createAuditPool({ entry: threadEntry, processes: 2, auditsPerProcess: 1, heap: { oldGenerationMb: 64 } });
    try {
      const [heavyOutcome, lightOutcome] = await Promise.allSettled([alone.audit(heavy.url, OPTIONS), alone.audit(`${heavy.origin}/light`, OPTIONS)]);
      expect(heavyOutcome.status).toBe('rejected');
      expect((heavyOutcome as PromiseRejectedResult).reason).toMatchObject({
        code: 'audit-interrupted',
        message: "The audit was stopped: its process ran out of the 64 MB heap budget while running only this audit (the site's resources need more than one audit may use).",
      });
      expect(lightOutcome.status).toBe('fulfilled');
      expect((lightOutcome as PromiseFulfilledResult<AuditReport>).value.results.length).toBe(26);
      expect(alone.stats()).toEqual({ running: 0, processesReplaced: 1 });
    } finally {
      await alone.close();
    }
  }, 60_000);

  it('kills a process that passes its resident-memory budget, whatever its heap', async () => {
    const tight = createAuditPool({ entry: threadEntry, memoryMb: 120 });
    try {
      const error = await tight.audit(heavy.url, OPTIONS).catch((reason: unknown) => reason);
      expect(error).toMatchObject({
        code: 'audit-interrupted',
        message: "The audit was stopped: its process passed the 120 MB memory budget while running only this audit (the site's resources need more than one audit may use).",
      });
      expect(tight.stats()).toEqual({ running: 0, processesReplaced: 1 });
    } finally {
      await tight.close();
    }
  }, 60_000);

  it('replaces a process that does not answer by the audit\'s deadline plus the grace, failing its audits', async () => {
    const hanging = createAuditPool({ entry: HANGING_THREAD, hangGraceMs: 500 });
    try {
      const started = performance.now();
      // timeout 100 ms on one page: the engine's own deadline is 600 ms, so the pool gives up after 1.1 s.
      const error = await hanging.audit(web.sites.docs.url, { ...OPTIONS, timeout: 100 }).catch((reason: unknown) => reason);
      const waited = performance.now() - started;
      expect(error).toBeInstanceOf(AuditError);
      expect(error).toMatchObject({
        code: 'audit-interrupted',
        message: 'The audit was interrupted: its process did not answer within 2 s while running 1 audit. Retrying may succeed.',
      });
      expect(waited).toBeGreaterThanOrEqual(1_050);
      expect(waited).toBeLessThan(5_000);
      expect(hanging.stats()).toEqual({ running: 0, processesReplaced: 1 });
    } finally {
      await hanging.close();
    }
  });

  it('fails audits still running when it is closed, and refuses new ones', async () => {
    const closing = createAuditPool({ entry: threadEntry });
    const running = closing.audit(silent.url, { ...OPTIONS, timeout: 10_000 }).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await closing.close();
    expect(await running).toMatchObject({ code: 'audit-interrupted', message: 'The audit was interrupted: the audit pool was closed while running 1 audit. Retrying may succeed.' });
    await expect(closing.audit(web.sites.docs.url, OPTIONS)).rejects.toMatchObject({ code: 'audit-interrupted', message: 'The audit pool is closed.' });
  });
});
