// Pages read the database while they render; when it is out of reach they render a readable "temporarily
// unavailable" page instead of throwing (a thrown error reaches the visitor only as a client-rendered error boundary,
// nothing without JavaScript), and note the outage, so the HTTP front answers it with 503 + Retry-After.
import { isDatabaseUnavailable } from '@/lib/db';
import { noteRequestError } from '@/lib/observability/request-outcome';

export const DATABASE_UNAVAILABLE = Symbol('database unavailable');

/** The read's result, or DATABASE_UNAVAILABLE when the database could not be reached (other errors are thrown). */
export async function unlessDatabaseDown<T>(read: () => Promise<T>): Promise<T | typeof DATABASE_UNAVAILABLE> {
  try {
    return await read();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    noteRequestError(error);
    return DATABASE_UNAVAILABLE;
  }
}
