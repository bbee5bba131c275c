// The session-signing secret: NEXTAUTH_SECRET when set, else generated once and kept in DATA_DIR (never in code).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const PRINT_SECRET = "import('./lib/auth/secret.ts').then(({ authSecret }) => process.stdout.write(authSecret()))";

/** Each call is a fresh process, as a server start is. */
function secretIn(env: Record<string, string>): string {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  if (!('NEXTAUTH_SECRET' in env)) delete childEnv.NEXTAUTH_SECRET;
  delete childEnv.AUTH_SECRET;
  return execFileSync(process.execPath, ['--import', 'tsx', '-e', PRINT_SECRET], { cwd: ROOT, env: childEnv, encoding: 'utf8' });
}

describe('session secret', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  function dataDir(): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'agentgauge-secret-'));
    dirs.push(dir);
    return dir;
  }

  it('is generated on first start, kept in DATA_DIR readable only by the owner, and reused after a restart', () => {
    const dir = dataDir();
    const first = secretIn({ DATA_DIR: dir });
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const file = path.join(dir, 'nextauth-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(secretIn({ DATA_DIR: dir })).toBe(first);
    expect(secretIn({ DATA_DIR: dataDir() })).not.toBe(first);
  }, 60_000);

  it('is NEXTAUTH_SECRET when that is set, and then nothing is written', () => {
    const dir = dataDir();
    expect(secretIn({ DATA_DIR: dir, NEXTAUTH_SECRET: 'configured-secret-with-enough-length-0123456789' })).toBe(
      'configured-secret-with-enough-length-0123456789',
    );
    expect(() => statSync(path.join(dir, 'nextauth-secret'))).toThrow();
  }, 60_000);
});
