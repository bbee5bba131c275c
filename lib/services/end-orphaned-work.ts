// Ends scans, Answers passes and agent runs that are still queued or running although their job is no longer alive:
// missing (deleted, never sent), or in pg-boss's completed, cancelled or failed state without having settled the
// row (a worker killed between the job's last state change and the row's update; a model job that failed for the
// last time). Run by every worker's sweep timer (lib/services/sweep-orphans-job.ts), never by a read.
//
// Each row is ended by one conditional UPDATE that repeats the whole test (still active, quiet for the grace period,
// no live job), so a row a worker just settled, or whose job was just retried, is never overwritten, and several
// workers sweeping at once end each row once.
import { getDb, Prisma } from '@/lib/db';
import { QUEUE_SCHEMA, SCAN_DEAD_LETTER_QUEUE, SCAN_QUEUE } from '@/lib/jobs/config';
import { orphanReason, type EndedJob, type WorkNoun } from '@/lib/jobs/given-up-reason';
import { AGENT_RUN_QUEUE, ANSWERS_PASS_QUEUE } from '@/lib/services/model-jobs';
import { announceAgentRunFinished, announceAnswersPassFinished, announceScanFinished } from '@/lib/webhooks/announce';

export interface EndedOrphans {
  scans: number;
  answersPasses: number;
  agentRuns: number;
}

/** One kind of queued work: its table, its queue (every job is sent with the row's id) and how it is ended. */
interface WorkKind {
  noun: WorkNoun;
  table: string;
  queue: string;
  /** A dead-letter job (source_id = the row's id) that may still settle the row keeps it alive too. */
  deadLetterQueue?: string;
  /** The row's own last sign of life. */
  quietSince: string;
  endedColumns: (reason: string) => Prisma.Sql;
  /** Tells the organization's webhooks that the row ended. */
  announce: (id: string) => Promise<void>;
}

const JOBS = Prisma.raw(`${QUEUE_SCHEMA}.job`);
const failedColumns = (reason: string) => Prisma.sql`status = 'failed', error = ${reason}, finished_at = now()`;

const KINDS: Record<keyof EndedOrphans, WorkKind> = {
  scans: {
    noun: 'scan',
    table: 'scans',
    queue: SCAN_QUEUE,
    deadLetterQueue: SCAN_DEAD_LETTER_QUEUE,
    quietSince: 'coalesce(r.started_at, r.created_at)',
    endedColumns: failedColumns,
    announce: announceScanFinished,
  },
  answersPasses: {
    noun: 'Answers pass',
    table: 'answers_passes',
    queue: ANSWERS_PASS_QUEUE,
    quietSince: 'r.created_at',
    endedColumns: failedColumns,
    announce: announceAnswersPassFinished,
  },
  agentRuns: {
    noun: 'agent run',
    table: 'agent_runs',
    queue: AGENT_RUN_QUEUE,
    quietSince: 'r.created_at',
    endedColumns: (reason) =>
      Prisma.sql`status = 'failed', verdict = 'failed', error = ${reason}, reasons = ARRAY[${reason}]::text[], finished_at = now()`,
    announce: announceAgentRunFinished,
  },
};

/** Rows looked at per kind and sweep; the next sweep takes the rest. */
const BATCH = 100;

export async function endOrphanedWork(graceSeconds: number): Promise<EndedOrphans> {
  const ended: EndedOrphans = { scans: 0, answersPasses: 0, agentRuns: 0 };
  for (const name of Object.keys(KINDS) as Array<keyof EndedOrphans>) {
    ended[name] = await endOrphans(KINDS[name], graceSeconds);
  }
  return ended;
}

async function endOrphans(kind: WorkKind, graceSeconds: number): Promise<number> {
  const db = await getDb();
  const table = Prisma.raw(kind.table);
  const orphaned = orphanedCondition(kind, graceSeconds);
  const candidates = await db.$queryRaw<Array<{ id: string; state: string | null; output: unknown; retryCount: number | null }>>`
    SELECT r.id::text AS id, j.state::text AS state, j.output, j.retry_count AS "retryCount"
    FROM ${table} r
    LEFT JOIN ${JOBS} j ON j.name = ${kind.queue} AND j.id = r.id
    WHERE ${orphaned}
    ORDER BY r.created_at
    LIMIT ${BATCH}`;
  let count = 0;
  for (const row of candidates) {
    const job: EndedJob | null = row.state === null ? null : { state: row.state, output: row.output, retryCount: row.retryCount ?? 0 };
    const ended = await db.$executeRaw`
      UPDATE ${table} AS r SET ${kind.endedColumns(orphanReason(kind.noun, job))}
      WHERE r.id = ${row.id}::uuid AND ${orphaned}`;
    if (ended > 0) await kind.announce(row.id);
    count += ended;
  }
  return count;
}

/** Still queued or running, quiet for the grace period, and no job of it waiting, running or ended within the grace. */
function orphanedCondition(kind: WorkKind, graceSeconds: number): Prisma.Sql {
  const grace = Prisma.sql`(${graceSeconds}::int * interval '1 second')`;
  const deadLetter = kind.deadLetterQueue
    ? Prisma.sql`OR (j.name = ${kind.deadLetterQueue} AND j.source_id = r.id)`
    : Prisma.empty;
  return Prisma.sql`r.status IN ('queued', 'running')
    AND ${Prisma.raw(kind.quietSince)} < now() - ${grace}
    AND NOT EXISTS (
      SELECT 1 FROM ${JOBS} j
      WHERE ((j.name = ${kind.queue} AND j.id = r.id) ${deadLetter})
        AND (j.state::text IN ('created', 'retry', 'active') OR j.completed_on > now() - ${grace})
    )`;
}
