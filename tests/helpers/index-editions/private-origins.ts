// The edition of issue 52 point 2, planted for both tiers' private-origins tests (the API, badges and report in the
// integration tier, the /index page on the built server): a private origin the operator allows, opted in and proven
// like a public one, scores best of five, so a surface that named it would show it first.
import { afterAll, beforeAll } from 'vitest';
import type { PrismaClient } from '../../../lib/db';
import { finishRunIfDone } from '../../../lib/fleets/finish-run';
import { publishIndexEdition } from '../../../lib/services/admin/publish-index-edition';
import { seedOrganization, seedProvenHost } from '../api-fixtures';
import { seedFleetRun, type PlantedRow } from '../fleets/seed-run';
import { SERVER_START_TIMEOUT_MS } from '../server';

export const PRIVATE = '127.0.0.1:4711';
export const PUBLIC = 'docs.example';

/** The private origin scores best: named, it would stand first. */
export const ROWS: PlantedRow[] = [
  { status: 'scanned', score: 90, host: PRIVATE, category: 'docs', checks: { 'llms-txt': 'pass' } },
  { status: 'scanned', score: 70, host: PUBLIC, category: 'docs', checks: { 'llms-txt': 'pass' } },
  ...[20, 40, 60].map((score, index): PlantedRow => ({ status: 'scanned', score, host: `unnamed-${index}.example`, category: 'docs', checks: { 'llms-txt': 'fail' } })),
];

/** A server's seed: both sites, the run of ROWS finished, and edition 1 published from it. */
async function seedPrivateOriginEdition(db: PrismaClient): Promise<void> {
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
}

/**
 * A server of the file's tier (startInProcessService or startServer) on that edition, with the private origin allowed
 * by name: started before the file's tests and stopped after them. Its address is read once it has started.
 */
export function privateOriginEditionServer(
  start: (options: { env: Record<string, string>; seed: (db: PrismaClient) => Promise<unknown> }) => Promise<{ baseUrl: string; stop(): Promise<void> }>,
): { readonly baseUrl: string } {
  let server: { baseUrl: string; stop(): Promise<void> } | undefined;
  beforeAll(async () => {
    server = await start({ env: { AGENTGAUGE_ALLOW_PRIVATE_TARGETS: PRIVATE }, seed: seedPrivateOriginEdition });
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await server?.stop();
  });
  return {
    get baseUrl() {
      return server!.baseUrl;
    },
  };
}
