// Start-up failures of the real processes (system tier: `npm start`, `npm run worker` and the admin CLI, each started
// and failing); how a thrown value that is not an Error is described is in tests/unit/db/describe-thrown.test.ts.
// Issue 29, point 2: a failure before the service is ready prints one line saying what failed, the path or setting
// involved and what to do, and exits non-zero; the service (`npm start`), `npm run worker` and the admin CLI alike,
// since all three open the database through lib/db.
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCli, closedPort, runCli } from '../../helpers/cli/run-cli';
import { logLines } from '../../helpers/logs';
import { createTestDatabase, spawnService, type TestDatabase } from '../../helpers/server';
import { spawnWorker } from '../../helpers/worker-process';
import { createTempDataDir } from '../../helpers/db/helpers';

interface Outcome {
  code: number | null;
  /** The fatal line's message (service, worker) or stderr (admin CLI). */
  line: string;
}

const temp = createTempDataDir();
beforeAll(() => buildCli());
afterAll(() => temp.remove());

function databaseEnv(env: Record<string, string>): Record<string, string> {
  return { DATABASE_URL: '', DATA_DIR: '', ...env };
}

/** Waits for a process expected to fail before it is ready; its one fatal line. */
async function fatalLine(started: { output(): string; exited: Promise<number | null> }): Promise<Outcome> {
  const code = await started.exited;
  const fatal = logLines(started.output()).filter((line) => line.level === 'fatal');
  expect(fatal).toHaveLength(1);
  return { code, line: fatal[0]!.msg };
}

function service(env: Record<string, string>): Promise<Outcome> {
  return fatalLine(spawnService(databaseEnv(env)));
}

function worker(env: Record<string, string>): Promise<Outcome> {
  return fatalLine(spawnWorker(databaseEnv(env), { AGENTGAUGE_NO_BUILD: '1' }));
}

async function adminCli(env: Record<string, string>): Promise<Outcome> {
  const run = await runCli(['admin', 'org', 'create', '--name', 'Never'], databaseEnv(env));
  return { code: run.code, line: run.stderr };
}

/** The three processes on the same settings, side by side (a lock wait takes 15 s in each). */
async function allThree(env: Record<string, string>, expected: string, cliPrefix = '') {
  const [web, scanWorker, cli] = await Promise.all([service(env), worker(env), adminCli(env)]);
  expect(web).toEqual({ code: 1, line: `Agent Gauge could not start: ${expected}` });
  expect(scanWorker).toEqual({ code: 1, line: `The scan worker could not start: ${expected}` });
  expect(cli).toEqual({ code: 5, line: `agentgauge: ${cliPrefix}${expected}\n` });
}

describe('start-up failures a person can act on (issue 29, point 2)', () => {
  it('DATA_DIR is a file', async () => {
    const file = path.join(temp.dir, 'a-file');
    writeFileSync(file, '');
    await allThree(
      { DATA_DIR: file },
      `DATA_DIR ${file} is not a directory (EEXIST: file already exists, mkdir '${file}'): set DATA_DIR to a folder this user can write, or move that file away`,
    );
  }, 120_000);

  it('DATA_DIR is not writable', async () => {
    // Root writes through file modes, so as root the folder is one no process may create files in.
    const root = process.getuid?.() === 0;
    const dir = root ? '/proc/1' : path.join(temp.dir, 'read-only');
    if (!root) {
      mkdirSync(dir);
      chmodSync(dir, 0o500);
    }
    const cause = root ? `EPERM: operation not permitted, access '${dir}'` : `EACCES: permission denied, access '${dir}'`;
    await allThree(
      { DATA_DIR: dir },
      `DATA_DIR ${dir} is not writable by this user (uid ${process.getuid?.()}) (${cause}): give the folder to this user (chown) or set DATA_DIR to a folder this user can write`,
    );
  }, 120_000);

  it('the embedded database is held by another live process that does not share it', async () => {
    const dir = path.join(temp.dir, 'locked');
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'pglite.lock'), JSON.stringify({ pid: process.pid, start: null }));
    await allThree(
      { DATA_DIR: dir },
      `the embedded database in ${dir} is open in process ${process.pid} (${dir}/pglite.lock), which does not share it: retry when that process exits, or stop it`,
      'the database is unavailable: ',
    );
  }, 120_000);

  it('the embedded cluster was created by another PGlite version (another PostgreSQL major)', async () => {
    const dir = path.join(temp.dir, 'older');
    const cluster = path.join(dir, 'pglite');
    mkdirSync(path.join(cluster, 'base'), { recursive: true });
    mkdirSync(path.join(cluster, 'global'));
    writeFileSync(path.join(cluster, 'PG_VERSION'), '16\n');
    await allThree(
      { DATA_DIR: dir },
      `The embedded database in ${cluster} was created by PostgreSQL 16 (another PGlite version) and this build runs PostgreSQL 17: ` +
        `start the version that created it and export the data (pg_dump), or move ${cluster} away to start with an empty database`,
    );
  }, 120_000);

  it('DATABASE_URL does not answer: the worker exits 1 and the admin CLI 5 (the service serves 503s: tests/api/database-down)', async () => {
    const port = await closedPort();
    const env = { DATABASE_URL: `postgresql://postgres:secret@127.0.0.1:${port}/agentgauge` };
    const expected =
      `PostgreSQL at DATABASE_URL (postgresql://postgres:***@127.0.0.1:${port}/agentgauge) does not answer ` +
      `(connect ECONNREFUSED 127.0.0.1:${port}): check that it runs and that DATABASE_URL names its host, port and database`;
    const [scanWorker, cli] = await Promise.all([worker(env), adminCli(env)]);
    expect(scanWorker).toEqual({ code: 1, line: `The scan worker could not start: ${expected}` });
    expect(cli).toEqual({ code: 5, line: `agentgauge: the database is unavailable: ${expected}\n` });
  }, 60_000);

  describe('a port in use', () => {
    let database: TestDatabase;
    let taken: Server;
    let port: number;
    beforeAll(async () => {
      database = await createTestDatabase('postgres');
      taken = createServer();
      await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
      port = (taken.address() as { port: number }).port;
    });
    afterAll(async () => {
      await new Promise((resolve) => taken.close(resolve));
      await database.drop();
    });

    it('PORT of the service, AGENTGAUGE_WORKER_PORT of a worker', async () => {
      const inUse = (setting: string) =>
        `port ${port} on 127.0.0.1 is already in use by another process (${setting}=${port}): stop that process, or set ${setting} to a free port`;
      // Side by side, as allThree runs its processes.
      const [web, scanWorker] = await Promise.all([
        service({ ...database.env, PORT: String(port) }),
        worker({ ...database.env, HOST: '127.0.0.1', AGENTGAUGE_WORKER_PORT: String(port) }),
      ]);
      expect(web).toEqual({ code: 1, line: `Agent Gauge could not start: ${inUse('PORT')}` });
      expect(scanWorker).toEqual({
        code: 1,
        line: `The scan worker could not start: ${inUse('AGENTGAUGE_WORKER_PORT')}`,
      });
    }, 180_000);
  });
});
