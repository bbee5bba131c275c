// The named rows of an edition: scanned entries on opted-in hosts (lib/editions/opt-in.ts), each with its rank and
// percentiles computed from the edition's stored score counts (lib/editions/percentile.ts), never stored, so a row's
// standing follows one rule everywhere. A row the owner re-scanned shows the re-scan's start-page score and date, and
// is placed against the edition as published: its aggregates never change. A host the public report would not show
// (isPublishableHost: refused by the SSRF rules without the operator's allow-list, such as 127.0.0.1:4711) is never
// named whatever is stored (issue 52 point 2); it still counts, without its name, in every rank and aggregate.
import { gradeFor, UNVERSIONED_SCORECARD } from '@/engine/light';
import { getDb, Prisma } from '@/lib/db';
import { isIndexCategory, type IndexCategory } from '@/lib/schemas/index-category';
import type { Edition } from './editions';
import { isPublishableHost } from '@/lib/rate-limit/runnable-target';
import { publicScanPrivateTargets } from '@/lib/settings/settings';
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

/** Named rows asked of the database at a time while unpublishable ones are left out. */
const NAMED_BATCH = 500;

/** One page of the edition's named rows, best first; `more` when another page follows. */
export async function listedEntries(
  edition: Edition,
  page: { category?: IndexCategory; limit: number; offset: number },
): Promise<{ rows: ListedEntry[]; more: boolean }> {
  // The test bed's setting publishes every host: the page is one query.
  if (publicScanPrivateTargets() === true) {
    const rows = await namedRecords(edition, page.category, page.limit + 1, page.offset);
    return { rows: rows.slice(0, page.limit).map((row) => listed(edition, row)), more: rows.length > page.limit };
  }
  // Else the rows before the page are walked too, so that the offset counts named rows only: the opted-in rows of an
  // edition are few (each is a site an organization added) and each host's verdict is kept a minute.
  const wanted = page.offset + page.limit + 1;
  const publishable: EntryRecord[] = [];
  for (let offset = 0; publishable.length < wanted; offset += NAMED_BATCH) {
    const rows = await namedRecords(edition, page.category, NAMED_BATCH, offset);
    const verdicts = await Promise.all(rows.map((row) => isPublishableHost(row.host)));
    publishable.push(...rows.filter((_, index) => verdicts[index]));
    if (rows.length < NAMED_BATCH) break;
  }
  const rows = publishable.slice(page.offset, wanted);
  return { rows: rows.slice(0, page.limit).map((row) => listed(edition, row)), more: rows.length > page.limit };
}

async function namedRecords(edition: Edition, category: IndexCategory | undefined, limit: number, offset: number): Promise<EntryRecord[]> {
  const db = await getDb();
  const inCategory = category ? Prisma.sql`AND e.category = ${category}` : Prisma.empty;
  return db.$queryRaw<EntryRecord[]>`
    SELECT ${ENTRY_COLUMNS}
    FROM index_entries e ${rescanJoin(edition)}
    WHERE e.edition_id = ${edition.id}::uuid ${inCategory} AND ${RANKED} AND ${optedIn('e')}
    ORDER BY ${EFFECTIVE_SCORE} DESC, e.host, e.position
    LIMIT ${limit} OFFSET ${offset}`;
}

/** The named row of a host in the edition, or null when the host is not in it, not ranked, not opted in or not publishable. */
export async function listedEntryOf(edition: Edition, host: string): Promise<ListedEntry | null> {
  const db = await getDb();
  const [row] = await db.$queryRaw<EntryRecord[]>`
    SELECT ${ENTRY_COLUMNS}
    FROM index_entries e ${rescanJoin(edition)}
    WHERE e.edition_id = ${edition.id}::uuid AND e.host = ${host} AND ${RANKED} AND ${optedIn('e')}
    ORDER BY ${EFFECTIVE_SCORE} DESC, e.position
    LIMIT 1`;
  // Asked only of a host with a named row: an anonymous caller cannot make the service resolve names at will.
  return row && (await isPublishableHost(row.host)) ? listed(edition, row) : null;
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
