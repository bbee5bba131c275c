// A run as the API shows it: its state, and its progress counted from its rows (never from counters that a killed
// worker could leave wrong): done of total, the count of each final status, the rate over the last five minutes and
// the time left at that rate.
import type { z } from 'zod';
import type { PrismaClient } from '@/lib/db';
import type { FleetRun, FleetRunListItem } from '@/lib/schemas/me/fleets';
import { FINAL_STATUS_COUNTS, statusCounts, type FinalStatusCounts } from './columns';

export interface RunRecord {
  id: string;
  fleetId: string;
  status: 'queued' | 'running' | 'succeeded' | 'cancelled' | 'failed';
  total: number;
  renderSample: number;
  scorecard: string;
  engine: string;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  cancelledAt: Date | null;
}

const RATE_WINDOW_MINUTES = 5;

export async function runProgress(db: PrismaClient, run: RunRecord): Promise<z.input<typeof FleetRun>> {
  const [row] = await db.$queryRaw<Array<FinalStatusCounts & { recent: number }>>`
    SELECT ${FINAL_STATUS_COUNTS},
      count(*) FILTER (WHERE settled_at > now() - ${RATE_WINDOW_MINUTES} * interval '1 minute' AND status <> 'cancelled')::int AS recent
    FROM fleet_results WHERE run_id = ${run.id}::uuid`;
  const counts = statusCounts(row!);
  const done = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const minutes = run.startedAt ? Math.min(RATE_WINDOW_MINUTES, Math.max((Date.now() - run.startedAt.getTime()) / 60_000, 1 / 60)) : 0;
  const ratePerMinute = run.status === 'running' && minutes > 0 ? round1(row!.recent / minutes) : 0;
  const etaSeconds = run.status === 'running' && ratePerMinute > 0 ? Math.round(((run.total - done) / ratePerMinute) * 60) : null;
  return {
    id: run.id,
    fleetId: run.fleetId,
    status: run.status,
    total: run.total,
    done,
    counts,
    ratePerMinute,
    etaSeconds,
    startedAt: run.startedAt?.toISOString() ?? null,
    finishedAt: run.finishedAt?.toISOString() ?? null,
    cancelledAt: run.cancelledAt?.toISOString() ?? null,
    scorecard: run.scorecard,
    engine: run.engine,
  };
}

export async function runListItem(db: PrismaClient, run: RunRecord): Promise<z.input<typeof FleetRunListItem>> {
  return { ...(await runProgress(db, run)), createdAt: run.createdAt.toISOString(), renderSample: run.renderSample };
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
