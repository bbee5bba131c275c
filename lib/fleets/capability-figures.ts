// The population's capability figures (checks.md 2026-12c), by SQL aggregates over a run's stored rows, beside the
// check and agent tallies (lib/fleets/summary.ts): per capability, how many scanned targets have it at each evidence
// level, how many do not, how many answered from a catch-all host (unproven: not present), how many could not be
// asked (its own share, never in a rate's denominator), and, of those present, how many a platform supplied (by
// platform) and how many the owner built. Rows that were not scanned are unknown.
import { CAPABILITY_CHECKS, CAPABILITY_IDS, COULD_NOT_ASK_REASONS, type CapabilityId, type CheckId, type CouldNotAskReason } from '@/engine/light';
import { Prisma, type PrismaClient } from '@/lib/db';

export interface CapabilityFigure {
  capability: CapabilityId;
  checkId: CheckId;
  exercised: number;
  probed: number;
  declared: number;
  /** exercised + probed + declared: proven present at some level. */
  present: number;
  no: number;
  /** A "yes" the canary could not prove (a catch-all host, or no canary): counted, never as present. */
  unproven: number;
  couldNotAsk: number;
  couldNotAskBy: Record<CouldNotAskReason, number>;
  /** Not measured: not scanned, or the check did not run. */
  unknown: number;
  /** present ÷ (present + no + unproven); null when that is 0. Could not ask and unknown are never in it. */
  rate: number | null;
  /** couldNotAsk ÷ (present + no + unproven + couldNotAsk): the share of asked targets the question could not be put to. */
  couldNotAskShare: number | null;
  /** Of those present: supplied by a platform, and built by the owner. */
  platformSupplied: number;
  ownerBuilt: number;
  /** platformSupplied and ownerBuilt over the rate's denominator: the two parts of the adoption rate. */
  platformRate: number | null;
  ownerRate: number | null;
  /** Present targets each platform supplied, most first. */
  platforms: Array<{ platform: string; count: number }>;
}

const SCANNED = Prisma.sql`status = 'scanned' AND capabilities IS NOT NULL`;

function rate(part: number, whole: number): number | null {
  return whole === 0 ? null : part / whole;
}

/** The capability figures of a run's rows (`where` narrows them, e.g. to one category). */
export async function capabilityFigures(db: PrismaClient | Prisma.TransactionClient, runId: string, where: Prisma.Sql = Prisma.empty): Promise<CapabilityFigure[]> {
  const [totals, cells] = await Promise.all([
    db.$queryRaw<Array<{ total: number }>>`SELECT count(*)::int AS total FROM fleet_results WHERE run_id = ${runId}::uuid ${where}`,
    db.$queryRaw<Array<{ capability: string; value: string; reason: string | null; platform: string | null; count: number }>>`
      SELECT cell.key AS capability, cell.value->>'value' AS value, cell.value->>'reason' AS reason, cell.value->>'platform' AS platform,
        count(*)::int AS count
      FROM fleet_results, jsonb_each(capabilities) AS cell
      WHERE run_id = ${runId}::uuid AND ${SCANNED} ${where}
      GROUP BY 1, 2, 3, 4`,
  ]);
  const total = Number(totals[0]?.total ?? 0);
  return CAPABILITY_IDS.map((capability) => {
    const mine = cells.filter((cell) => cell.capability === capability);
    const count = (value: string) => mine.filter((cell) => cell.value === value).reduce((sum, cell) => sum + Number(cell.count), 0);
    const [exercised, probed, declared, no, unproven, couldNotAsk] = ['exercised', 'probed', 'declared', 'no', 'unproven', 'could-not-ask'].map(count) as [number, number, number, number, number, number];
    const present = exercised + probed + declared;
    const asked = present + no + unproven;
    const supplied = new Map<string, number>();
    for (const cell of mine) {
      if (cell.platform && ['exercised', 'probed', 'declared'].includes(cell.value)) supplied.set(cell.platform, (supplied.get(cell.platform) ?? 0) + Number(cell.count));
    }
    const platformSupplied = [...supplied.values()].reduce((sum, value) => sum + value, 0);
    const couldNotAskBy = Object.fromEntries(
      COULD_NOT_ASK_REASONS.map((reason) => [reason, mine.filter((cell) => cell.value === 'could-not-ask' && cell.reason === reason).reduce((sum, cell) => sum + Number(cell.count), 0)]),
    ) as Record<CouldNotAskReason, number>;
    return {
      capability,
      checkId: CAPABILITY_CHECKS[capability],
      exercised,
      probed,
      declared,
      present,
      no,
      unproven,
      couldNotAsk,
      couldNotAskBy,
      unknown: total - asked - couldNotAsk,
      rate: rate(present, asked),
      couldNotAskShare: rate(couldNotAsk, asked + couldNotAsk),
      platformSupplied,
      ownerBuilt: present - platformSupplied,
      platformRate: rate(platformSupplied, asked),
      ownerRate: rate(present - platformSupplied, asked),
      platforms: [...supplied.entries()].map(([platform, count]) => ({ platform, count })).sort((a, b) => b.count - a.count || a.platform.localeCompare(b.platform)),
    };
  });
}
