// The web process's side of a fleet upload's parse: the body's text goes to an audit process (lib/fleets/upload-task.ts)
// under its CPU, memory and time budgets, and only the result comes back, so the parse never holds this process's
// event loop (issue 52 point 1). The audit processes run below the web process's priority.
import { API_ERRORS, ApiError, type ApiErrorCode } from '@/lib/errors/api-errors';
import { runTaskInPool } from '@/lib/pools/audit-pool';
import { AUDIT_TASKS } from '@/lib/pools/audit-tasks';
import type { UploadMediaType } from './parse-upload';
import type { UploadTaskInput, UploadTaskResult } from './upload-task';

/** How long one upload's parse may take (16 MiB of lines takes a few seconds in an audit process). */
const PARSE_DEADLINE_MS = 120_000;

export type ParsedUpload = Extract<UploadTaskResult, { kind: 'parsed' | 'over-limit' }>;

export async function parseUploadInPool(body: Uint8Array | string, mediaType: UploadMediaType, limit: number, organizationId: string): Promise<ParsedUpload> {
  const input: UploadTaskInput = { body, mediaType, limit, allowPrivateTargets: process.env.AGENTGAUGE_ALLOW_PRIVATE_TARGETS };
  const result = await runTaskInPool<UploadTaskResult>(AUDIT_TASKS.fleetUpload, input, { tenant: organizationId, deadlineMs: PARSE_DEADLINE_MS, noun: 'fleet upload' });
  if (result.kind === 'refused') throw new ApiError(Object.hasOwn(API_ERRORS, result.code) ? (result.code as ApiErrorCode) : 'invalid-body', result.message);
  return result;
}
