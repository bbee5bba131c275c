// No audit can end the service (issue 36 point 1), on the real service with PGlite:
// - repeated anonymous public scans of a gzip sitemap bomb (61 KB on the wire, 40 MB of XML nesting <url> in <url>:
//   the shape that ended the whole service when audits ran in worker threads, then cost ~30 s and its audit process)
//   each answer 200 with a report whose sitemap check fails naming the XML nesting cap (checks.md: a resource over
//   its cap fails the checks that need it, with a finding naming the cap); a normal public scan beside each answers
//   200, and the service's process is the same throughout;
// - an audit that does end its process (a page past a lowered AGENTGAUGE_AUDIT_HEAP_MB) costs its caller a 503 with
//   Retry-After naming the budget, never the service: a normal scan beside it answers 200 and /healthz after it;
// - the service's audit processes hold none of its secrets (an allow-listed environment).
// System tier: the service's process (its pid, its memory, the audit processes under it). The bounds of what is stored
// and served (issue 36 point 2) are tests/integration/api/hostile-isolation.test.ts's.
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nestedSitemapBomb, servePlainPage, serveSitemapBomb } from '../../fixtures/hostile-reports';
import { HEAVY_PAGE } from '../../helpers/audit-thread';
import { request } from '../../helpers/http';
import { HOSTILE_SCAN_ENV, publicScan } from '../../helpers/hostile/public-scans';
import { SERVER_START_TIMEOUT_MS, startServer, type TestServer } from '../../helpers/server';
import { html, serveSite, type FixtureSite } from '../../helpers/site';

const ROUNDS = 3;

/** Megabytes a process holds now (VmRSS) or has held at most (VmHWM). */
function rssMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((entry) => entry.startsWith(`${field}:`))!;
  return Math.round(Number(line.replace(/\D+/g, '')) / 1024);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The processes under `root` (children, their children, …) whose command line names the audit thread bundle. */
function auditProcessesUnder(root: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // Ended between the listing and the read.
    }
  }
  const under = (pid: number): boolean => {
    for (let parent = parents.get(pid); parent !== undefined && parent > 1; parent = parents.get(parent)) if (parent === root) return true;
    return false;
  };
  return [...parents.keys()].filter((pid) => {
    try {
      return under(pid) && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('audit-thread.mjs');
    } catch {
      return false;
    }
  });
}

describe('hostile sites on the service', () => {
  let server: TestServer;
  let bomb: FixtureSite;
  let plain: FixtureSite;

  beforeAll(async () => {
    [bomb, plain] = await Promise.all([serveSitemapBomb(40), servePlainPage()]);
    server = await startServer({
      database: 'pglite',
      env: HOSTILE_SCAN_ENV,
    });
  }, SERVER_START_TIMEOUT_MS);

  afterAll(async () => {
    await server?.stop();
    await Promise.all([bomb?.close(), plain?.close()]);
  });

  const scan = (site: FixtureSite) => publicScan(server.baseUrl, site);

  it('answers repeated public scans of a sitemap bomb with a report naming the nesting cap, a normal scan beside each', async () => {
    expect(nestedSitemapBomb(40).length).toBeLessThan(64 * 1024);
    const before = { now: rssMb(server.pid, 'VmRSS'), peak: rssMb(server.pid, 'VmHWM') };
    const durations: number[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const started = Date.now();
      const [hostile, normal] = await Promise.all([
        scan(bomb).then((answer) => (durations.push(Date.now() - started), answer)),
        scan(plain),
      ]);
      expect({ round, status: hostile.status, host: hostile.body.host }).toEqual({ round, status: 200, host: `127.0.0.1:${bomb.port}` });
      const sitemap = hostile.body.results.find((result: { id: string }) => result.id === 'sitemap');
      expect({ round, status: sitemap.status, findings: sitemap.findings }).toEqual({
        round,
        status: 'fail',
        findings: [
          {
            code: 'sitemap.invalid-xml',
            status: 'fail',
            view: 'raw',
            message: 'The sitemap is not well-formed XML: elements nest more than 100 levels deep (the XML nesting cap), so it was not parsed.',
            subject: `${bomb.origin}/sitemap.xml`,
            detail: `${bomb.origin}/sitemap.xml — HTTP 200, application/xml, line 2`,
            hint: 'Fix the XML so that it parses; validate it against the sitemaps.org schema.',
          },
          expect.objectContaining({ code: 'sitemap.not-found', status: 'fail' }),
        ],
      });
      expect({ round, status: normal.status, host: normal.body.host, checks: normal.body.results?.length }).toEqual({
        round,
        status: 200,
        host: `127.0.0.1:${plain.port}`,
        checks: 26,
      });
      const health = await request(server.baseUrl, '/healthz');
      expect({ round, status: health.status, body: health.body }).toEqual({ round, status: 200, body: { status: 'ok' } });
      expect(isRunning(server.pid)).toBe(true);
    }
    console.log(
      `sitemap bomb public scans: ${durations.join(', ')} ms; service process RSS: ${before.now} MB before the scans (peak ${before.peak} MB since start), ` +
        `peak ${rssMb(server.pid, 'VmHWM')} MB through ${ROUNDS} hostile and ${ROUNDS} normal public scans, ${rssMb(server.pid, 'VmRSS')} MB after`,
    );
  }, 600_000);
});

describe('an audit that ends its process, on the service', () => {
  const BUDGET_MB = 64;
  // Settings of the service an audit process has no use for: none may reach one.
  const SECRETS = { NEXTAUTH_SECRET: 'session-secret-36', SMTP_PASSWORD: 'mail-secret-36', AGENTGAUGE_METRICS_TOKEN: 'metrics-token-36' };
  let server: TestServer;
  let heavy: FixtureSite;
  let plain: FixtureSite;

  beforeAll(async () => {
    [heavy, plain] = await Promise.all([serveSite({ '/': html(HEAVY_PAGE) }), servePlainPage()]);
    server = await startServer({
      database: 'pglite',
      env: {
        AGENTGAUGE_ALLOW_PRIVATE_TARGETS: '1',
        // Anonymous scans of the 127.0.0.1 fixtures (a test bed's setting: they never reach a private origin otherwise).
        AGENTGAUGE_PUBLIC_SCAN_PRIVATE_TARGETS: '1',
        AGENTGAUGE_AUDIT_HEAP_MB: String(BUDGET_MB),
        AGENTGAUGE_PUBLIC_SCAN_PER_CALLER: '100',
        AGENTGAUGE_PUBLIC_SCAN_PER_TARGET: '100',
        AGENTGAUGE_RENDER: '0',
        AGENTGAUGE_DNS_TRUST_AD: '0',
        ...SECRETS,
      },
    });
  }, SERVER_START_TIMEOUT_MS);

  afterAll(async () => {
    await server?.stop();
    await Promise.all([heavy?.close(), plain?.close()]);
  });

  const scan = (site: FixtureSite) => publicScan(server.baseUrl, site);

  it('answers its caller 503 with Retry-After naming the budget, and the service and a normal scan beside it go on', async () => {
    const [hostile, normal] = await Promise.all([scan(heavy), scan(plain)]);
    expect({ status: hostile.status, retryAfter: hostile.headers.get('retry-after'), body: hostile.body }).toEqual({
      status: 503,
      retryAfter: '5',
      body: {
        error: 'service-unavailable',
        message: `The audit was stopped: its process ran out of the ${BUDGET_MB} MB heap budget while running only this audit (the site's resources need more than one audit may use).`,
      },
    });
    expect({ status: normal.status, host: normal.body.host, checks: normal.body.results?.length }).toEqual({
      status: 200,
      host: `127.0.0.1:${plain.port}`,
      checks: 26,
    });
    const health = await request(server.baseUrl, '/healthz');
    expect({ status: health.status, body: health.body }).toEqual({ status: 200, body: { status: 'ok' } });
    expect(isRunning(server.pid)).toBe(true);
  }, 120_000);

  // /proc/<pid>/environ is Linux's; elsewhere no portable way reads another process's environment.
  it.skipIf(process.platform !== 'linux')("runs audits in processes that hold none of the service's secrets or its database's place", async () => {
    // The normal scan's process stays up, idle, after the scans above.
    const audits = auditProcessesUnder(server.pid);
    expect(audits.length).toBeGreaterThanOrEqual(1);
    for (const pid of audits) {
      const environ = readFileSync(`/proc/${pid}/environ`, 'utf8');
      const names = environ.split('\0').filter(Boolean).map((entry) => entry.slice(0, entry.indexOf('=')));
      expect({ pid, leaked: Object.values(SECRETS).filter((value) => environ.includes(value)) }).toEqual({ pid, leaked: [] });
      expect({ pid, passed: names.filter((name) => name in SECRETS || name === 'DATABASE_URL' || name === 'DATA_DIR') }).toEqual({ pid, passed: [] });
      // What the engine reads does reach it.
      expect({ pid, trustAd: environ.split('\0').includes('AGENTGAUGE_DNS_TRUST_AD=0') }).toEqual({ pid, trustAd: true });
    }
  });
});
