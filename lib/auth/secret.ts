// The key that signs session tokens: NEXTAUTH_SECRET (or AUTH_SECRET) when set, otherwise a random secret
// generated on first start and kept in DATA_DIR, so sessions survive restarts and no secret ships in the code.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SECRET_FILE = 'nextauth-secret';
let cached: string | undefined;

export function authSecret(): string {
  const configured = process.env.NEXTAUTH_SECRET?.trim() || process.env.AUTH_SECRET?.trim();
  if (configured) return configured;
  cached ??= persistedSecret(path.resolve(process.env.DATA_DIR?.trim() || '.data'));
  return cached;
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
