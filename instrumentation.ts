// Next's server hooks. onRequestError sees every error a page, route handler or server action throws; a database
// outage is noted for the HTTP front, which answers it as 503 + Retry-After instead of Next's 500.
import { noteRequestError } from '@/lib/observability/request-outcome';

export function onRequestError(error: unknown): void {
  noteRequestError(error);
}
