// A site's verification records once a finished scan has measured them. The worker settles the scan row first and
// measures the open records after it (lib/services/on-scan-succeeded.ts), so a client that polled the scan to `succeeded`
// can still read them `pending` for a moment (docs/api.md, Webhooks).
import { setTimeout as sleep } from 'node:timers/promises';
import { request, type HttpAnswer } from './http';

/** GET /api/v1/me/sites/{siteId}/verifications, again until no record reads pending. */
export async function measuredVerifications(baseUrl: string, siteId: string, key: string, timeoutMs = 30_000): Promise<HttpAnswer> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await request(baseUrl, `/api/v1/me/sites/${siteId}/verifications`, { key });
    const pending = answer.status === 200 && answer.body.verifications.some((record: { status: string }) => record.status === 'pending');
    if (!pending) return answer;
    if (Date.now() > deadline) throw new Error(`verification records of site ${siteId} still pending after ${timeoutMs} ms: ${answer.text}`);
    await sleep(200);
  }
}
