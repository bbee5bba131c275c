// The index tests' calls: a fleet uploaded and run through the API, and public reads of the index, each from its own
// loopback address (the server counts index reads per caller address), so a walk of every public answer never meets
// the per-caller limit a test sets low on purpose.
import { expect } from 'vitest';
import { CURRENT_TTL_MS } from '../../../lib/editions/editions';
import { request, type HttpAnswer } from '../http';

let caller = 0;

/** A public GET from a fresh loopback address (127.0.x.y): one caller per request. */
export function publicGet(baseUrl: string, path: string, headers: Record<string, string> = {}): Promise<HttpAnswer> {
  caller += 1;
  return request(baseUrl, path, { headers, localAddress: `127.0.${1 + Math.floor(caller / 250)}.${1 + (caller % 250)}` });
}

/** Uploads the targets as a fleet, starts a run (no render sample) and waits until it ends; returns its ids. */
export async function runFleet(baseUrl: string, key: string, targets: string[], timeoutMs: number): Promise<{ fleetId: string; runId: string }> {
  const fleet = await request(baseUrl, '/api/v1/me/fleets', { key, json: { name: 'The generated web', targets } });
  expect(fleet.status).toBe(201);
  const fleetId = fleet.body.id as string;
  const started = await request(baseUrl, `/api/v1/me/fleets/${fleetId}/runs`, { key, json: { renderSample: 0 } });
  expect(started.status).toBe(202);
  const runId = started.body.runId as string;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const run = await request(baseUrl, `/api/v1/me/fleets/${fleetId}/runs/${runId}`, { key });
    expect(run.status).toBe(200);
    if (!['queued', 'running'].includes(run.body.status)) {
      expect(run.body.status).toBe('succeeded');
      return { fleetId, runId };
    }
    if (Date.now() > deadline) throw new Error(`run ${runId} still ${run.body.status} (${run.body.done}/${run.body.total})`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Polls a scan of the organization until it settles. */
export async function waitForScan(baseUrl: string, key: string, scanId: string, timeoutMs: number): Promise<any> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const scan = await request(baseUrl, `/api/v1/me/scans/${scanId}`, { key });
    expect(scan.status).toBe(200);
    if (scan.body.status === 'succeeded' || scan.body.status === 'failed') return scan.body;
    if (Date.now() > deadline) throw new Error(`scan ${scanId} still ${scan.body.status}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** The percentile rule stated in docs/api.md, computed here from the scores themselves: the share scoring lower. */
export function expectedPercentile(score: number, scores: number[]): number {
  return Math.floor((100 * scores.filter((other) => other < score).length) / scores.length);
}

export function expectedRank(score: number, scores: number[]): number {
  return 1 + scores.filter((other) => other > score).length;
}

/**
 * Waits until GET /api/v1/index answers edition `number`: an edition published by another process (the CLI) is
 * current in the service within CURRENT_TTL_MS, as docs/operations.md says; past that (and a margin) it fails.
 */
export async function currentEditionBecomes(baseUrl: string, number: number): Promise<any> {
  const deadline = Date.now() + CURRENT_TTL_MS + 2_000;
  for (;;) {
    const answer = await publicGet(baseUrl, '/api/v1/index');
    if (answer.status === 200 && answer.body.edition === number) return answer.body;
    if (Date.now() > deadline) throw new Error(`edition ${number} not current after ${CURRENT_TTL_MS + 2_000} ms: ${answer.status} ${answer.text.slice(0, 200)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
