// A site's address through the API (issue 46 points 2 and 3), as both tiers' site-addresses tests use it: the one-page
// fixture they point sites at, and a scan started and read until it has settled, for the trace a failed one leaves.
import { expect } from 'vitest';
import { request } from '../http';

export const SITES = '/api/v1/me/sites';
export const ACME_PAGE = '<!doctype html><html lang="en"><head><title>Acme</title></head><body><main><h1>Acme</h1><p>Tools for the workshop.</p></main></body></html>';

/** Read when called: the server and key are the ones the test's beforeAll started and seeded. */
export function siteAddressCalls(target: () => { baseUrl: string; key: string }) {
  const api = (path: string, options: Parameters<typeof request>[2] = {}) => request(target().baseUrl, path, { key: target().key, ...options });

  async function settledScan(siteId: string): Promise<{ status: string; error?: string; scanId: string }> {
    const started = await api(`${SITES}/${siteId}/scan`, { method: 'POST' });
    expect(started.status, started.text).toBe(202);
    const deadline = Date.now() + 60_000;
    for (;;) {
      const poll = await api(`/api/v1/me/scans/${started.body.scanId}`);
      if (!['queued', 'running'].includes(poll.body.status)) return poll.body;
      if (Date.now() > deadline) throw new Error(`scan ${started.body.scanId} still ${poll.body.status}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  return { api, settledScan };
}
