// The key that signs session tokens (and from which the OAuth signing key is derived): NEXTAUTH_SECRET (or
// AUTH_SECRET) when set. Otherwise a random secret generated on first start and kept where every process of the
// installation finds the same one: in DATA_DIR on the embedded database (one host), in the database on PostgreSQL,
// where several hosts each with their own DATA_DIR must agree (lib/auth/shared-secret.ts reads it at start).
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DatabaseUnavailableError } from '../db/errors';

const SECRET_FILE = 'nextauth-secret';
let cached: string | undefined;

// On globalThis: the tsx-run server reads it from the database, and Next's bundle (another copy of this module) signs with it.
const SHARED = Symbol.for('agentgauge.shared-auth-secret');
const globalState = globalThis as typeof globalThis & { [SHARED]?: string };

function configuredSecret(): string | undefined {
  return process.env.NEXTAUTH_SECRET?.trim() || process.env.AUTH_SECRET?.trim() || undefined;
}

/** True when the secret lives in the database: PostgreSQL (DATABASE_URL) without a configured secret. */
export function secretInDatabase(): boolean {
  return !configuredSecret() && Boolean(process.env.DATABASE_URL?.trim());
}

export function authSecret(): string {
  const configured = configuredSecret();
  if (configured) return configured;
  if (secretInDatabase()) {
    const shared = globalState[SHARED];
    if (shared) return shared;
    throw new DatabaseUnavailableError('The shared session secret has not been read from the database yet.');
  }
  cached ??= persistedSecret(path.resolve(process.env.DATA_DIR?.trim() || '.data'));
  return cached;
}

/** Called once the shared secret has been read from the database. */
export function useSharedSecret(secret: string): void {
  globalState[SHARED] = secret;
}

function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, SECRET_FILE);
  try {
    return readSecret(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx' fails if another process wrote the file first; then its secret wins and both processes agree.
    writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readSecret(file);
}

function readSecret(file: string): string {
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} holds no usable secret; delete it to generate a new one.`);
  return secret;
}
