// Readiness (GET /readyz): the database answers and every migration this code ships is applied to it. Probes call
// it every few seconds, so it costs one small query; a change of state is logged once, not at every probe.
import { getDb } from '@/lib/db';
import { readMigrations } from '@/lib/db/migrate';
import { errorMessage, logger } from './logger';

/** `reason` is served to anyone who asks; `detail` (the database's own error) goes to the log only. */
export type Readiness = { ready: true } | { ready: false; reason: string; detail?: string };

/** A probe that has not heard from the database by then answers "not ready" rather than hang. */
const CHECK_TIMEOUT_MS = 3_000;

let shippedMigrations: string[] | null = null;
let lastReason: string | null | undefined;

export async function checkReadiness(): Promise<Readiness> {
  const readiness = await withTimeout(checkDatabase());
  const reason = readiness.ready ? null : readiness.reason;
  if (reason !== lastReason) {
    if (reason === null) logger.info('Ready: the database answers and its migrations are applied.');
    else logger.warn({ detail: readiness.ready ? undefined : readiness.detail }, `Not ready: ${reason}`);
    lastReason = reason;
  }
  return readiness;
}

async function checkDatabase(): Promise<Readiness> {
  let applied: Set<string>;
  try {
    const db = await getDb();
    const rows = await db.$queryRawUnsafe<Array<{ migration_name: string }>>(
      'SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
    );
    applied = new Set(rows.map((row) => row.migration_name));
  } catch (error) {
    return { ready: false, reason: 'the database is unreachable.', detail: errorMessage(error).split('\n')[0] };
  }
  shippedMigrations ??= readMigrations().map((migration) => migration.name);
  const missing = shippedMigrations.filter((name) => !applied.has(name));
  if (missing.length > 0) {
    return { ready: false, reason: `${missing.length} database migration(s) not applied: ${missing.join(', ')}.` };
  }
  return { ready: true };
}

function withTimeout(check: Promise<Readiness>): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Readiness>((resolve) => {
    timer = setTimeout(
      () => resolve({ ready: false, reason: `the database did not answer within ${CHECK_TIMEOUT_MS / 1000} s.` }),
      CHECK_TIMEOUT_MS,
    );
  });
  return Promise.race([check, late]).finally(() => clearTimeout(timer));
}
