// Fresh test databases start from templates made once per test run by the real migrator (tests/global-setup.ts):
// a migrated PGlite cluster that each PGlite DATA_DIR gets a copy of, and a migrated PostgreSQL database that each
// PostgreSQL test database is created from (CREATE DATABASE … TEMPLATE). Creating and migrating a PGlite cluster
// costs ~2.5 s of CPU per server start and ~4 s in a test process, ~100 times a run; a copy costs 0.1 s. The first
// start itself (creation, atomic rename, migrations on an empty database) keeps its own tests in tests/db, which
// use empty folders (tests/helpers/db/helpers.ts createTempDataDir).
import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

export interface DatabaseTemplates {
  /** A migrated PGlite cluster folder (copy it to DATA_DIR/pglite). */
  pgliteCluster: string;
  /** A migrated PostgreSQL database to create test databases from. */
  postgresDatabase: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates | null;
  }
}

let given: DatabaseTemplates | null = null;

/** For the run's main process (the shared services' broker): the templates the global setup made. */
export function useTemplates(templates: DatabaseTemplates): void {
  given = templates;
}

function templates(): DatabaseTemplates | null {
  if (given) return given;
  try {
    return inject('databaseTemplates') ?? null;
  } catch {
    // Outside a vitest worker (a bench importing the helpers): no templates, databases start empty.
    return null;
  }
}

/** Gives an empty DATA_DIR the migrated cluster, when the run made one. */
export function seedPgliteDataDir(dataDir: string): void {
  const template = templates()?.pgliteCluster;
  if (template && existsSync(template)) cpSync(template, path.join(dataDir, 'pglite'), { recursive: true });
}

/** The `TEMPLATE …` clause for CREATE DATABASE, when the run made a template database. */
export function postgresTemplateClause(): string {
  const template = templates()?.postgresDatabase;
  return template ? ` TEMPLATE ${template}` : '';
}
