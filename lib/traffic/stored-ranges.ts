// The ranges the service verifies with: the operator's directory (AGENTGAUGE_AGENT_IP_RANGES_DIR) when set, else the
// files installed with `agentgauge admin traffic ranges --from <dir>` (stored in the database, so every worker of a
// scale-out reads the same), else the repository's snapshot. Read again at most once a minute.
import { getDb, type Prisma } from '@/lib/db';
import { RANGES_DIR_ENV, RangesError, rangeSetsOf, readRangesDir, type RangeSets, type RangesDocument } from './ip-ranges';
import { localRangesChoice, type RangesChoice } from './local-ranges';

const CACHE_MS = 60_000;
let cached: { at: number; sets: RangeSets } | null = null;

export async function rangesChoiceInForce(): Promise<RangesChoice> {
  if (process.env[RANGES_DIR_ENV]?.trim()) return localRangesChoice();
  const db = await getDb();
  const rows = await db.trafficIpRanges.findMany({ orderBy: { name: 'asc' } });
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
  const db = await getDb();
  await db.$transaction(async (tx) => {
    await tx.trafficIpRanges.deleteMany({});
    for (const [name, document] of documents) await tx.trafficIpRanges.create({ data: { name, document: document as unknown as Prisma.InputJsonValue } });
  });
  cached = null;
  return rangesChoiceInForce();
}
