// Once per test run, for the integration and system tiers: the database templates tests/helpers/database-templates.ts
// copies from, made by the service's own migrator on an empty PGlite folder and an empty PostgreSQL database, and the
// CLI bundles built from the current sources (tests/helpers/cli-bundles.ts; the audit pool's processes run one of
// them), built meanwhile. Both tiers name this file; the work is done once and handed to each. The system tier also
// gets the broker of its shared services (a server per worker and settings, a Chromium per worker:
// tests/helpers/shared-services), which stops them when the run ends.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildCliBundles } from './helpers/cli-bundles';
import { useTemplates } from './helpers/database-templates';
import { startBroker, type Broker } from './helpers/shared-services/broker';
import type { DatabaseTemplates } from './helpers/database-templates';
import { postgresDatabaseUrl, withAdminClient } from './helpers/postgres-admin';

async function migrate(env: Record<string, string>): Promise<void> {
  const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };
  delete process.env.DATA_DIR;
  delete process.env.DATABASE_URL;
  Object.assign(process.env, env);
  const { getDb, closeDb, setDatabaseNotice } = await import('../lib/db');
  setDatabaseNotice(() => undefined);
  try {
    await (await getDb({ serve: false })).$queryRaw`SELECT 1`;
  } finally {
    await closeDb();
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

interface Prepared {
  templates: DatabaseTemplates;
  remove(): Promise<void>;
}

async function prepare(): Promise<Prepared> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'agentgauge-template-'));
  const postgresDatabase = `agentgauge_template_${randomBytes(6).toString('hex')}`;
  const cliBundles = buildCliBundles();
  // Awaited below; a failure is reported there, not as an unhandled rejection while the migrations run.
  cliBundles.catch(() => undefined);
  await migrate({ DATA_DIR: dataDir });
  await withAdminClient((client) => client.query(`CREATE DATABASE ${postgresDatabase}`));
  await migrate({ DATABASE_URL: postgresDatabaseUrl(postgresDatabase) });
  await cliBundles;
  return {
    templates: { pgliteCluster: path.join(dataDir, 'pglite'), postgresDatabase },
    async remove() {
      rmSync(dataDir, { recursive: true, force: true });
      await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${postgresDatabase} WITH (FORCE)`)).catch(() => undefined);
    },
  };
}

// On globalThis of the main process: each tier loads this file for itself.
const SHARED = Symbol.for('agentgauge.tests.global-setup');
type Shared = { prepared: Promise<Prepared>; users: number; broker?: Promise<Broker> };
const slot = globalThis as typeof globalThis & { [SHARED]?: Shared };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // As `npm test` runs the tests (tests/run.mjs): pages are rendered only where a test asks, here too when Vitest is
  // run by hand, for the servers the broker starts in this process and the test workers it forks alike.
  process.env.AGENTGAUGE_RENDER ??= '0';
  const shared = (slot[SHARED] ??= { prepared: prepare(), users: 0 });
  shared.users += 1;
  const { templates } = await shared.prepared;
  project.provide('databaseTemplates', templates);
  project.provide('cliBundlesBuilt', true);
  if (project.name === 'system') {
    // The servers the broker starts here, in the main process, copy the same templates.
    useTemplates(templates);
    shared.broker ??= startBroker();
    project.provide('sharedServices', { url: (await shared.broker).url });
  } else {
    project.provide('sharedServices', null);
  }
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    delete slot[SHARED];
    if (shared.broker) await (await shared.broker).close();
    await (await shared.prepared).remove();
  };
}
