// `agentgauge scan --wait --timeout`: against the real server running no worker (AGENTGAUGE_IN_PROCESS_WORKER=0), a
// queued scan never settles, so the wait ends after --timeout with one line on stderr and exit code 6, and the scan
// is left queued on the server. A timeout out of range is a usage error (exit 2).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrganization } from '../../helpers/api-fixtures';
import { request } from '../../helpers/http';
import { SERVER_START_TIMEOUT_MS, startServer, type TestServer } from '../../helpers/server';
import { buildCli, runCli } from '../../helpers/cli/run-cli';

describe('agentgauge scan --wait --timeout', () => {
  let server: TestServer;
  let key: string;
  let siteIds: string[];

  const cli = (...args: string[]) => runCli([...args, '--base-url', server.baseUrl], { AGENTGAUGE_API_KEY: key });

  beforeAll(async () => {
    buildCli();
    server = await startServer({
      database: 'pglite',
      env: { AGENTGAUGE_IN_PROCESS_WORKER: '0' },
      seed: async (db) => {
        const organization = await seedOrganization(db, { name: 'Waiting', subscription: 'active', hosts: ['queued.wait.example', 'json.wait.example'] });
        key = organization.key;
        siteIds = organization.sites.map((site) => site.id);
      },
    });
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await server?.stop();
  });

  it('gives up after --timeout seconds with one line and exit 6; the scan stays queued', async () => {
    const startedAt = Date.now();
    const run = await cli('scan', siteIds[0]!, '--wait', '--timeout', '3');
    const elapsedMs = Date.now() - startedAt;
    expect(run.code, run.stderr).toBe(6);
    expect(run.stdout).toBe('');
    const scanId = /^agentgauge: scan (\S+) queued\n/.exec(run.stderr)?.[1];
    expect(scanId, run.stderr).toBeDefined();
    expect(run.stderr).toBe(
      `agentgauge: scan ${scanId} queued\n` +
        `agentgauge: gave up waiting after 3 s: scan ${scanId} is still queued (it goes on; follow it with GET /api/v1/me/scans/${scanId})\n`,
    );
    expect(elapsedMs).toBeGreaterThanOrEqual(3_000);
    expect(elapsedMs).toBeLessThan(15_000);
    const scan = await request(server.baseUrl, `/api/v1/me/scans/${scanId}`, { key });
    expect(scan.body).toEqual({ scanId, siteId: siteIds[0], status: 'queued', pollAfterSeconds: 2 });
  }, 60_000);

  it('gives up the same way with --json, printing nothing on stdout', async () => {
    const run = await cli('scan', siteIds[1]!, '--wait', '--timeout', '1', '--json');
    expect(run.code, run.stderr).toBe(6);
    expect(run.stdout).toBe('');
    expect(run.stderr.trimEnd().split('\n').at(-1)).toMatch(/^agentgauge: gave up waiting after 1 s: scan \S+ is still queued \(it goes on; /);
  }, 60_000);

  it('refuses a timeout out of range as a usage error', async () => {
    const run = await cli('scan', siteIds[0]!, '--wait', '--timeout', '0');
    expect(run.code).toBe(2);
    expect(run.stderr).toBe("agentgauge: option '--timeout <seconds>' argument '0' is invalid. Expected an integer from 1 to 86400.\n");
  });

  it('documents --timeout and exit code 6 in --help', async () => {
    const run = await runCli(['scan', '--help']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('--timeout <seconds>');
    expect(run.stdout).toContain('6  scan --wait: the scan was still queued or running when --timeout ran out (the scan goes on)');
  });
});
