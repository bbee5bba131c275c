// Traffic logs through the API as the traffic tests send them (issue 55): raw bytes (gzip, binary, invalid UTF-8),
// which the JSON helper cannot carry, and a poll of a batch until the traffic queue has read it. Shared by the
// integration tier's traffic tests and the system tier's hostile bodies.
import { expect } from 'vitest';
import { request } from '../http';
import { writeTestRanges } from './planted-log';

/** The service's settings: the test ranges for verification, and plan caps low enough that a test passes them. */
export function trafficServiceEnv(): Record<string, string> {
  return {
    AGENTGAUGE_ALLOW_PRIVATE_TARGETS: '1',
    AGENTGAUGE_AGENT_IP_RANGES_DIR: writeTestRanges(),
    AGENTGAUGE_TRAFFIC_UPLOAD_MB_PRO: '4',
    AGENTGAUGE_TRAFFIC_INFLATED_MB_PRO: '8',
    AGENTGAUGE_QUEUE_POLL_SECONDS: '0.5',
  };
}

/** Read when called: the server and key are the ones the test's beforeAll started and seeded. */
export function trafficApi(target: () => { baseUrl: string; key: string }) {
  const api = (path: string, options: Parameters<typeof request>[2] = {}) => request(target().baseUrl, path, { key: target().key, ...options });
  /** POSTs raw bytes (fetch: the test helper sends strings only). */
  const send = async (path: string, body: Buffer, headers: Record<string, string> = {}, withKey: string | null = target().key) => {
    const response = await fetch(`${target().baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', ...(withKey ? { authorization: `Bearer ${withKey}` } : {}), ...headers },
      body: new Uint8Array(body),
    });
    return { status: response.status, body: await response.json() };
  };
  const batch = async (siteId: string, batchId: string) => {
    for (const deadline = Date.now() + 60_000; ; ) {
      const answer = await api(`/api/v1/me/sites/${siteId}/traffic/batches/${batchId}`);
      expect(answer.status).toBe(200);
      if (answer.body.status === 'done' || answer.body.status === 'failed') return answer.body;
      if (Date.now() > deadline) throw new Error(`batch ${batchId} still ${answer.body.status}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  return { api, send, batch };
}
