// Prisma's migration engine as WebAssembly, so schema diffs work without the downloadable binary.
// The wasm is instantiated by hand because bundlers and test runners cannot import `.wasm` as ESM.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { bindMigrationAwareSqlAdapterFactory, type SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import type { SchemaEngine as SchemaEngineType } from '@prisma/schema-engine-wasm';

export const schemaPath = fileURLToPath(new URL('../schema.prisma', import.meta.url));
export const migrationsDir = fileURLToPath(new URL('../migrations', import.meta.url));

type Bindings = typeof import('@prisma/schema-engine-wasm') & { __wbg_set_wasm(exports: unknown): void };

let bindings: Promise<Bindings> | undefined;

function loadBindings(): Promise<Bindings> {
  bindings ??= (async () => {
    const glueUrl = import.meta.resolve('@prisma/schema-engine-wasm/schema_engine_bg');
    const glue = (await import(glueUrl)) as Bindings;
    const wasmBytes = await readFile(new URL('./schema_engine_bg.wasm', glueUrl));
    const { instance } = await WebAssembly.instantiate(wasmBytes, { './schema_engine_bg.js': glue as never });
    glue.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return glue;
  })();
  return bindings;
}

export async function openSchemaEngine(factory: SqlMigrationAwareDriverAdapterFactory): Promise<SchemaEngineType> {
  const { SchemaEngine } = await loadBindings();
  return SchemaEngine.new({ datamodels: undefined }, () => {}, bindMigrationAwareSqlAdapterFactory(factory));
}

export async function readSchema(): Promise<{ path: string; content: string }> {
  return { path: schemaPath, content: await readFile(schemaPath, 'utf8') };
}

const noFilters = { externalTables: [], externalEnums: [] };

/** SQL that would bring the connected database to the schema; "-- This is an empty migration." when none. */
export async function diffDatabaseToSchema(engine: SchemaEngineType): Promise<{ sql: string; empty: boolean }> {
  const schema = await readSchema();
  const result = await engine.diff({
    from: { tag: 'schemaDatasource', files: [schema], configDir: process.cwd() },
    to: { tag: 'schemaDatamodel', files: [schema] },
    script: true,
    exitCode: true,
    filters: noFilters,
  });
  return { sql: result.stdout ?? '', empty: result.exitCode === 0 };
}

/** An in-memory PGlite with its schema engine: a scratch database for generating migrations. */
export async function openScratchDatabase(): Promise<{ db: PGlite; engine: SchemaEngineType; close(): Promise<void> }> {
  const db = new PGlite();
  const engine = await openSchemaEngine(new PrismaPGlite(db));
  return {
    db,
    engine,
    async close() {
      engine.free();
      await db.close();
    },
  };
}
