// What the HTTP front must know about a request that only the code answering it learns: whether a page failed
// because the database was out of reach. Next renders a page that throws with status 500 and its error boundary;
// instrumentation.ts notes the cause here, and the front (service-http.ts) turns that 500 into the 503 +
// Retry-After the API answers for the same outage.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { isDatabaseUnavailable } from '@/lib/db/errors';
import { DATABASE_UNAVAILABLE_DIGEST } from '@/lib/errors/explanation';

export interface RequestOutcome {
  databaseUnavailable: boolean;
}

/** Seconds a client should wait before retrying while the database is away (the API's translateError uses it too). */
export const DATABASE_RETRY_AFTER_SECONDS = 30;

// On globalThis: Next's bundle (instrumentation.ts) and the tsx-run front load this module separately.
const STATE = Symbol.for('agentgauge.request-outcome');
const globalState = globalThis as typeof globalThis & { [STATE]?: AsyncLocalStorage<RequestOutcome> };
const store = (globalState[STATE] ??= new AsyncLocalStorage<RequestOutcome>());

/** Runs the answering of one request with an outcome record the front reads when the response starts. */
export function withRequestOutcome<T>(outcome: RequestOutcome, work: () => T): T {
  return store.run(outcome, work);
}

/**
 * Records an error that ended the current request's rendering (only a database outage matters to the front), and
 * names the outage in its digest: Next keeps a digest an error already has and hands it to the error boundary, which
 * can then say the database is away (lib/errors/explanation.ts) instead of guessing for every error. Next calls
 * onRequestError before it returns the digest it sends.
 */
export function noteRequestError(error: unknown): void {
  if (!isDatabaseUnavailable(error)) return;
  if (error instanceof Error) (error as Error & { digest?: string }).digest = DATABASE_UNAVAILABLE_DIGEST;
  const outcome = store.getStore();
  if (outcome) outcome.databaseUnavailable = true;
}

/**
 * Makes a response to a request that met a database outage start as 503 with Retry-After and no-store: a page that
 * rendered its "temporarily unavailable" state (200, lib/web/database-outage.ts) or failed (500, its error boundary).
 * Node starts every response through writeHead, explicit or implicit, so this sees whatever Next sends.
 */
export function answerOutagesAs503(response: ServerResponse, outcome: RequestOutcome): void {
  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    if ((statusCode !== 200 && statusCode !== 500) || !outcome.databaseUnavailable) return writeHead.call(this, statusCode, ...(rest as []));
    this.setHeader('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    this.setHeader('cache-control', 'no-store');
    // A reason phrase given for the 200 or 500 would be wrong for the 503; headers passed along still apply.
    const headers = rest.find((argument) => typeof argument === 'object' && argument !== null);
    return headers ? writeHead.call(this, 503, headers as OutgoingHttpHeaders) : writeHead.call(this, 503);
  } as ServerResponse['writeHead'];
}
