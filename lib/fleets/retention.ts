// How long a run's rows and reports are kept, and the answer once they are gone (the run and its summary stay).
import { ApiError } from '@/lib/errors/api-errors';
import { fleetRetentionDays } from './settings';

export function purgedRunError(runId: string, purgedAt: Date): ApiError {
  return new ApiError(
    'not-found',
    `The rows and reports of run ${runId} were deleted on ${purgedAt.toISOString().slice(0, 10)}, ${fleetRetentionDays()} days after it ended (AGENTGAUGE_FLEET_RETENTION_DAYS); its summary stays readable.`,
  );
}
