// Calls of the fleets API for the tests: upload, start, wait, and every row of a run (paged).
import { expect } from 'vitest';
import { request, type HttpAnswer } from '../http';

export async function uploadFleet(baseUrl: string, key: string, body: string, options: { type?: string; name?: string } = {}): Promise<HttpAnswer> {
  const query = options.name ? `?name=${encodeURIComponent(options.name)}` : '';
  return request(baseUrl, `/api/v1/me/fleets${query}`, { method: 'POST', key, body, headers: { 'content-type': options.type ?? 'text/plain' } });
}

export async function startRun(baseUrl: string, key: string, fleetId: string, body?: unknown): Promise<HttpAnswer> {
  return request(baseUrl, `/api/v1/me/fleets/${fleetId}/runs`, { method: 'POST', key, ...(body === undefined ? {} : { json: body }) });
}

/** Polls the run (every 500 ms) until it ends; returns its last answer. */
export async function waitForRun(baseUrl: string, key: string, fleetId: string, runId: string, timeoutMs = 240_000, seen?: (run: any) => void): Promise<any> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await request(baseUrl, `/api/v1/me/fleets/${fleetId}/runs/${runId}`, { key });
    expect(answer.status).toBe(200);
    seen?.(answer.body);
    if (!['queued', 'running'].includes(answer.body.status)) return answer.body;
    if (Date.now() > deadline) throw new Error(`run ${runId} still ${answer.body.status} (${answer.body.done}/${answer.body.total})`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Every row of a run, through the paged list (50 a page). */
export async function allRows(baseUrl: string, key: string, fleetId: string, runId: string, filter = ''): Promise<any[]> {
  const rows: any[] = [];
  for (let offset: number | null = 0; offset !== null; ) {
    const answer = await request(baseUrl, `/api/v1/me/fleets/${fleetId}/runs/${runId}/targets?limit=50&offset=${offset}${filter}`, { key });
    expect(answer.status).toBe(200);
    rows.push(...answer.body.targets);
    offset = answer.body.nextOffset;
  }
  return rows;
}
