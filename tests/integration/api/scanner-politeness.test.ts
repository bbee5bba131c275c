// A site scan is as polite as /scanner says (issue 52 point 4), on the in-process service and PostgreSQL: a scan of
// many pages alone keeps 2 requests in flight to its host, and takes a few places of the database's scanner leases,
// not one a request (docs/operations.md "The scanner's politeness"). The fixture (tests/fixtures/polite-web.ts) serves
// the host name from 127.0.0.1, a little late, and records what was in flight at once. Scans of several kinds,
// organizations and processes sharing one host's limits, a host's Retry-After, and the /scanner page are
// tests/system/api/scanner-politeness-processes.test.ts's.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrganization } from '../../helpers/api-fixtures';
import { startInProcessService, type InProcessService } from '../../helpers/in-process/service';
import { addSiteAndScan, waitForScan } from '../../helpers/scan-sites';
import { startPoliteWeb, type PoliteWeb } from '../../fixtures/polite-web';

const ALONE = 'alone.polite.test';

describe('the scanner\'s politeness to one host', () => {
  let web: PoliteWeb;
  let server: InProcessService;
  const keys: string[] = [];

  beforeAll(async () => {
    web = await startPoliteWeb([ALONE], { pages: 12, delayMs: 80 });
    server = await startInProcessService({
      database: 'postgres',
      env: {
        AGENTGAUGE_ALLOW_PRIVATE_TARGETS: '1',
        AGENTGAUGE_DNS_SERVERS: web.dns.address,
        AGENTGAUGE_PUBLIC_URL: 'http://gauge.test',
        AGENTGAUGE_PRO_MAX_PAGES: '12',
        AGENTGAUGE_QUEUE_POLL_SECONDS: '0.5',
      },
      seed: async (db) => {
        keys.push((await seedOrganization(db, { name: 'Scans', subscription: 'active' })).key);
      },
    });
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
    await web?.close();
  });

  const siteScan = (host: string) => addSiteAndScan(server.baseUrl, keys[0]!, web.url(host));

  it('keeps a site scan of many pages alone at 2 requests in flight to its host, with a few places of the database, not one a request', async () => {
    web.reset();
    // Every place taken of the host's slots (a row inserted, or an expired one taken over), counted by the database.
    const database = new pg.Client({ connectionString: server.databaseEnv.DATABASE_URL });
    await database.connect();
    try {
      await database.query(`
        CREATE TABLE test_host_places (key text NOT NULL);
        CREATE FUNCTION test_count_host_place() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN INSERT INTO test_host_places VALUES (NEW.key); RETURN NEW; END $$;
        CREATE TRIGGER test_count_host_place AFTER INSERT OR UPDATE OF holder ON scanner_leases
          FOR EACH ROW WHEN (NEW.key LIKE 'host:%') EXECUTE FUNCTION test_count_host_place();`);
      const scanId = await siteScan(ALONE);
      const settled = await waitForScan(server.baseUrl, keys[0]!, scanId, ['succeeded', 'failed'], 180_000);
      expect(settled.body.status, settled.text).toBe('succeeded');
      // Enough requests that an impolite scan would have had many at once.
      const requests = web.stats.requestsByHost.get(ALONE)!;
      expect(requests).toBeGreaterThan(40);
      expect(web.maxFor(ALONE)).toBe(2);
      // A place given back is kept for this process's next request to the host (lib/rate-limit/place-shelf.ts): one
      // was taken for every request before, now at most one for every 4 (16 requests a place, when the next comes soon).
      const { rows } = await database.query<{ places: number }>(`SELECT count(*)::int AS places FROM test_host_places WHERE key = $1`, [`host:${ALONE}:${web.port}`]);
      expect(rows[0]!.places).toBeGreaterThan(0);
      expect(rows[0]!.places).toBeLessThanOrEqual(Math.ceil(requests / 4));
    } finally {
      await database.query(`DROP TRIGGER IF EXISTS test_count_host_place ON scanner_leases; DROP FUNCTION IF EXISTS test_count_host_place(); DROP TABLE IF EXISTS test_host_places;`);
      await database.end();
    }
  }, 240_000);
});
