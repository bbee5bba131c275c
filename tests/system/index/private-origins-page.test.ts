// System tier (the built server): the /index page, which the in-process service does not render; the API, the
// badges and the report of the same edition are tests/integration/index/private-origins.test.ts.
// Issue 52 points 2 and 5: the index names only public origins. A run that scanned a private origin the operator
// allows (AGENTGAUGE_ALLOW_PRIVATE_TARGETS=127.0.0.1:4711, an organization's own trial site), opted in by its site,
// put that host in /api/v1/index/sites, on /index and in its index badge, while its public report answered 404
// (docs/security.md). Every public surface of the index now applies the public report's rule: the host is never named,
// and it still counts, without its name, in the edition's figures and the ranks of the others.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishRunIfDone } from '../../../lib/fleets/finish-run';
import { publishIndexEdition } from '../../../lib/services/admin/publish-index-edition';
import { seedFleetRun, type PlantedRow } from '../../helpers/fleets/seed-run';
import { seedOrganization, seedProvenHost } from '../../helpers/api-fixtures';
import { startServer, type TestServer, SERVER_START_TIMEOUT_MS } from '../../helpers/server';
import { publicGet } from '../../helpers/index-editions/helpers';

const PRIVATE = '127.0.0.1:4711';
const PUBLIC = 'docs.example';

/** The private origin scores best: named, it would stand first. */
const ROWS: PlantedRow[] = [
  { status: 'scanned', score: 90, host: PRIVATE, category: 'docs', checks: { 'llms-txt': 'pass' } },
  { status: 'scanned', score: 70, host: PUBLIC, category: 'docs', checks: { 'llms-txt': 'pass' } },
  ...[20, 40, 60].map((score, index): PlantedRow => ({ status: 'scanned', score, host: `unnamed-${index}.example`, category: 'docs', checks: { 'llms-txt': 'fail' } })),
];

let server: TestServer;

beforeAll(async () => {
  server = await startServer({
    env: { AGENTGAUGE_ALLOW_PRIVATE_TARGETS: PRIVATE },
    seed: async (db) => {
      const owner = await seedOrganization(db, { name: 'Owners', subscription: 'active' });
      // Both opted in, as the probe had it: the private one by its public report and the index opt-in.
      await db.site.create({ data: { organizationId: owner.id, host: PRIVATE, url: `http://${PRIVATE}/`, publicReport: true, indexOptIn: true } });
      await db.site.create({ data: { organizationId: owner.id, host: PUBLIC, url: `https://${PUBLIC}/`, indexOptIn: true } });
      // Both proven by their owner (issue 52 point 3), so only the private-origin rule keeps one of them unnamed.
      await seedProvenHost(db, owner.id, PRIVATE);
      await seedProvenHost(db, owner.id, PUBLIC);
      const runId = await seedFleetRun(db, ROWS, { organizationId: owner.id });
      await db.$executeRaw`UPDATE fleet_results SET scanned_at = now() WHERE run_id = ${runId}::uuid AND status = 'scanned'`;
      await finishRunIfDone(runId);
      await publishIndexEdition({ runId, title: 'Private origins', list: 'Planted rows', publishedBy: 'test' });
    },
  });
}, SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  await server?.stop();
});

describe('the index names only public origins (issue 52 point 2)', () => {
  it('names it neither on /index nor in an index badge, as its public report does not', async () => {
    const page = await publicGet(server.baseUrl, '/index', { accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(page.text).toContain(PUBLIC);
    // (The page names the test server's own 127.0.0.1 address in its links: the private origin is another port.)
    expect(page.text).not.toContain(PRIVATE);
  });
});
