// What a service's failure says to a protocol that cannot see our HTTP status or headers (MCP tool results, A2A
// tasks): the REST API's own `error` code and message from translateError, plus Retry-After's seconds.
import type { ApiErrorCode } from '@/lib/errors/api-errors';
import { translateError } from './translate-error';

export interface ErrorBody {
  error: ApiErrorCode;
  message: string;
  retryAfter?: number;
}

export function errorBodyOf(thrown: unknown): ErrorBody & { status: number } {
  const error = translateError(thrown);
  const body: ErrorBody & { status: number } = { error: error.code, message: error.message, status: error.status };
  if (error.retryAfter !== undefined) body.retryAfter = Math.max(1, Math.ceil(error.retryAfter));
  return body;
}
