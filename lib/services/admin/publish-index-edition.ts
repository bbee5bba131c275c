// `agentgauge admin index publish --run <runId> --title "…" --list "…"` and the admin page's form: publishes a
// finished fleet run as the next edition of the index (issue 48 point 1). One transaction copies what the edition
// keeps from the run: its population figures (the fleets summary, which names no target), the per-score and
// per-category figures percentiles and pass shares are read from (lib/editions/figures.ts), the method, and one entry
// per scanned, blocked or unreachable target (named in public only while its host opts in, lib/editions/opt-in.ts).
// The edition has no foreign key to the run: it stays whole when the run's rows are purged or its fleet deleted.
import { getDb, isUniqueViolation, Prisma } from '@/lib/db';
import { editionFigures } from '@/lib/editions/figures';
import { forgetCurrentEdition } from '@/lib/editions/editions';
import { editionMethod, type EditionMethod } from '@/lib/editions/method';
import { AGENT_COLUMNS, CHECK_COLUMNS, column } from '@/lib/fleets/columns';
import { withCauses, type PopulationFigures } from '@/lib/fleets/summary';
import { AdminError } from './errors';

export const EDITION_TITLE_MAX = 200;
export const EDITION_LIST_MAX = 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PUBLISH_TRANSACTION = { maxWait: 15_000, timeout: 300_000 };

export interface PublishEditionInput {
  runId: string;
  title: string;
  list: string;
  /** Who publishes: an operator's email, or "cli". */
  publishedBy: string;
}

export interface PublishedEdition {
  edition: number;
  id: string;
  runId: string;
  title: string;
  publishedAt: Date;
  scannedFrom: Date | null;
  scannedTo: Date | null;
  scorecard: string;
  engine: string;
  /** Scanned targets (the percentiles' population) and every target of the run. */
  populationSize: number;
  targets: number;
  entries: number;
  method: EditionMethod;
}

function text(value: string, name: string, max: number): string {
  const trimmed = value.trim();
  if (!trimmed) throw new AdminError('invalid-input', `${name} must not be empty`);
  if (trimmed.length > max) throw new AdminError('invalid-input', `${name} must be at most ${max} characters`);
  return trimmed;
}

export async function publishIndexEdition(input: PublishEditionInput): Promise<PublishedEdition> {
  const runId = input.runId.trim();
  if (!UUID.test(runId)) throw new AdminError('invalid-input', `--run "${input.runId}" is not a run id (a UUID)`);
  const title = text(input.title, 'the title', EDITION_TITLE_MAX);
  const list = text(input.list, 'where the list came from (--list)', EDITION_LIST_MAX);
  const db = await getDb();
  const run = await db.fleetRun.findUnique({ where: { id: runId } });
  if (!run) throw new AdminError('not-found', `no fleet run with id ${runId}`);
  if (run.status !== 'succeeded' || run.summary === null) {
    throw new AdminError('conflict', `run ${runId} is ${run.status}: only a run that finished (succeeded) can be published`);
  }
  if (run.purgedAt) throw new AdminError('conflict', `the rows of run ${runId} were purged on ${run.purgedAt.toISOString().slice(0, 10)}: publish a run within its retention period`);
  const population = withCauses(run.summary as unknown as PopulationFigures);
  if (population.targets.scanned === 0) throw new AdminError('conflict', `run ${runId} scanned no target: an edition needs scores to rank`);
  const already = await db.indexEdition.findUnique({ where: { runId }, select: { number: true } });
  if (already) throw new AdminError('conflict', `run ${runId} is already edition ${already.number}`);

  try {
    const published = await db.$transaction(async (tx) => {
      const [counts] = await tx.$queryRaw<Array<{ origins: number; domains: number; from: Date | null; to: Date | null }>>`
        SELECT count(DISTINCT origin)::int AS origins, count(DISTINCT registrable_domain)::int AS domains,
          min(scanned_at) AS "from", max(scanned_at) AS "to"
        FROM fleet_results WHERE run_id = ${runId}::uuid`;
      const figures = await editionFigures(tx, runId);
      const method = editionMethod({ list, renderFraction: run.renderSample, origins: counts!.origins, registrableDomains: counts!.domains, population });
      const [newest] = await tx.$queryRaw<Array<{ number: number | null }>>`SELECT max(number) AS number FROM index_editions`;
      const previous = newest?.number ?? null;
      const edition = await tx.indexEdition.create({
        data: {
          number: (previous ?? 0) + 1,
          runId,
          title,
          listSource: list,
          publishedBy: input.publishedBy,
          scannedFrom: counts!.from ?? run.startedAt,
          scannedTo: counts!.to ?? run.finishedAt,
          scorecard: run.scorecard,
          engine: run.engine,
          method: method as unknown as Prisma.InputJsonValue,
          population: population as unknown as Prisma.InputJsonValue,
          figures: figures as unknown as Prisma.InputJsonValue,
        },
      });
      const checks = Prisma.join(CHECK_COLUMNS.flatMap(({ id, column: name }) => [Prisma.sql`${id}::text`, Prisma.sql`r.${column(name)}::text`]));
      const agents = Prisma.join(AGENT_COLUMNS.flatMap(({ id, column: name }) => [Prisma.sql`${id}::text`, Prisma.sql`r.${column(name)}::text`]));
      const previousEdition = previous === null ? Prisma.sql`NULL::uuid` : Prisma.sql`(SELECT id FROM index_editions WHERE number = ${previous})`;
      const entries = await tx.$executeRaw`
        INSERT INTO index_entries (edition_id, position, host, origin, registrable_domain, status, score, grade, category, scanned_at,
          previous_score, checks, agents, error)
        SELECT ${edition.id}::uuid, r.position, r.host, r.origin, r.registrable_domain, r.status::text,
          CASE WHEN r.status = 'scanned' THEN r.score END, CASE WHEN r.status = 'scanned' THEN r.grade END, coalesce(r.category::text, 'other'), r.scanned_at,
          (SELECT p.score FROM index_entries p WHERE p.edition_id = ${previousEdition} AND p.host = r.host AND p.status = 'scanned'
            AND p.score IS NOT NULL ORDER BY p.position LIMIT 1),
          jsonb_build_object(${checks}), jsonb_build_object(${agents}), r.error
        FROM fleet_results r
        WHERE r.run_id = ${runId}::uuid AND r.status IN ('scanned', 'blocked', 'unreachable')`;
      return { edition, figures, method, entries };
    }, PUBLISH_TRANSACTION);
    // Fresh statistics for the rows just written: without them the planner takes a new edition's thousands of rows for
    // one and joins the opt-in condition row by row (a leaderboard page of a 10,000-row edition: ~30 ms, not ~3 ms).
    await db.$executeRawUnsafe('ANALYZE index_entries');
    forgetCurrentEdition();
    const { edition, figures, method, entries } = published;
    return {
      edition: edition.number,
      id: edition.id,
      runId,
      title,
      publishedAt: edition.publishedAt,
      scannedFrom: edition.scannedFrom,
      scannedTo: edition.scannedTo,
      scorecard: edition.scorecard,
      engine: edition.engine,
      populationSize: figures.overall.size,
      targets: population.targets.total,
      entries,
      method,
    };
  } catch (error) {
    // Two publishes at once: the second takes the same number or run, and is refused whole.
    if (isUniqueViolation(error)) throw new AdminError('conflict', `another edition was published at the same time (or run ${runId} was): list the editions and try again`);
    throw error;
  }
}
