// Integration tier (the service in this process); the /index page is the built server's:
// tests/system/index/private-origins-page.test.ts.
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
import { request } from '../../helpers/http';
import { SERVER_START_TIMEOUT_MS } from '../../helpers/server';
import { startInProcessService, type InProcessService } from '../../helpers/in-process/service';
import { publicGet } from '../../helpers/index-editions/helpers';

const PRIVATE = '127.0.0.1:4711';
const PUBLIC = 'docs.example';

/** The private origin scores best: named, it would stand first. */
const ROWS: PlantedRow[] = [
  { status: 'scanned', score: 90, host: PRIVATE, category: 'docs', checks: { 'llms-txt': 'pass' } },
  { status: 'scanned', score: 70, host: PUBLIC, category: 'docs', checks: { 'llms-txt': 'pass' } },
  ...[20, 40, 60].map((score, index): PlantedRow => ({ status: 'scanned', score, host: `unnamed-${index}.example`, category: 'docs', checks: { 'llms-txt': 'fail' } })),
];

let server: InProcessService;

beforeAll(async () => {
  server = await startInProcessService({
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
  it('leaves a private origin out of GET /api/v1/index/sites, where it still counts in the ranks', async () => {
    const sites = await publicGet(server.baseUrl, '/api/v1/index/sites');
    expect(sites.status).toBe(200);
    expect(sites.body.sites.map((site: { host: string }) => site.host)).toEqual([PUBLIC]);
    // Second of five: the unnamed private origin above it still counts.
    expect(sites.body.sites[0]).toMatchObject({ host: PUBLIC, score: 70, rank: 2, categoryRank: 2 });
    expect(sites.body.nextOffset).toBeNull();
    const docs = await publicGet(server.baseUrl, '/api/v1/index/sites?category=docs&limit=1');
    expect(docs.body.sites.map((site: { host: string }) => site.host)).toEqual([PUBLIC]);
    expect(docs.body.nextOffset).toBeNull();
    const past = await publicGet(server.baseUrl, '/api/v1/index/sites?offset=1');
    expect(past.body).toMatchObject({ sites: [], nextOffset: null });
  });

  it('counts it in the edition\'s figures without naming it', async () => {
    const edition = await publicGet(server.baseUrl, '/api/v1/index/editions/1');
    expect(edition.status).toBe(200);
    expect(edition.body.population.targets).toMatchObject({ total: ROWS.length, scanned: ROWS.length });
    expect(edition.text).not.toContain(PRIVATE);
    const current = await publicGet(server.baseUrl, '/api/v1/index');
    expect(current.body.population.targets).toMatchObject({ total: ROWS.length, scanned: ROWS.length });
    expect(current.text).not.toContain(PRIVATE);
  });

  // The /index page: tests/system/index/private-origins-page.test.ts.
  it('names it in no index badge, as its public report does not', async () => {
    const privateBadge = await publicGet(server.baseUrl, `/badge/${PRIVATE}/index.svg`);
    expect(privateBadge.status).toBe(404);
    expect(privateBadge.text).toContain('not listed');
    const publicBadge = await publicGet(server.baseUrl, `/badge/${PUBLIC}/index.svg`);
    expect(publicBadge.status).toBe(200);

    const report = await request(server.baseUrl, `/api/v1/report/${PRIVATE}`);
    expect(report.status).toBe(404);
  });
});
