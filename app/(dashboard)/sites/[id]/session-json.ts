// The dashboard's JSON reads for React Query polling (scan-status, work-status): authenticated by the session cookie
// like the pages, never stored, and answered as the API answers errors (a database outage is a 503 with Retry-After).
// Outside /api on purpose: not part of the public API, so they have no OpenAPI operation.
import { getSessionUser } from '@/lib/auth/session';
import { ApiError } from '@/lib/errors/api-errors';
import { errorResponse, jsonResponse, NO_STORE } from '@/lib/http/respond';
import { translateError } from '@/lib/http/translate-error';

const NO_STORE_HEADERS = { 'cache-control': NO_STORE };

/** Runs a read for the signed-in member's active organization and answers its result as JSON. */
export async function sessionJson(what: string, read: (organizationId: string) => Promise<unknown>): Promise<Response> {
  try {
    const user = await getSessionUser();
    if (!user?.active) throw new ApiError('unauthorized', `Sign in to read ${what}.`);
    return jsonResponse(await read(user.active.organizationId), { headers: NO_STORE_HEADERS });
  } catch (error) {
    return errorResponse(translateError(error), NO_STORE_HEADERS);
  }
}
