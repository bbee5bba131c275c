// docs/operations.md "Scale-out", step 4 of the recipe: a restarted process gets traffic again once /readyz answers 200.
import { setTimeout as sleep } from 'node:timers/promises';
import { request } from './http';

export async function waitForReady(baseUrl: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await request(baseUrl, '/readyz').catch((error: Error) => ({ status: 0, text: error.message }));
    if (answer.status === 200) return;
    if (Date.now() > deadline) throw new Error(`${baseUrl}/readyz still answers ${answer.status} ${answer.text}`);
    await sleep(100);
  }
}
