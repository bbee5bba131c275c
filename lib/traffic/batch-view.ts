// A batch row → the API's shape (lib/schemas/me/traffic.ts TrafficBatch).
import type { TrafficBatch as BatchRow } from '@/lib/db/generated/client';

export type BatchStatus = 'queued' | 'running' | 'done' | 'failed';

export function trafficBatchView(batch: BatchRow) {
  return {
    status: batch.status as BatchStatus,
    lines: batch.lines,
    accepted: batch.accepted,
    skipped: { otherHost: batch.skippedOtherHost, malformed: batch.skippedMalformed, duplicate: batch.skippedDuplicate },
    rejected: batch.rejected as Array<{ line: number; reason: string }>,
    from: batch.firstAt?.toISOString() ?? null,
    to: batch.lastAt?.toISOString() ?? null,
    error: batch.error,
  };
}
