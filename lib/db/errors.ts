// One question the API asks of any error: is the database out of reach right now (answer 503 + Retry-After)?

/** Thrown when the database cannot be opened or reached: down, unreachable, or the embedded one held elsewhere. */
export class DatabaseUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseUnavailableError';
  }
}

/** The embedded database is held by another live process that does not share it (a 503 while serving; at start, fatal). */
export class DatabaseLockedError extends DatabaseUnavailableError {
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseLockedError';
  }
}

/**
 * The database cannot be used as configured and waiting will not help: DATA_DIR is not a writable directory, the
 * embedded cluster cannot be opened (damaged, or from an incompatible PGlite version). The message says what failed,
 * the path or setting, and what to do. Not an outage: a process that meets it at start exits.
 */
export class DatabaseSetupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseSetupError';
  }
}

// Prisma: P1001 can't reach, P1002 timed out, P1003 database missing, P1008 operation timed out, P1017 server closed
// the connection, P2024 no connection from the pool in time.
const PRISMA_UNAVAILABLE_CODES = new Set(['P1001', 'P1002', 'P1003', 'P1008', 'P1017', 'P2024']);
// Driver-adapter error kinds Prisma 7 wraps connection failures in.
const ADAPTER_UNAVAILABLE_KINDS = new Set([
  'DatabaseNotReachable',
  'DatabaseDoesNotExist',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
  'TransactionAlreadyClosed',
]);
// Node socket errors, and PostgreSQL SQLSTATEs for shutdown, start-up and connection limits.
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH']);
const POSTGRES_UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300', '08000', '08001', '08003', '08006']);
const UNAVAILABLE_MESSAGES = /connection terminated|Connection terminated unexpectedly|timeout exceeded when trying to connect|Can't reach database|Too many connections/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let current = error; current && typeof current === 'object' && !seen.has(current); ) {
    seen.add(current);
    if (current instanceof DatabaseUnavailableError) return true;
    const record = current as Record<string, unknown>;
    const name = typeof record.name === 'string' ? record.name : '';
    if (name === 'PrismaClientInitializationError') return true;
    const code = typeof record.code === 'string' ? record.code : typeof record.errorCode === 'string' ? record.errorCode : '';
    if (PRISMA_UNAVAILABLE_CODES.has(code) || NETWORK_CODES.has(code) || POSTGRES_UNAVAILABLE_STATES.has(code)) return true;
    // A vanished Unix socket (the embedded database's server exited); other missing files are not outages.
    if (code === 'ENOENT' && record.syscall === 'connect') return true;
    const kind = typeof record.kind === 'string' ? record.kind : '';
    if (ADAPTER_UNAVAILABLE_KINDS.has(kind)) return true;
    if (typeof record.message === 'string' && UNAVAILABLE_MESSAGES.test(record.message)) return true;
    // Prisma 7 keeps the driver adapter's error in meta.driverAdapterError, not in cause.
    const meta = record.meta as { driverAdapterError?: unknown } | undefined;
    current = record.cause ?? meta?.driverAdapterError;
  }
  return false;
}

/**
 * A unique index refused the write: Prisma's P2002, PostgreSQL's SQLSTATE 23505 (raw statements, pg-boss inside a
 * transaction) or the driver adapter's UniqueConstraintViolation, wherever Prisma nests the original error.
 */
export function isUniqueViolation(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let current = error; current && typeof current === 'object' && !seen.has(current); ) {
    seen.add(current);
    const record = current as Record<string, unknown>;
    if (record.code === 'P2002' || record.code === '23505' || record.kind === 'UniqueConstraintViolation') return true;
    const meta = record.meta as { driverAdapterError?: unknown } | undefined;
    current = record.cause ?? meta?.driverAdapterError;
  }
  return false;
}
