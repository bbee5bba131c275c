// A request of an audit sent ahead of it, and its answer: a census reads every target's robots.txt ahead of its
// batch (lib/fleets/look-ahead.ts), to find its slow and rate-limited hosts before the batches reach them, and the
// audit then reads that answer instead of asking again (its requests are the same in number; RFC 9309 §2.4 lets a
// crawler use a robots.txt it fetched earlier, up to 24 hours). The stored form is plain JSON (the body in base64,
// its text decoded again from it as the fetcher decodes it), so that a database row or a process message carries it.
import { decodeText } from '../fetch/decode.js';
import type { FetchFailure, FetchRequest, FetchResult, FetchedResponse } from '../fetch/types.js';

export type StoredFetchResult =
  | { ok: true; response: Omit<FetchedResponse, 'body' | 'text'> & { bodyBase64: string } }
  | { ok: false; error: FetchFailure };

export interface AnsweredAhead {
  request: FetchRequest;
  result: StoredFetchResult;
}

export function storeFetchResult(result: FetchResult): StoredFetchResult {
  if (!result.ok) return { ok: false, error: result.error };
  const { body, text: _decoded, ...response } = result.response;
  return { ok: true, response: { ...response, bodyBase64: body.toString('base64') } };
}

export function restoreFetchResult(stored: StoredFetchResult): FetchResult {
  if (!stored.ok) return { ok: false, error: stored.error };
  const { bodyBase64, ...response } = stored.response;
  const body = Buffer.from(bodyBase64, 'base64');
  return { ok: true, response: { ...response, body, text: decodeText(body, response.headers['content-type']) } };
}
