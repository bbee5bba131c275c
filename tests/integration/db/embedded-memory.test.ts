// The served embedded database keeps nothing of what it answered (issue 21.1): in PGlite 0.4.x the raw streaming
// call never cleared the instance's list of parsed messages, so every row read through lib/db/embedded-server.ts
// stayed on the heap (~2× its size) until the process ran out of memory. Reads go through the real socket with the
// same driver the service uses (pg, extended protocol), in this process, so its heap after a full GC is the server's.
import { Session } from 'node:inspector/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '@/lib/db/open';
import { createTempDataDir } from '../../helpers/db/helpers';

const REPORT_BYTES = 50_000;
const READS = 1_000;
// A leak of ~2× the row per read would be ~50–100 MB here; a steady state moves by a few MB at most.
const MAX_GROWTH_BYTES = 12 * 1024 * 1024;

const dataDir = createTempDataDir();
let served: OpenDatabase;
let client: pg.Client;
const inspector = new Session();

async function heapAfterGc(): Promise<number> {
  await inspector.post('HeapProfiler.collectGarbage');
  await inspector.post('HeapProfiler.collectGarbage');
  const usage = (await inspector.post('Runtime.getHeapUsage')) as unknown as { usedSize: number };
  return usage.usedSize;
}

async function readReport(times: number): Promise<void> {
  for (let i = 0; i < times; i += 1) {
    const { rows } = await client.query<{ body: string }>({ text: 'SELECT body FROM memory_probe WHERE id = $1', values: [1] });
    if (rows[0]!.body.length !== REPORT_BYTES) throw new Error('short read');
  }
}

beforeAll(async () => {
  inspector.connect();
  served = await openDatabase({}, { kind: 'embedded', dataDir: dataDir.dir });
  client = new pg.Client({ connectionString: served.url! });
  await client.connect();
  await client.query('CREATE TABLE memory_probe (id int PRIMARY KEY, body text NOT NULL)');
  // Incompressible text, so TOAST keeps it at full size as a stored report's JSON would be.
  const body = Array.from({ length: REPORT_BYTES }, (_, i) => String.fromCharCode(33 + ((i * 7919) % 89))).join('');
  await client.query({ text: 'INSERT INTO memory_probe VALUES (1, $1)', values: [body] });
});

afterAll(async () => {
  await client?.end().catch(() => undefined);
  await served?.close();
  inspector.disconnect();
  dataDir.remove();
});

describe('embedded database server memory', () => {
  it(`keeps the heap flat over ${READS} reads of a ${REPORT_BYTES / 1000} KB row through the socket`, async () => {
    await readReport(50); // warm-up: prepared statements, driver buffers
    const before = await heapAfterGc();
    await readReport(READS);
    const after = await heapAfterGc();
    expect(after - before).toBeLessThan(MAX_GROWTH_BYTES);
  });
});
