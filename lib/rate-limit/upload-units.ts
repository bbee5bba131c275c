// Limits counted once per upload (fleet uploads, traffic batches): one unit of each counter (the credential's, the
// organization's), taken all-or-nothing before the body is read, so concurrent uploads cannot pass the last unit
// together, and given back when the upload is refused (413, 400, 422): refused work spends no quota. Over a limit is
// 429 with Retry-After, worded by quotaRefusal.
import { getDb } from '@/lib/db';
import { consumeQuotas, returnQuotas, type QuotaRequest } from '@/lib/db/usage';
import { positiveIntegerEnv } from '@/lib/settings/settings';
import { quotaRefusal } from './refusal';

/** A documented limit (policy.ts): its environment variable, default, window and unit. */
export interface LimitDefinition {
  env: string;
  default: number;
  windowSeconds: number;
  label: string;
}

export interface UploadCounter {
  scope: string;
  subject: string;
  limit: LimitDefinition;
  /** What is counted, as the refusal names it: "Fleet uploads with this API key". */
  counted: string;
}

/** Takes one unit of every counter; 429 with Retry-After naming the limit reached. Returns the units to give back. */
export async function takeUploadUnits(counters: readonly UploadCounter[]): Promise<QuotaRequest[]> {
  const requests: QuotaRequest[] = counters.map((counter) => ({
    scope: counter.scope,
    subject: counter.subject,
    limit: positiveIntegerEnv(counter.limit.env, counter.limit.default),
    windowSeconds: counter.limit.windowSeconds,
  }));
  const decision = await consumeQuotas(await getDb(), requests);
  if (decision.allowed) return requests;
  const counter = counters.find((candidate) => candidate.scope === decision.scope && candidate.subject === decision.subject)!;
  throw quotaRefusal({
    counted: counter.counted,
    points: decision.limit,
    label: counter.limit.label,
    env: counter.limit.env,
    windowSeconds: counter.limit.windowSeconds,
    retryAfterSeconds: decision.retryAfterSeconds,
  });
}

/** Gives the units back: the upload was refused. */
export async function returnUploadUnits(taken: readonly QuotaRequest[]): Promise<void> {
  await returnQuotas(await getDb(), [...taken]);
}

/** Runs an upload under its units: taken first, given back when it throws (the refusal passes on as it was). */
export async function withUploadUnits<T>(counters: readonly UploadCounter[], upload: () => Promise<T>): Promise<T> {
  const taken = await takeUploadUnits(counters);
  try {
    return await upload();
  } catch (error) {
    await returnUploadUnits(taken).catch(() => undefined);
    throw error;
  }
}
