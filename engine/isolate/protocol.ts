// Messages between an audit pool and its processes. Only data crosses: options without functions or signals, reports,
// progress, and errors flattened to their fields (a process's AuditError is rebuilt on the pool's side).
import { AuditError, type AuditErrorCode } from '../errors.js';
import type { AuditOptions, AuditProgress } from '../options.js';

/** The options an audit process can take: everything but the callbacks, signal and resolver that cannot cross. */
export type ThreadAuditOptions = Omit<AuditOptions, 'onProgress' | 'signal' | 'resolver'>;

export type PoolMessage =
  | { type: 'audit'; id: number; url: string; options: ThreadAuditOptions; progress: boolean }
  | { type: 'abort'; id: number; reason: string };

export interface SerializedError {
  name: string;
  message: string;
  code?: AuditErrorCode;
  rule?: string;
  field?: string;
  retryAfterSeconds?: number;
  requests?: number;
}

export type ThreadMessage =
  | { type: 'progress'; id: number; progress: AuditProgress }
  // The report as JSON text: V8's serializer (the channel's 'advanced' mode) took ~0.5 ms a report each way, JSON ~0.2 ms.
  | { type: 'done'; id: number; reportJson: string }
  | { type: 'failed'; id: number; error: SerializedError };

export function serializeError(error: unknown): SerializedError {
  if (error instanceof AuditError) {
    return { name: error.name, message: error.message, code: error.code, rule: error.rule, field: error.field, retryAfterSeconds: error.retryAfterSeconds, requests: error.requests };
  }
  if (error instanceof Error) return { name: error.name, message: error.message };
  return { name: 'Error', message: String(error) };
}

export function deserializeError(serialized: SerializedError): Error {
  if (serialized.code) {
    const { rule, field, retryAfterSeconds, requests } = serialized;
    return new AuditError(serialized.code, serialized.message, { rule, field, retryAfterSeconds, requests });
  }
  const error = new Error(serialized.message);
  error.name = serialized.name;
  return error;
}
