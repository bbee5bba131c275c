// The embedded database shared with other processes (system tier: the admin CLI's process, and a process that serves
// it and is killed): served to the CLI through the socket the opening process serves, opened by the CLI when nobody
// holds it, and taken over through getDb when the serving process dies. The rest of the embedded database (restarts,
// transactions, locks) is in tests/integration/db/embedded.test.ts.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/lib/db/open';
import { closeDb, getDb } from '@/lib/db';
import { buildCli, ROOT, runCli } from '../../helpers/cli/run-cli';
import { createTempDataDir } from '../../helpers/db/helpers';

const dataDir = createTempDataDir();
const target = { kind: 'embedded' as const, dataDir: dataDir.dir };
const serverFile = path.join(dataDir.dir, 'pglite-server.json');
const lockFile = path.join(dataDir.dir, 'pglite.lock');

beforeAll(async () => {
  buildCli();
  // Creating a PGlite cluster (initdb) is the slow part; do it once here, under the hook's longer timeout.
  await (await openDatabase({ serve: false }, target)).close();
});
afterAll(() => dataDir.remove());

async function adminJson(args: string[]): Promise<Record<string, unknown>> {
  const run = await runCli(['admin', ...args, '--json'], { DATA_DIR: dataDir.dir, DATABASE_URL: '' });
  expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
  return JSON.parse(run.stdout) as Record<string, unknown>;
}

describe('embedded database', () => {
  it('serves the database to the admin CLI while open, and lets the CLI open it when nobody does', async () => {
    const served = await openDatabase({}, target);
    let fromServedCli: Record<string, unknown>;
    try {
      expect(served.mode).toBe('embedded-server');
      expect(JSON.parse(readFileSync(serverFile, 'utf8'))).toEqual({ url: served.url, pid: process.pid });
      fromServedCli = await adminJson(['org', 'create', '--name', 'Via socket', '--plan', 'pro']);
      expect(await served.prisma.organization.findUnique({ where: { id: fromServedCli.id as string } })).toMatchObject({
        name: 'Via socket',
        plan: 'pro',
      });
    } finally {
      await served.close();
    }
    expect(existsSync(serverFile)).toBe(false);
    expect(existsSync(lockFile)).toBe(false);

    const site = await adminJson(['site', 'add', '--org', fromServedCli.id as string, '--url', 'shared.example']);
    expect(site).toMatchObject({ host: 'shared.example', organizationId: fromServedCli.id });
    const reopened = await openDatabase({ serve: false }, target);
    try {
      expect(await reopened.prisma.site.findUnique({ where: { id: site.id as string } })).toMatchObject({ host: 'shared.example' });
    } finally {
      await reopened.close();
    }
  }, 90_000);

  it('uses another process\'s served database through getDb, and takes over when that process dies', async () => {
    const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };
    process.env.DATA_DIR = dataDir.dir;
    delete process.env.DATABASE_URL;
    const server = spawn(process.execPath, ['--import', 'tsx', 'tests/fixtures/db/serve-embedded.ts'], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir.dir },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const [firstLine] = (await once(server.stdout!, 'data')) as [Buffer];
      const orgId = firstLine.toString().trim();
      const viaSocket = await getDb();
      expect(await viaSocket.organization.findUnique({ where: { id: orgId } })).toMatchObject({ name: 'Served by another process' });

      server.kill('SIGKILL');
      await once(server, 'exit');
      const takenOver = await getDb();
      expect(takenOver).not.toBe(viaSocket);
      expect(await takenOver.organization.findUnique({ where: { id: orgId } })).toMatchObject({ name: 'Served by another process' });
      expect(JSON.parse(readFileSync(serverFile, 'utf8'))).toMatchObject({ pid: process.pid });
    } finally {
      server.kill('SIGKILL');
      await closeDb();
      Object.assign(process.env, saved);
      if (saved.DATA_DIR === undefined) delete process.env.DATA_DIR;
      if (saved.DATABASE_URL === undefined) delete process.env.DATABASE_URL;
    }
  }, 90_000);
});
