// Issue 29: the default install (embedded PGlite, DATABASE_URL unset) survives a kill at any moment. The first
// start creates the cluster in DATA_DIR/pglite.creating and renames it to DATA_DIR/pglite when complete, so a
// SIGKILL at any moment of the creation leaves the live folder absent or complete; a half-built folder from an
// earlier version is moved aside, never deleted; and nothing acknowledged is lost when the process group is killed
// during concurrent writes. These start the real service (bin/start.ts) and the real admin CLI.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from '../../helpers/http';
import { logLines } from '../../helpers/logs';
import { spawnService, stopChild, waitForListening, withDatabase, type ServiceProcess } from '../../helpers/server';
import { buildCli, runCli } from '../../helpers/cli/run-cli';
import { createTempDataDir } from '../../helpers/db/helpers';

const COMPLETE_MARKER = 'PG_VERSION';
const started: ServiceProcess[] = [];

beforeAll(() => buildCli());

function startService(dataDir: string): ServiceProcess {
  const service = spawnService({ DATA_DIR: dataDir }, { detached: true });
  started.push(service);
  return service;
}

/** Starts the service and SIGKILLs its process group the moment `file` appears. */
async function killWhenAppears(dataDir: string, file: string): Promise<void> {
  const service = startService(dataDir);
  while (!existsSync(file)) {
    if (service.child.exitCode !== null) throw new Error(`the service exited before ${file} appeared:\n${service.output()}`);
    await sleep(5);
  }
  process.kill(-service.child.pid!, 'SIGKILL');
  await service.exited;
}

async function expectReady(service: ServiceProcess): Promise<string> {
  const baseUrl = await waitForListening(service.child, service.output);
  const ready = await request(baseUrl, '/readyz');
  expect({ status: ready.status, body: ready.body }).toEqual({ status: 200, body: { status: 'ready' } });
  return baseUrl;
}

function asideFolders(dataDir: string): string[] {
  return readdirSync(dataDir).filter((name) => name.startsWith('pglite.incomplete-'));
}

describe('first start of the embedded database (issue 29, point 1)', () => {
  const data = createTempDataDir();
  const cluster = path.join(data.dir, 'pglite');
  const creating = `${cluster}.creating`;
  let service: ServiceProcess;
  let baseUrl: string;
  afterAll(async () => {
    await Promise.all(started.map((one) => stopChild(one.child)));
    data.remove();
  });

  it('is ready after a SIGKILL at each moment of the cluster creation, and the live folder is never half-built', async () => {
    // In the order they come: the folder appears, template1 is being written (sub-folders, no PG_VERSION: the state
    // that broke every later start), PG_VERSION is written (files almost all there, PGlite not closed), the complete
    // cluster is renamed into place (migrations running).
    const moments = [creating, path.join(creating, 'base', '1'), path.join(creating, COMPLETE_MARKER), cluster];
    for (const moment of moments) {
      await killWhenAppears(data.dir, moment);
      expect({ moment, liveFolder: existsSync(cluster) ? existsSync(path.join(cluster, COMPLETE_MARKER)) : 'absent' }).toEqual({
        moment,
        liveFolder: moment === cluster ? true : 'absent',
      });
    }
    service = startService(data.dir);
    baseUrl = await expectReady(service);
    // Nothing was ever found half-built at the live path, and the scratch folder is gone.
    expect(asideFolders(data.dir)).toEqual([]);
    expect(existsSync(creating)).toBe(false);
  }, 400_000);

  it('loses no acknowledged write when its process group is SIGKILLed during concurrent writes (point 4)', async () => {
    const org = await adminJson(data.dir, ['org', 'create', '--name', 'Writes', '--plan', 'pro']);
    const { key } = (await adminJson(data.dir, ['key', 'create', '--org', org.id as string])) as { key: string };
    const acknowledgedSites: string[] = [];
    const acknowledgedOrganizations: string[] = [];
    let killed = false;
    const siteWriter = async (writer: number) => {
      for (let n = 0; !killed; n += 1) {
        const answer = await request(baseUrl, '/api/v1/me/sites', { key, json: { url: `https://w${writer}-${n}.example` } }).catch(() => null);
        if (answer?.status === 201) acknowledgedSites.push(answer.body.id as string);
      }
    };
    const adminWriter = async () => {
      for (let n = 0; !killed; n += 1) {
        const run = await runCli(['admin', 'org', 'create', '--name', `During ${n}`, '--json'], { DATA_DIR: data.dir, DATABASE_URL: '' });
        if (run.code === 0) acknowledgedOrganizations.push((JSON.parse(run.stdout) as { id: string }).id);
      }
    };
    const writers = [siteWriter(1), siteWriter(2), siteWriter(3), siteWriter(4), adminWriter()];
    while (acknowledgedSites.length < 60 || acknowledgedOrganizations.length < 2) await sleep(20);
    process.kill(-service.child.pid!, 'SIGKILL');
    await service.exited;
    killed = true;
    await Promise.all(writers);

    service = startService(data.dir);
    baseUrl = await expectReady(service);
    const listed = await request(baseUrl, '/api/v1/me/sites', { key });
    expect(listed.status).toBe(200);
    const stored = new Set((listed.body.sites as Array<{ id: string }>).map((site) => site.id));
    expect(acknowledgedSites.filter((id) => !stored.has(id))).toEqual([]);
    const organizations = await withDatabase({ DATA_DIR: data.dir }, (db) =>
      db.organization.count({ where: { id: { in: acknowledgedOrganizations } } }),
    );
    expect(organizations).toBe(acknowledgedOrganizations.length);
  }, 300_000);
});

describe('a half-built folder from an interrupted first start (issue 29, point 1)', () => {
  const data = createTempDataDir();
  const cluster = path.join(data.dir, 'pglite');
  afterAll(async () => {
    await Promise.all(started.map((one) => stopChild(one.child)));
    data.remove();
  });

  it('is moved aside (kept, with its files), named in one warning line, and the service starts on a new cluster', async () => {
    // What a kill during PGlite's in-place initdb left: sub-folders and files, no PG_VERSION.
    mkdirSync(path.join(cluster, 'base', '1'), { recursive: true });
    mkdirSync(path.join(cluster, 'global'));
    writeFileSync(path.join(cluster, 'base', '1', 'PG_VERSION.partial'), 'left by a kill');

    const service = startService(data.dir);
    await expectReady(service);
    const [aside, ...more] = asideFolders(data.dir);
    expect(more).toEqual([]);
    expect(aside).toMatch(/^pglite\.incomplete-\d{8}T\d{6}Z$/);
    const asidePath = path.join(data.dir, aside!);
    expect(readFileSync(path.join(asidePath, 'base', '1', 'PG_VERSION.partial'), 'utf8')).toBe('left by a kill');
    expect(existsSync(path.join(cluster, COMPLETE_MARKER))).toBe(true);
    const warnings = logLines(service.output()).filter((line) => line.level === 'warn');
    expect(warnings.map((line) => line.msg)).toContain(
      `The embedded database folder ${cluster} is incomplete (no PG_VERSION: its creation was interrupted); ` +
        `moved it to ${asidePath} (kept, not deleted) and creating a new, empty database in ${cluster}`,
    );
    // Durability is stated once at start (point 3): PGlite does not flush to disk.
    expect(logLines(service.output()).filter((line) => /never flushes them to disk/.test(line.msg))).toHaveLength(1);
  }, 300_000);
});

async function adminJson(dataDir: string, args: string[]): Promise<Record<string, unknown>> {
  const run = await runCli(['admin', ...args, '--json'], { DATA_DIR: dataDir, DATABASE_URL: '' });
  expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
  return JSON.parse(run.stdout) as Record<string, unknown>;
}
