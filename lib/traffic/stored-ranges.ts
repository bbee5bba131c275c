// The ranges the service verifies with: the operator's directory (AGENTGAUGE_AGENT_IP_RANGES_DIR) when set, else the
// files installed with `agentgauge admin traffic ranges --from <dir>` or `… ranges update` (stored in the database, so
// every worker of a scale-out reads the same), else the repository's snapshot. Each batch reads them as they are when
// it starts; the figures' reads keep them at most a minute.
import { getDb, type Prisma } from '@/lib/db';
import { RANGES_DIR_ENV, RangesError, rangeSetsOf, readRangesDir, type RangeSets, type RangesDocument } from './ip-ranges';
import { localRangesChoice, type RangesChoice } from './local-ranges';

const CACHE_MS = 60_000;
let cached: { at: number; sets: RangeSets } | null = null;

async function installedRows() {
  const db = await getDb();
  return db.trafficIpRanges.findMany({ orderBy: { name: 'asc' } });
}

/** The files installed in the database (none: the snapshot or the operator's directory is in force). */
export async function installedDocuments(): Promise<Map<string, RangesDocument>> {
  return new Map((await installedRows()).map((row) => [row.name, row.document as unknown as RangesDocument]));
}

export async function rangesChoiceInForce(): Promise<RangesChoice> {
  if (process.env[RANGES_DIR_ENV]?.trim()) return localRangesChoice();
  const rows = await installedRows();
  if (rows.length > 0) {
    return {
      documents: new Map(rows.map((row) => [row.name, row.document as unknown as RangesDocument])),
      origin: `installed with agentgauge admin traffic ranges on ${rows[0]!.installedAt.toISOString().slice(0, 10)}`,
    };
  }
  return localRangesChoice();
}

export async function rangesInForce(): Promise<RangeSets> {
  if (cached && Date.now() - cached.at < CACHE_MS) return cached.sets;
  const sets = rangeSetsOf((await rangesChoiceInForce()).documents);
  cached = { at: Date.now(), sets };
  return sets;
}

/** Replaces the installed ranges with every file of `dir` (each checked first: one bad file installs nothing). */
export async function installRanges(dir: string): Promise<RangesChoice> {
  const documents = readRangesDir(dir);
  if (documents.size === 0) throw new RangesError(`${dir} holds no ranges file (*.json): nothing installed.`);
  return installDocuments(documents);
}

/** Replaces the installed ranges with these documents, in one transaction, for every worker. */
export async function installDocuments(documents: ReadonlyMap<string, RangesDocument>): Promise<RangesChoice> {
  const db = await getDb();
  await db.$transaction(async (tx) => {
    await tx.trafficIpRanges.deleteMany({});
    for (const [name, document] of documents) await tx.trafficIpRanges.create({ data: { name, document: document as unknown as Prisma.InputJsonValue } });
  });
  cached = null;
  return rangesChoiceInForce();
}
