// The index (issue 48) at the size of a real edition, in this process on PostgreSQL: publishing a finished fleet run
// of 1,000 and 10,000 targets (one transaction: the figures per score and category by SQL, one row per target), then
// the reads an edition answers from what it stored: a report's benchmark (the stored score counts, no query once the
// edition is in memory), a page of the opted-in leaderboard (one statement with the opt-in condition) and the
// check series. Prints medians; the figures go in bench/README.md.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { CHECK_IDS } from '../engine/index';
import { median } from './median';
import { createTestDatabase, useDatabaseEnv } from '../tests/helpers/server';

const SIZES = [1000, 10_000];
const OPTED_IN = 100;
const ROUNDS = 30;

const database = await createTestDatabase('postgres');
const restore = useDatabaseEnv(database.env);
const { getDb, closeDb, Prisma } = await import('../lib/db');
const { finishRunIfDone } = await import('../lib/fleets/finish-run');
const { checkColumn, column } = await import('../lib/fleets/columns');
const { publishIndexEdition } = await import('../lib/services/admin/publish-index-edition');
const { currentEdition, forgetCurrentEdition } = await import('../lib/editions/editions');
const { benchmarkIn } = await import('../lib/editions/benchmark');
const { listedEntries } = await import('../lib/editions/entries');
const { getIndexCheckSeries } = await import('../lib/services/get-index-check-series');

async function timed(work: () => Promise<unknown>, rounds = ROUNDS): Promise<number> {
  const times: number[] = [];
  for (let round = 0; round < rounds + 2; round += 1) {
    const started = performance.now();
    await work();
    if (round >= 2) times.push(performance.now() - started);
  }
  return median(times);
}

try {
  const db = await getDb();
  console.log(`node ${process.version}, ${os.cpus().length} CPUs, load ${os.loadavg().map((load) => load.toFixed(2)).join(' ')}, PostgreSQL at ${new URL(database.env.DATABASE_URL!).host}`);
  const organization = await db.organization.create({ data: { name: 'Bench', plan: 'pro' } });
  for (const size of SIZES) {
    const fleet = await db.fleet.create({ data: { organizationId: organization.id, name: `${size} sites`, targetCount: size } });
    const run = await db.fleetRun.create({ data: { fleetId: fleet.id, organizationId: organization.id, status: 'succeeded', total: size, renderSample: 0, scorecard: '2026.12', engine: 'agentgauge@6.3.0' } });
    // A mixture like a crawl's: 85% scanned with scores spread 0–100 over six categories, 8% blocked, 7% unreachable;
    // each check passes, warns or fails at random.
    const checks = Prisma.join(CHECK_IDS.map((id) => Prisma.sql`${column(checkColumn(id))}`));
    const outcomes = Prisma.join(CHECK_IDS.map(() => Prisma.sql`(ARRAY['pass','warn','fail','not-applicable'])[1 + floor(random() * 4)::int]::fleet_check_result`));
    await db.$executeRaw`
      INSERT INTO fleet_results (run_id, target_id, position, target, origin, host, registrable_domain, start_url, status, score, grade, category,
        scanned_at, job_id, ${checks})
      SELECT ${run.id}::uuid, gen_random_uuid(), n, 'site-' || n || '.example', 'https://site-' || n || '.example', 'site-' || n || '.example',
        'site-' || n || '.example', 'https://site-' || n || '.example/',
        s::fleet_target_status, CASE WHEN s = 'scanned' THEN floor(random() * 101)::int END, CASE WHEN s = 'scanned' THEN 'C' END,
        (ARRAY['docs','api','mcp','agent','commerce','other'])[1 + floor(random() * 6)::int]::fleet_category, now(), ${randomUUID()}::uuid, ${outcomes}
      FROM (SELECT n, CASE WHEN random() < 0.85 THEN 'scanned' WHEN random() < 0.53 THEN 'blocked' ELSE 'unreachable' END AS s
            FROM generate_series(1, ${size}) n) t`;
    await finishRunIfDone(run.id);
    await db.site.createMany({
      data: Array.from({ length: OPTED_IN }, (_, index) => ({ organizationId: organization.id, host: `site-${index * Math.floor(size / OPTED_IN) + 1}.example`, url: 'https://example.invalid/', indexOptIn: true })),
      skipDuplicates: true,
    });
    const started = performance.now();
    const published = await publishIndexEdition({ runId: run.id, title: `${size}`, list: 'bench', publishedBy: 'bench' });
    const publishMs = performance.now() - started;
    forgetCurrentEdition();
    const edition = (await currentEdition())!;
    const report = { score: 62, scorecard: '2026.12', resolvedProfiles: [{ profile: 'docs' }] };
    const benchmarkMs = await timed(async () => benchmarkIn(edition, report), 1000);
    const pageMs = await timed(() => listedEntries(edition, { limit: 20, offset: 0 }));
    const categoryPageMs = await timed(() => listedEntries(edition, { category: 'docs', limit: 20, offset: 0 }));
    const seriesMs = await timed(() => getIndexCheckSeries('llms-txt'));
    console.log(
      `${size.toLocaleString('en-US')} targets (${published.populationSize.toLocaleString('en-US')} scanned, ${published.entries.toLocaleString('en-US')} rows): ` +
        `publish ${publishMs.toFixed(0)} ms · benchmark of a report ${(benchmarkMs * 1000).toFixed(1)} µs · leaderboard page ${pageMs.toFixed(1)} ms ` +
        `(docs only ${categoryPageMs.toFixed(1)} ms, ${OPTED_IN} opted in) · check series ${seriesMs.toFixed(2)} ms`,
    );
  }
} finally {
  await closeDb();
  restore();
  await database.drop();
}
