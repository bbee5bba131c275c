// The database for everything else in the app: one Prisma client per process, migrations applied on first open.
// Set DATABASE_URL for PostgreSQL; without it the data lives in embedded PGlite under DATA_DIR (default ./.data).
// See open.ts for how several processes share the embedded database.
import type { PrismaClient } from './generated/client';
import type { DatabaseNotice } from './embedded-cluster';
import { openDatabase, type OpenDatabase, type OpenOptions } from './open';

export type { PrismaClient } from './generated/client';
export { Prisma } from './generated/client';
export type {
  AgentRun,
  AgentTask,
  AnswersPass,
  AnswersResult,
  ApiKey,
  FixAdvice,
  Membership,
  Organization,
  PublicReport,
  Scan,
  Site,
  Subscription,
  UsageCounter,
  User,
  VerificationRecord,
} from './generated/client';
export { MembershipRole, Plan, ScanStatus, SubscriptionStatus, VerificationStatus } from './generated/enums';
export { DatabaseLockedError, DatabaseSetupError, DatabaseUnavailableError, isDatabaseUnavailable, isUniqueViolation } from './errors';
export type { OpenOptions } from './open';
export type { DatabaseNotice } from './embedded-cluster';

// On globalThis, not in module scope: Next bundles and the tsx-run server can load this module twice in one
// process, and two opens of one PGlite directory would corrupt it.
const STATE = Symbol.for('agentgauge.db');
type State = { opening: Promise<OpenDatabase> | null; notice?: DatabaseNotice };
const globalState = globalThis as typeof globalThis & { [STATE]?: State };
const state: State = (globalState[STATE] ??= { opening: null });

/**
 * The process's Prisma client. The first call decides how the database is opened (options are ignored later);
 * admin commands pass `{ serve: false }` so a short-lived process never becomes the embedded database's server.
 * Rejects with DatabaseUnavailableError (see isDatabaseUnavailable) when the database cannot be reached.
 */
export async function getDb(options: OpenOptions = {}): Promise<PrismaClient> {
  return (await open(options)).prisma;
}

/** A connection string for libraries that speak to PostgreSQL themselves (pg-boss): DATABASE_URL or the embedded socket. */
export async function getDatabaseUrl(): Promise<string> {
  const database = await open({});
  if (database.url === null) throw new Error('this process opened the embedded database privately; it has no connection string');
  return database.url;
}

/** Where this process's database lines for the operator go (the service and workers: their log; default stderr). */
export function setDatabaseNotice(notice: DatabaseNotice): void {
  state.notice = notice;
}

async function open(options: OpenOptions): Promise<OpenDatabase> {
  const opening = (state.opening ??= openDatabase({ notice: state.notice, ...options }));
  let database: OpenDatabase;
  try {
    database = await opening;
  } catch (error) {
    // A failed open (database down) must not stick: the next request tries again.
    if (state.opening === opening) state.opening = null;
    throw error;
  }
  if (database.isCurrent()) return database;
  // The process that served the embedded database exited: open again (connect to its successor, or take it over).
  if (state.opening === opening) {
    state.opening = null;
    void database.close().catch(() => undefined);
  }
  return open(options);
}

export async function closeDb(): Promise<void> {
  const opening = state.opening;
  state.opening = null;
  if (!opening) return;
  const database = await opening.catch(() => null);
  await database?.close();
}
