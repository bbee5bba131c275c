// What a page says when the service refuses a request: the service's sentence, and for a limit (429) or an outage
// (503) when to try again, from the Retry-After the service computed ("Try again in 14 min.").
import { ApiError } from '@/lib/http/errors';

export function refusalMessage(error: Error): string {
  if (!(error instanceof ApiError) || error.retryAfter === undefined) return error.message;
  return `${error.message} Try again in ${waitWording(error.retryAfter)}.`;
}

/** Seconds as a person reads a wait: "40 s", "14 min" (rounded up: never too early), "2 h 5 min". */
export function waitWording(seconds: number): string {
  if (seconds < 60) return `${Math.max(1, Math.ceil(seconds))} s`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
}
