// Messages between an audit pool and its processes. Only data crosses: options without functions or signals, reports,
// progress, task inputs and results, and errors flattened to their fields (a process's AuditError is rebuilt on the
// pool's side).
import { AuditError, type AuditErrorCode } from '../errors.js';
import type { AuditOptions, AuditProgress } from '../options.js';

/** The options an audit process can take: everything but the callbacks, signal, resolver and gate that cannot cross. */
export type ThreadAuditOptions = Omit<AuditOptions, 'onProgress' | 'onQueued' | 'signal' | 'resolver' | 'gate'>;

export type PoolMessage =
  /** `gated`: every request waits for a place of the pool's gate (GATE_CALLS), asked of the pool over this channel. */
  | { type: 'audit'; id: number; url: string; options: ThreadAuditOptions; gated: boolean }
  /** Other page work of the host (an agent run, a citation analysis): `task` names a handler the process registered. */
  | { type: 'task'; id: number; task: string; input: unknown; gated: boolean }
  | { type: 'abort'; id: number; reason: string }
  /** The answer to a task's call back to the pool (a model call, which needs secrets the process never holds). */
  | { type: 'reply'; id: number; call: number; result?: unknown; error?: SerializedError };

/** The calls by which an audit process asks its pool's gate for a place (answered with a lease number) and frees it. */
export const GATE_CALLS = { acquire: 'gate.acquire', release: 'gate.release', cancel: 'gate.cancel', pause: 'gate.pause' } as const;

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
  /** The process has loaded its code and serves (sent once, first). */
  | { type: 'ready' }
  | { type: 'progress'; id: number; progress: AuditProgress }
  /** The audit's deadline was extended by its waits in line (ms in all): the pool's watchdog extends with it. */
  | { type: 'queued'; id: number; queuedMs: number }
  // The report as JSON text: V8's serializer (the channel's 'advanced' mode) took ~0.5 ms a report each way, JSON ~0.2 ms.
  | { type: 'done'; id: number; reportJson: string }
  | { type: 'task-done'; id: number; resultJson: string }
  | { type: 'failed'; id: number; error: SerializedError }
  | { type: 'call'; id: number; call: number; method: string; args: unknown[] };

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
