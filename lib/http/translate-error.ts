// Turns anything a handler throws into an ApiError: bad input is a 4xx, a database outage a 503, the rest a 500.
import { AuditError } from '@/engine/light';
import { isDatabaseUnavailable } from '@/lib/db';
import { logger } from '@/lib/observability/logger';
import { DATABASE_RETRY_AFTER_SECONDS } from '@/lib/observability/request-outcome';
import { ApiError } from '@/lib/errors/api-errors';

// An audit process that ran out of its budget is replaced at once; the retry should not wait long.
const AUDIT_INTERRUPTED_RETRY_AFTER_SECONDS = 5;

export function translateError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof AuditError) return translateAuditError(error);
  if (isDatabaseUnavailable(error)) {
    return new ApiError('service-unavailable', 'The database is temporarily unavailable; retry later.', {
      retryAfter: DATABASE_RETRY_AFTER_SECONDS,
    });
  }
  logger.error({ err: error }, 'Unhandled error in API route');
  return new ApiError('internal-error');
}

function translateAuditError(error: AuditError): ApiError {
  switch (error.code) {
    case 'invalid-options':
      return new ApiError('invalid-body', error.message);
    case 'invalid-url':
      return new ApiError('invalid-url', error.message);
    case 'target-refused':
      return new ApiError('target-refused', error.rule ? `${error.message} (rule: ${error.rule})` : error.message);
    case 'target-unreachable':
      return new ApiError('target-unreachable', error.message);
    case 'audit-interrupted':
      return new ApiError('service-unavailable', error.message, { retryAfter: AUDIT_INTERRUPTED_RETRY_AFTER_SECONDS });
    // Only bulk (fleet) audits end this way, and they are no API call's; mapped for completeness.
    case 'target-opted-out':
      return new ApiError('target-refused', error.message);
    case 'target-busy':
      return new ApiError('target-unreachable', error.message);
  }
}
