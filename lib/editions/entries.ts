// The named rows of an edition: scanned entries on opted-in hosts (lib/editions/opt-in.ts), each with its rank and
// percentiles computed from the edition's stored score counts (lib/editions/percentile.ts), never stored, so a row's
// standing follows one rule everywhere. A row the owner re-scanned shows the re-scan's start-page score and date, and
// is placed against the edition as published: its aggregates never change.
import { gradeFor, UNVERSIONED_SCORECARD } from '@/engine/light';
import { getDb, Prisma } from '@/lib/db';
import { isIndexCategory, type IndexCategory } from './category';
import type { Edition } from './editions';
import { optedIn } from './opt-in';
import { standingOf } from './percentile';

export interface ListedEntry {
  host: string;
  category: IndexCategory;
  score: number;
  grade: string;
  rank: number;
  categoryRank: number;
  percentile: number;
  categoryPercentile: number;
  scannedAt: Date;
  previousScore: number | null;
  /** True when the score is the owner's re-scan (scannedAt is its date). */
  rescanned: boolean;
}

interface EntryRecord {
  host: string;
  category: string;
  score: number | null;
  grade: string | null;
  scanned_at: Date | null;
  previous_score: number | null;
  rescan_score: number | null;
  rescanned_at: Date | null;
}

/** The effective score of an entry: its re-scan's start-page score when one succeeded, else the edition's. */
const EFFECTIVE_SCORE = Prisma.sql`coalesce(round(rs.origin_score)::int, e.score)`;
const ENTRY_COLUMNS = Prisma.sql`e.host, e.category, e.score, e.grade, e.scanned_at, e.previous_score,
  round(rs.origin_score)::int AS rescan_score, rs.finished_at AS rescanned_at`;
/** The owner's re-scan counts once it succeeded with a score on the edition's scorecard (another scale is no rank). */
function rescanJoin(edition: Edition): Prisma.Sql {
  return Prisma.sql`LEFT JOIN scans rs ON rs.id = e.rescan_scan_id AND rs.status = 'succeeded' AND rs.origin_score IS NOT NULL
    AND coalesce(rs.report->>'scorecard', ${UNVERSIONED_SCORECARD}) = ${edition.scorecard}`;
}
/** Ranked: scanned in the edition, or re-scanned since with a score. */
const RANKED = Prisma.sql`(e.status = 'scanned' AND e.score IS NOT NULL OR rs.id IS NOT NULL)`;

function listed(edition: Edition, row: EntryRecord): ListedEntry {
  const category = isIndexCategory(row.category) ? row.category : 'other';
  const rescanned = row.rescan_score !== null && row.rescanned_at !== null;
  const score = rescanned ? row.rescan_score! : row.score!;
  const overall = standingOf(score, edition.figures.overall.counts)!;
  const counts = edition.figures.categories.find((entry) => entry.category === category)!.distribution.counts;
  // A re-scanned blocked row may be in a category the edition never scored: it stands alone there.
  const inCategory = standingOf(score, counts) ?? { rank: 1, percentile: 0 };
  return {
    host: row.host,
    category,
    score,
    grade: rescanned || !row.grade ? gradeFor(score).label : row.grade,
    rank: overall.rank,
    categoryRank: inCategory.rank,
    percentile: overall.percentile,
    categoryPercentile: inCategory.percentile,
    // A scanned row always has its scan time; a row without one (planted by hand) stands at the edition's end.
    scannedAt: rescanned ? row.rescanned_at! : (row.scanned_at ?? edition.scannedTo ?? edition.publishedAt),
    previousScore: row.previous_score,
    rescanned,
  };
}

/** One page of the edition's named rows, best first; `more` when another page follows. */
export async function listedEntries(
  edition: Edition,
  page: { category?: IndexCategory; limit: number; offset: number },
): Promise<{ rows: ListedEntry[]; more: boolean }> {
  const db = await getDb();
  const category = page.category ? Prisma.sql`AND e.category = ${page.category}` : Prisma.empty;
  const rows = await db.$queryRaw<EntryRecord[]>`
    SELECT ${ENTRY_COLUMNS}
    FROM index_entries e ${rescanJoin(edition)}
    WHERE e.edition_id = ${edition.id}::uuid ${category} AND ${RANKED} AND ${optedIn('e')}
    ORDER BY ${EFFECTIVE_SCORE} DESC, e.host, e.position
    LIMIT ${page.limit + 1} OFFSET ${page.offset}`;
  return { rows: rows.slice(0, page.limit).map((row) => listed(edition, row)), more: rows.length > page.limit };
}

/** The named row of a host in the edition, or null when the host is not in it, not ranked or not opted in. */
export async function listedEntryOf(edition: Edition, host: string): Promise<ListedEntry | null> {
  const db = await getDb();
  const [row] = await db.$queryRaw<EntryRecord[]>`
    SELECT ${ENTRY_COLUMNS}
    FROM index_entries e ${rescanJoin(edition)}
    WHERE e.edition_id = ${edition.id}::uuid AND e.host = ${host} AND ${RANKED} AND ${optedIn('e')}
    ORDER BY ${EFFECTIVE_SCORE} DESC, e.position
    LIMIT 1`;
  return row ? listed(edition, row) : null;
}

/**
 * The host's ranked row whether or not it is named: for its owner only (the site page, GET /api/v1/me/sites/{id}/index),
 * never for a public read.
 */
export async function ownerStandingOf(edition: Edition, host: string): Promise<ListedEntry | null> {
  const db = await getDb();
  const [row] = await db.$queryRaw<EntryRecord[]>`
    SELECT ${ENTRY_COLUMNS}
    FROM index_entries e ${rescanJoin(edition)}
    WHERE e.edition_id = ${edition.id}::uuid AND e.host = ${host} AND ${RANKED}
    ORDER BY ${EFFECTIVE_SCORE} DESC, e.position
    LIMIT 1`;
  return row ? listed(edition, row) : null;
}
