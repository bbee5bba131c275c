// Audits in child processes under a memory budget (createAuditPool): the same reports as the engine in the caller's
// process, errors and progress that cross intact, cancellation, and a process that runs out of its budget or hangs
// failing only the audit that caused it (the others that shared the process are run again alone and answer in full),
// with the next audit served by a fresh process; and an audit process that holds none of its parent's secrets.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit, AUDIT_PROCESS_ENVIRONMENT, AuditError, createAuditPool, type AuditPool, type AuditProgress, type AuditReport } from '../../../engine/index.js';
import { startFixtureWeb, startLargeSite, type FixtureWeb } from '../../fixtures/web/index.js';
import { buildAuditThread, HEAVY_PAGE } from '../../helpers/audit-thread.js';
import { html, serveSite, text, type FixtureSite } from '../../helpers/site.js';

const OPTIONS = { allowPrivateTargets: true } as const;
const HANGING_THREAD = fileURLToPath(new URL('../../fixtures/hanging-audit-thread.mjs', import.meta.url));
const SPINNING_THREAD = fileURLToPath(new URL('../../fixtures/spinning-audit-thread.mjs', import.meta.url));
const ANSWERING_THREAD = fileURLToPath(new URL('../../fixtures/answering-audit-thread.mjs', import.meta.url));
const CLOSE_IDLE_POOL = fileURLToPath(new URL('../../fixtures/close-idle-pool.ts', import.meta.url));
const PLAIN_PAGE = '<!doctype html><html lang="en"><head><title>Plain</title></head><body><main><h1>Plain</h1><p>A small page.</p></main></body></html>';

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
let slow: FixtureSite;
let gate: Promise<void> = Promise.resolve();
let startPageRequests = 0;
let pool: AuditPool;

/** Resolves once `condition` holds (polled), or fails the test after `ms`. */
async function until(condition: () => boolean, ms: number): Promise<void> {
  const deadline = performance.now() + ms;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error(`condition not met within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  threadEntry = buildAuditThread();
  const sites = await Promise.all([
    startFixtureWeb(),
    startLargeSite(5),
    serveSite({ '/': html(HEAVY_PAGE), '/light': html('<!doctype html><html lang="en"><head><title>Light</title></head><body><main><h1>Light</h1><p>A small page.</p></main></body></html>') }),
    // Accepts connections and never answers: an audit of it runs until it is cancelled or times out.
    serveSite({ '/': () => new Promise<void>(() => {}) }),
    // A plain site whose start page waits while the gate is closed (9 s at most, within the fetch timeout): an audit
    // of it is surely still running when an audit beside it ends their process.
    serveSite({
      '/': async (_req, res) => {
        startPageRequests += 1;
        await Promise.race([gate, new Promise((resolve) => setTimeout(resolve, 9_000))]);
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PLAIN_PAGE);
      },
      '/robots.txt': text('User-agent: *\nAllow: /\n'),
    }),
  ]);
  [web, large, heavy, silent, slow] = sites;
  pool = createAuditPool({ entry: threadEntry });
}, 60_000);

afterAll(async () => {
  await pool?.close();
  await Promise.all([web?.close(), large?.close(), heavy?.close(), silent?.close(), slow?.close()]);
});

describe('an audit pool', () => {
  it('returns the report the engine returns in the calling process', async () => {
    for (const name of ['docs', 'shop'] as const) {
      // One after the other: two audits at once on a loaded 2-core machine can run a fetch past its timeout in one of them.
      const inPool = await pool.audit(web.sites[name].url, OPTIONS);
      const inProcess = await audit(web.sites[name].url, OPTIONS);
      expect(verdicts(inPool)).toEqual(verdicts(inProcess));
      expect(inPool.url).toBe(inProcess.url);
    }
    expect(pool.stats()).toEqual({ running: 0, processesReplaced: 0, auditsRetried: 0 });
  });

  it('passes progress of a site audit back to the caller', async () => {
    const progress: AuditProgress[] = [];
    const report = await pool.audit(large.url, { ...OPTIONS, maxPages: 5, onProgress: (update) => progress.push(update) });
    expect(report.pageCount).toBe(5);
    // The plan first (what the pool sizes its watchdog from), then each page measured.
    expect(progress.map(({ phase, done, total }) => ({ phase, done, total }))).toEqual([
      { phase: 'gather', done: 0, total: 5 },
      ...[1, 2, 3, 4, 5].map((done) => ({ phase: 'pages', done, total: 5 })),
    ]);
    expect(new Set(progress.filter((update) => update.phase === 'pages').map((update) => update.url)).size).toBe(5);
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

  it('fails only the audit that ran a shared process out of its heap budget: the plain audit beside it answers in full', async () => {
    const small = createAuditPool({ entry: threadEntry, heap: { oldGenerationMb: 64 } });
    let open = () => {};
    try {
      const expected = await audit(slow.url, OPTIONS);
      gate = new Promise((resolve) => (open = resolve));
      // The plain audit first, in flight (its start page asked for) when the heavy one joins its process.
      const asked = startPageRequests;
      const plainRun = small.audit(slow.url, OPTIONS);
      await until(() => startPageRequests > asked, 60_000);
      const outcomes = Promise.allSettled([small.audit(heavy.url, OPTIONS), plainRun]);
      await until(() => small.stats().processesReplaced >= 1, 60_000);
      open();
      const [heavyOutcome, plainOutcome] = await outcomes;
      expect(heavyOutcome.status).toBe('rejected');
      expect((heavyOutcome as PromiseRejectedResult).reason).toBeInstanceOf(AuditError);
      // Run again alone after the shared process died, it ran its own process out of the budget.
      expect((heavyOutcome as PromiseRejectedResult).reason).toMatchObject({
        code: 'audit-interrupted',
        message: "The audit was stopped: its process ran out of the 64 MB heap budget while running only this audit (the site's resources need more than one audit may use).",
      });
      expect(plainOutcome.status).toBe('fulfilled');
      const plain = (plainOutcome as PromiseFulfilledResult<AuditReport>).value;
      expect(plain.url).toBe(slow.url);
      expect(plain.results).toHaveLength(26);
      expect(verdicts(plain)).toEqual(verdicts(expected));
      // The shared process and the heavy audit's own second one stopped; both audits were run again once.
      expect(small.stats()).toEqual({ running: 0, processesReplaced: 2, auditsRetried: 2 });
      expect((await small.audit(`${heavy.origin}/light`, OPTIONS)).results.length).toBe(26);
    } finally {
      open();
      gate = Promise.resolve();
      await small.close();
    }
  }, 120_000);

  it('fails only the audit that hung a shared process: the plain audit stalled beside it answers in full', async () => {
    const spinning = createAuditPool({ entry: SPINNING_THREAD, hangGraceMs: 500 });
    try {
      const started = performance.now();
      const [expected, plainOutcome, spinOutcome] = await Promise.allSettled([
        audit(slow.url, OPTIONS),
        spinning.audit(slow.url, OPTIONS),
        // timeout 100 ms on one page: the engine's deadline is 600 ms, so the pool gives up on the process after 1.1 s.
        spinning.audit(`${slow.origin}/spin`, { ...OPTIONS, timeout: 100 }),
      ]);
      expect(spinOutcome.status).toBe('rejected');
      expect((spinOutcome as PromiseRejectedResult).reason).toMatchObject({
        code: 'audit-interrupted',
        message: 'The audit was stopped: its process did not answer within 2 s while running only this audit (the audit ran past its deadline without answering).',
      });
      expect(plainOutcome.status).toBe('fulfilled');
      expect(verdicts((plainOutcome as PromiseFulfilledResult<AuditReport>).value)).toEqual(verdicts((expected as PromiseFulfilledResult<AuditReport>).value));
      expect(spinning.stats()).toEqual({ running: 0, processesReplaced: 2, auditsRetried: 2 });
      expect(performance.now() - started).toBeLessThan(60_000);
    } finally {
      await spinning.close();
    }
  }, 120_000);

  it("runs another tenant's audit beside a spinning one in a process of its own, and stops the spinning one at its CPU budget", async () => {
    const tenants = createAuditPool({ entry: SPINNING_THREAD, processes: 2, hangGraceMs: 120_000, cpuBudgetMs: 8_000 });
    try {
      // Both processes warm (one per tenant), so the timing below is an audit's, not a process start's.
      await Promise.all([tenants.audit(web.sites.docs.url, { ...OPTIONS, tenant: 'a' }), tenants.audit(web.sites.docs.url, { ...OPTIONS, tenant: 'b' })]);
      let spinEnded = false;
      const spin = tenants.audit(`${slow.origin}/spin`, { ...OPTIONS, tenant: 'a' }).catch((error: unknown) => error).finally(() => (spinEnded = true));
      await new Promise((resolve) => setTimeout(resolve, 200));
      const started = performance.now();
      const report = await tenants.audit(web.sites.docs.url, { ...OPTIONS, tenant: 'b' });
      const took = performance.now() - started;
      expect(report.results).toHaveLength(26);
      // In one shared process it would have waited for the spin to be stopped (8 s of CPU at least).
      expect({ spinEnded, fast: took < 6_000 }).toEqual({ spinEnded: false, fast: true });
      expect(await spin).toMatchObject({
        code: 'audit-interrupted',
        rule: 'cpu',
        message: "The audit was stopped: its process spent more than the 8 s CPU budget of one audit while running only this audit (the site's pages cost more computing than one audit may use).",
      });
      expect(tenants.stats()).toEqual({ running: 0, processesReplaced: 1, auditsRetried: 0 });
    } finally {
      await tenants.close();
    }
  }, 120_000);

  it.skipIf(process.platform !== 'linux')('starts every process at once when warm, each at the lower priority once loaded', async () => {
    const before = new Set(auditProcesses());
    const warm = createAuditPool({ entry: threadEntry, processes: 2, warm: true, niceness: 5 });
    try {
      const niceOf = (pid: number) => {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
      };
      const own = niceOf(process.pid);
      const started = () => auditProcesses().filter((pid) => !before.has(pid));
      // Loaded (and told so) without any audit sent.
      await until(() => started().length === 2 && started().every((pid) => niceOf(pid) === Math.min(19, own + 5)), 60_000);
      expect((await warm.audit(web.sites.docs.url, OPTIONS)).results).toHaveLength(26);
      expect(started()).toHaveLength(2);
    } finally {
      await warm.close();
    }
  }, 90_000);

  it('sizes its watchdog from the pages an audit queued, not from the maximum it may queue', async () => {
    const spinning = createAuditPool({ entry: SPINNING_THREAD, hangGraceMs: 500 });
    try {
      const started = performance.now();
      // maxPages 50 sized it 49.6 s; the start page alone (all this audit queued) is 0.6 s.
      const error = await spinning.audit(`${slow.origin}/spin`, { ...OPTIONS, timeout: 100, maxPages: 50 }).catch((reason: unknown) => reason);
      expect(error).toMatchObject({
        code: 'audit-interrupted',
        rule: 'time',
        message: 'The audit was stopped: its process did not answer within 2 s while running only this audit (the audit ran past its deadline without answering).',
      });
      expect(performance.now() - started).toBeLessThan(10_000);
    } finally {
      await spinning.close();
    }
  }, 60_000);

  it("kills the process of a cancelled audit that spins past the grace, and ends the audit with its caller's reason", async () => {
    const spinning = createAuditPool({ entry: SPINNING_THREAD, hangGraceMs: 120_000 });
    try {
      const controller = new AbortController();
      const started = performance.now();
      const outcome = spinning.audit(`${slow.origin}/spin`, { ...OPTIONS, signal: controller.signal }).catch((error: unknown) => error);
      setTimeout(() => controller.abort(new Error('the site was deleted')), 300);
      expect(await outcome).toBe(controller.signal.reason);
      expect(performance.now() - started).toBeLessThan(15_000);
      expect(spinning.stats()).toEqual({ running: 0, processesReplaced: 1, auditsRetried: 0 });
    } finally {
      await spinning.close();
    }
  }, 60_000);

  it('with one audit a process, fails only the audit that ran its process out of budget, and says it was that audit', async () => {
    const alone = createAuditPool({ entry: threadEntry, processes: 2, auditsPerProcess: 1, heap: { oldGenerationMb: 64 } });
    try {
      const [heavyOutcome, lightOutcome] = await Promise.allSettled([alone.audit(heavy.url, OPTIONS), alone.audit(`${heavy.origin}/light`, OPTIONS)]);
      expect(heavyOutcome.status).toBe('rejected');
      expect((heavyOutcome as PromiseRejectedResult).reason).toMatchObject({
        code: 'audit-interrupted',
        // The budget it passed alone: a queue must not retry it (it would end the same way).
        rule: 'memory',
        message: "The audit was stopped: its process ran out of the 64 MB heap budget while running only this audit (the site's resources need more than one audit may use).",
      });
      expect(lightOutcome.status).toBe('fulfilled');
      expect((lightOutcome as PromiseFulfilledResult<AuditReport>).value.results.length).toBe(26);
      expect(alone.stats()).toEqual({ running: 0, processesReplaced: 1, auditsRetried: 0 });
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
      expect(tight.stats()).toEqual({ running: 0, processesReplaced: 1, auditsRetried: 0 });
    } finally {
      await tight.close();
    }
  }, 60_000);

  it('replaces a process that does not answer by the audit\'s deadline plus the grace, failing the audit it ran', async () => {
    const hanging = createAuditPool({ entry: HANGING_THREAD, hangGraceMs: 500 });
    try {
      const started = performance.now();
      // timeout 100 ms on one page: the engine's own deadline is 600 ms, so the pool gives up after 1.1 s.
      const error = await hanging.audit(web.sites.docs.url, { ...OPTIONS, timeout: 100 }).catch((reason: unknown) => reason);
      const waited = performance.now() - started;
      expect(error).toBeInstanceOf(AuditError);
      expect(error).toMatchObject({
        code: 'audit-interrupted',
        message: 'The audit was stopped: its process did not answer within 2 s while running only this audit (the audit ran past its deadline without answering).',
      });
      expect(waited).toBeGreaterThanOrEqual(1_050);
      expect(waited).toBeLessThan(5_000);
      expect(hanging.stats()).toEqual({ running: 0, processesReplaced: 1, auditsRetried: 0 });
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

  it('settles close() with its process idle, when nothing else keeps the caller alive', () => {
    // In a process of its own: here vitest keeps the event loop alive. Before the fix node ended that process with
    // "unsettled top-level await" (exit 13) while close() waited for the idle, unref'd audit process to go.
    const run = spawnSync(process.execPath, ['--import', 'tsx', CLOSE_IDLE_POOL, ANSWERING_THREAD], { encoding: 'utf8', timeout: 60_000 });
    expect({ status: run.status, stdout: run.stdout }).toEqual({ status: 0, stdout: 'closed\n' });
  });
});

/** The audit processes this test process started (its children running the audit thread bundle). */
function auditProcesses(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return parent === process.pid && readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('audit-thread.mjs');
      } catch {
        return false;
      }
    })
    .map(Number);
}

describe("an audit process's environment", () => {
  // Read from /proc/<pid>/environ: Linux's. Elsewhere no portable way reads another process's environment.
  it.skipIf(process.platform !== 'linux')("holds none of the parent's secrets: only the system's names and the engine's settings", async () => {
    const secrets: Record<string, string> = {
      DATABASE_URL: 'postgres://agentgauge:db-secret-36@127.0.0.1:5432/agentgauge',
      NEXTAUTH_SECRET: 'session-secret-36',
      SMTP_PASSWORD: 'mail-secret-36',
      AGENT_MODEL_API_KEY: 'model-key-36',
      AGENTGAUGE_METRICS_TOKEN: 'metrics-token-36',
    };
    const settings = { AGENTGAUGE_DNS_TRUST_AD: '0', AGENTGAUGE_RENDER_MEMORY_MB: '512' };
    const saved = Object.fromEntries(Object.keys({ ...secrets, ...settings }).map((name) => [name, process.env[name]]));
    Object.assign(process.env, secrets, settings);
    const before = new Set(auditProcesses());
    const isolated = createAuditPool({ entry: threadEntry });
    try {
      // An idle process stays up after its audit.
      expect((await isolated.audit(web.sites.docs.url, OPTIONS)).results).toHaveLength(26);
      const started = auditProcesses().filter((pid) => !before.has(pid));
      expect(started).toHaveLength(1);
      const environ = readFileSync(`/proc/${started[0]}/environ`, 'utf8');
      const entries = environ.split('\0').filter(Boolean).map((entry) => [entry.slice(0, entry.indexOf('=')), entry.slice(entry.indexOf('=') + 1)] as const);
      const names = entries.map(([name]) => name);
      for (const [name, value] of Object.entries(secrets)) {
        expect({ name, passed: names.includes(name) }).toEqual({ name, passed: false });
        expect({ name, leaked: environ.includes(value) }).toEqual({ name, leaked: false });
      }
      // NODE_CHANNEL_*: the IPC channel's own, which fork adds.
      expect(names.filter((name) => !AUDIT_PROCESS_ENVIRONMENT.includes(name) && !/^(?:LC_|XDG_|FONTCONFIG_|NODE_CHANNEL_)/.test(name))).toEqual([]);
      expect(Object.fromEntries(entries.filter(([name]) => name in settings || name === 'PATH'))).toEqual({ ...settings, PATH: process.env.PATH });
    } finally {
      await isolated.close();
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });
});
