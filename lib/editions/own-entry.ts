// A host's row of an edition as its owner sees it, whether or not it is named in public: its status, score, checks and
// agents, and the re-scan asked for. The public reads go through lib/editions/entries.ts instead.
import { getDb } from '@/lib/db';
import type { Edition } from './editions';

export interface OwnEntry {
  position: number;
  host: string;
  status: 'scanned' | 'blocked' | 'unreachable';
  score: number | null;
  grade: string | null;
  category: string;
  scannedAt: Date | null;
  previousScore: number | null;
  checks: Record<string, string>;
  agents: Record<string, string>;
  error: string | null;
  rescanScanId: string | null;
}

/** The host's row of the edition (its best-scored row when the run measured the host at two origins), or null. */
export async function ownEntryOf(edition: Edition, host: string): Promise<OwnEntry | null> {
  const db = await getDb();
  const entry = await db.indexEntry.findFirst({
    where: { editionId: edition.id, host },
    orderBy: [{ score: { sort: 'desc', nulls: 'last' } }, { position: 'asc' }],
  });
  if (!entry) return null;
  return {
    position: entry.position,
    host: entry.host,
    status: entry.status as OwnEntry['status'],
    score: entry.score,
    grade: entry.grade,
    category: entry.category,
    scannedAt: entry.scannedAt,
    previousScore: entry.previousScore,
    checks: entry.checks as Record<string, string>,
    agents: entry.agents as Record<string, string>,
    error: entry.error,
    rescanScanId: entry.rescanScanId,
  };
}
