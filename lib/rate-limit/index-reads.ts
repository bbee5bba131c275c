import { consumeWindow } from './fixed-window';
import { INDEX_READ_LIMIT, indexReadLimit } from './policy';
import { quotaRefusal } from './refusal';

/** Counts one read of the public index for the caller's address; 429 with Retry-After over the limit. */
export async function enforceIndexReadLimit(callerIp: string): Promise<void> {
  const limit = indexReadLimit();
  await consumeWindow({ scope: 'index-read:caller', subject: callerIp, ...limit }, (retryAfterSeconds) =>
    quotaRefusal({
      counted: 'Reads of the index from your address',
      points: limit.points,
      label: INDEX_READ_LIMIT.label,
      env: INDEX_READ_LIMIT.env,
      windowSeconds: limit.windowSeconds,
      retryAfterSeconds,
    }),
  );
}

export function describeIndexReadLimit(): string {
  return `${INDEX_READ_LIMIT.default} ${INDEX_READ_LIMIT.label} (environment variable ${INDEX_READ_LIMIT.env}), shared by every GET /api/v1/index… read; over it gives 429 with Retry-After`;
}
