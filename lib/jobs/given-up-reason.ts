// Why queued work was given up, in words for its owner, from what pg-boss kept of its job. pg-boss stores why the
// last attempt failed in the job's output: a serialized error or {value: {message}}.

export type WorkNoun = 'scan' | 'Answers pass' | 'agent run' | 'fleet batch';

/** The job failed on its last attempt (a dead letter, or a failed job the sweeper found). */
export function failedJobReason(noun: WorkNoun, output: unknown, attempts: number): string {
  const cause = lastFailure(output);
  const plural = attempts === 1 ? 'attempt' : 'attempts';
  if (cause === 'job heartbeat timeout') {
    return `The worker running the ${noun} stopped responding; the ${noun} was given up after ${attempts} ${plural}.`;
  }
  if (cause === 'job timed out') return `The ${noun} ran out of time on every attempt (${attempts} ${plural}).`;
  return `The ${noun} failed after ${attempts} ${plural}${cause ? `: ${cause}` : '.'}`;
}

/** What pg-boss still holds of a job that is no longer queued or running; null when the job is gone. */
export interface EndedJob {
  state: string;
  output: unknown;
  retryCount: number;
}

/** The row is still queued or running, but its job ended (or vanished) without settling it. */
export function orphanReason(noun: WorkNoun, job: EndedJob | null): string {
  if (job?.state === 'failed') return failedJobReason(noun, job.output, job.retryCount + 1);
  if (job?.state === 'cancelled') return `The ${noun}'s job was cancelled before the ${noun} finished; it was not retried.`;
  if (job === null) return `The worker stopped before finishing this ${noun} and its job is gone; it was not retried.`;
  return `The worker stopped before finishing this ${noun}; it was not retried.`;
}

function lastFailure(output: unknown): string | null {
  if (!output || typeof output !== 'object') return typeof output === 'string' ? output : null;
  const record = output as { message?: unknown; value?: unknown };
  if (typeof record.message === 'string') return record.message;
  if (record.value && typeof record.value === 'object') return lastFailure(record.value);
  if (typeof record.value === 'string') return record.value;
  return null;
}
