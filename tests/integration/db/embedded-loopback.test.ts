// The embedded database's TCP fallback: when DATA_DIR's path is too long for a Unix socket, the served database
// listens on 127.0.0.1, where any local user (or a browser page via DNS rebinding) can connect. It must then ask for a
// password only the 0600 connection file holds (PostgreSQL protocol 3.0 §55.2.1 Start-up: AuthenticationCleartextPassword;
// SQLSTATE 28P01 invalid_password), and everything that reads the file still connects.
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/lib/db/open';
import { createTempDataDir } from '../../helpers/db/helpers';

const dataDir = createTempDataDir();
afterAll(() => dataDir.remove());

async function connectError(url: string): Promise<{ code?: string; message: string } | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return null;
  } catch (error) {
    return { code: (error as { code?: string }).code, message: (error as Error).message };
  } finally {
    await client.end().catch(() => undefined);
  }
}

describe('embedded database over loopback TCP', () => {
  it('requires the password from the connection file and refuses any other', async () => {
    const longDir = path.join(dataDir.dir, 'a-data-directory-whose-path-is-too-long-for-a-unix-socket'.repeat(2));
    mkdirSync(longDir, { recursive: true });
    const served = await openDatabase({}, { kind: 'embedded', dataDir: longDir });
    try {
      expect(served.mode).toBe('embedded-server');
      const url = new URL(served.url!);
      expect([url.hostname, url.username]).toEqual(['127.0.0.1', 'postgres']);
      expect(url.password).toMatch(/^[A-Za-z0-9_-]{32}$/);
      const infoFile = path.join(longDir, 'pglite-server.json');
      expect(JSON.parse(readFileSync(infoFile, 'utf8')).url).toBe(served.url);
      expect(statSync(infoFile).mode & 0o777).toBe(0o600);

      // The service's own client, and a second client with the file's URL, get in.
      const org = await served.prisma.organization.create({ data: { name: 'Over TCP' } });
      expect(await connectError(served.url!)).toBeNull();

      for (const password of ['', 'guess', `${url.password}x`]) {
        const attempt = new URL(served.url!);
        attempt.password = password;
        expect(await connectError(attempt.href), `password "${password}"`).toEqual({
          code: '28P01',
          message: 'password authentication failed for user "postgres"',
        });
      }
      // A refused attempt leaves the session to the others.
      expect(await served.prisma.organization.findUnique({ where: { id: org.id } })).toMatchObject({ name: 'Over TCP' });
    } finally {
      await served.close();
    }
  }, 180_000);
});
