// The worker's reading of one batch: claim it, stream its stored chunks through the bounded reader on a thread of its
// own (read-in-thread.ts: never the thread that serves HTTP, which under `npm start` is this process's; its reverse DNS
// lookups are made there too), with the ranges in force and the site's pages from its latest finished scan, then in one
// transaction add its counts to the site's day rows, referrals and page fetches, record the batch's counts and delete
// its body. A repeat of an
// earlier batch counts its lines as duplicates and adds nothing. A log the reader stops (a gzip bomb, the time
// budget, no known format) fails with that sentence, and its body is deleted all the same: nothing is retried.
import { getDb, Prisma } from '@/lib/db';
import { errorMessage, logger } from '@/lib/observability/logger';
import { announceTrafficRefusals } from './refusal-alerts';
import { LogReadError, type LogReading } from './read-log';
import { readLogInThread } from './read-in-thread';
import { lineBudget, parseBudgetSeconds, reverseDnsSettings, trafficDaysAccepted } from './settings';
import { sitePagesOf, type SitePagesReport } from './site-pages';
import { latestFinishedScan } from '@/lib/scans/finished-scans';
import { rangesChoiceInForce } from './stored-ranges';
import type { PageRow, ReferralRow, TallyRow } from './tally';
import type { LogFormat } from '@/lib/schemas/vocabulary/traffic';

const INSERT_ROWS = 500;
// The transaction writes a few thousand day rows at most; on the embedded database it may wait for the session.
const WRITE_TRANSACTION = { maxWait: 30_000, timeout: 120_000 };

async function* storedChunks(batchId: string): AsyncGenerator<Uint8Array> {
  const db = await getDb();
  for (let seq = 0; ; seq++) {
    const chunk = await db.trafficBatchChunk.findUnique({ where: { batchId_seq: { batchId, seq } }, select: { data: true } });
    if (!chunk) return;
    yield chunk.data;
  }
}

/** Takes the batch for this job: a queued one, or the one this job held before its worker died (a retry). */
async function claim(batchId: string, jobId: string): Promise<boolean> {
  const db = await getDb();
  const claimed = await db.trafficBatch.updateMany({
    where: { id: batchId, OR: [{ status: 'queued' }, { status: 'running', jobId }] },
    data: { status: 'running', jobId, startedAt: new Date() },
  });
  return claimed.count === 1;
}

function dayRowsSql(siteId: string, organizationId: string, rows: readonly TallyRow[]): Prisma.Sql {
  const values = rows.map(
    (row) =>
      Prisma.sql`(${siteId}::uuid, ${organizationId}::uuid, ${row.day}::date, ${row.agent}, ${row.state}, ${row.method}, ${row.judgedOn}, ${row.signed}, ${row.statusClass}, ${row.pathClass}, ${row.challenged}, ${row.requests}, ${new Date(row.firstSeen)}::timestamptz, ${new Date(row.lastSeen)}::timestamptz)`,
  );
  return Prisma.sql`
    INSERT INTO traffic_days (site_id, organization_id, day, agent, state, method, judged_on, signed, status_class, path_class, challenged, requests, first_seen, last_seen)
    VALUES ${Prisma.join(values)}
    ON CONFLICT (site_id, day, agent, state, method, judged_on, signed, status_class, path_class, challenged) DO UPDATE SET
      requests = traffic_days.requests + EXCLUDED.requests,
      first_seen = LEAST(traffic_days.first_seen, EXCLUDED.first_seen),
      last_seen = GREATEST(traffic_days.last_seen, EXCLUDED.last_seen)`;
}

function referralRowsSql(siteId: string, organizationId: string, rows: readonly ReferralRow[]): Prisma.Sql {
  const values = rows.map((row) => Prisma.sql`(${siteId}::uuid, ${organizationId}::uuid, ${row.day}::date, ${row.assistant}, ${row.landing}, ${row.requests})`);
  return Prisma.sql`
    INSERT INTO traffic_referrals (site_id, organization_id, day, assistant, landing, requests)
    VALUES ${Prisma.join(values)}
    ON CONFLICT (site_id, day, assistant, landing) DO UPDATE SET requests = traffic_referrals.requests + EXCLUDED.requests`;
}

function pageRowsSql(siteId: string, organizationId: string, rows: readonly PageRow[]): Prisma.Sql {
  const values = rows.map((row) => Prisma.sql`(${siteId}::uuid, ${organizationId}::uuid, ${row.day}::date, ${row.agent}, ${row.path}, ${row.html}, ${row.markdown})`);
  return Prisma.sql`
    INSERT INTO traffic_pages (site_id, organization_id, day, agent, path, html, markdown)
    VALUES ${Prisma.join(values)}
    ON CONFLICT (site_id, day, agent, path) DO UPDATE SET html = traffic_pages.html + EXCLUDED.html, markdown = traffic_pages.markdown + EXCLUDED.markdown`;
}

/** Inserts rows INSERT_ROWS at a time. */
async function insertAll<Row>(tx: Prisma.TransactionClient, rows: readonly Row[], sql: (rows: readonly Row[]) => Prisma.Sql): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_ROWS) await tx.$executeRaw(sql(rows.slice(start, start + INSERT_ROWS)));
}

/** The site's pages whose fetches the reader counts: the latest finished scan's list, or none before the first scan. */
async function pagesToCount(siteId: string) {
  const latest = await latestFinishedScan(siteId);
  if (!latest) return null;
  const list = sitePagesOf(latest.report as unknown as SitePagesReport, { id: latest.scan.id, at: (latest.scan.finishedAt ?? latest.scan.createdAt).toISOString() });
  return list?.pages.map((page) => ({ path: page.path, twins: page.twins })) ?? null;
}

const toDate = (time: number | null) => (time === null ? null : new Date(time));

export async function processTrafficBatch(batchId: string, jobId: string): Promise<{ status: string }> {
  const db = await getDb();
  if (!(await claim(batchId, jobId))) return { status: 'not-claimable' };
  const batch = await db.trafficBatch.findUniqueOrThrow({ where: { id: batchId }, include: { site: { select: { host: true } } } });
  let reading: LogReading;
  try {
    reading = await readLogInThread(storedChunks(batchId), true, {
      format: batch.requestedFormat as LogFormat | null,
      siteHost: batch.site.host,
      inflatedLimit: Number(batch.inflatedLimit),
      deadline: Date.now() + parseBudgetSeconds() * 1000,
      lineBudget: lineBudget(Number(batch.bytes)),
      rangesDocuments: (await rangesChoiceInForce()).documents,
      reverseDns: reverseDnsSettings(),
      pages: await pagesToCount(batch.siteId),
      daysAccepted: trafficDaysAccepted(),
    });
  } catch (error) {
    if (!(error instanceof LogReadError)) throw error;
    await db.$transaction([
      db.trafficBatch.update({ where: { id: batchId }, data: { status: 'failed', error: error.message, finishedAt: new Date() } }),
      db.trafficBatchChunk.deleteMany({ where: { batchId } }),
    ]);
    return { status: 'failed' };
  }
  const repeat = batch.duplicateOfId !== null;
  const counts = repeat
    ? { lines: reading.lines, accepted: 0, skippedOtherHost: 0, skippedMalformed: 0, skippedDuplicate: reading.lines, rejected: [] }
    : {
        lines: reading.lines,
        accepted: reading.accepted,
        skippedOtherHost: reading.skipped.otherHost,
        skippedMalformed: reading.skipped.malformed,
        skippedDuplicate: 0,
        rejected: reading.rejected,
      };
  const written = await db.$transaction(async (tx) => {
    const finished = await tx.trafficBatch.updateMany({
      where: { id: batchId, status: 'running', jobId },
      data: { ...counts, status: 'done', format: reading.format, firstAt: toDate(reading.from), lastAt: toDate(reading.to), finishedAt: new Date(), error: null },
    });
    if (finished.count !== 1) return false;
    if (!repeat) {
      await insertAll(tx, reading.rows, (rows) => dayRowsSql(batch.siteId, batch.organizationId, rows));
      await insertAll(tx, reading.referrals, (rows) => referralRowsSql(batch.siteId, batch.organizationId, rows));
      await insertAll(tx, reading.pages, (rows) => pageRowsSql(batch.siteId, batch.organizationId, rows));
    }
    await tx.trafficBatchChunk.deleteMany({ where: { batchId } });
    return true;
  }, WRITE_TRANSACTION);
  if (written && !repeat) {
    const days = [...new Set(reading.rows.filter((row) => row.state === 'verified' || row.state === 'unverifiable').map((row) => row.day))];
    await announceTrafficRefusals(batch.siteId, days).catch((error) => logger.error({ err: error }, `Announcing traffic refusals of batch ${batchId} failed: ${errorMessage(error)}`));
  }
  return { status: written ? 'done' : 'not-claimable' };
}
