// The webhooks API as the webhook tests call it (the in-process service's and the worker processes' alike): endpoints
// made for a receiver, their deliveries, and a poll for a delivery's outcome, which the queue settles a moment after
// the receiver has it. Each endpoint's secret is kept, for the tests that look for secrets in the logs.
import { expect } from 'vitest';
import { request } from '../http';
import { logLines } from '../logs';
import type { WebhookReceiver } from '../webhook-receiver';

/** The first retry's delay: the gaps between attempts are measured against it. */
export const RETRY_BASE_SECONDS = 0.5;

/** The delivery settings both tiers share; each file sets how long a failing endpoint is tried and the sweep's pace. */
export function webhookServiceEnv(timing: { giveUpSeconds: number; sweepSeconds: number }): Record<string, string> {
  return {
    AGENTGAUGE_ALLOW_PRIVATE_TARGETS: '1',
    AGENTGAUGE_QUEUE_POLL_SECONDS: '0.5',
    AGENTGAUGE_SCAN_RETRIES: '0',
    AGENTGAUGE_WEBHOOK_RETRY_BASE_SECONDS: String(RETRY_BASE_SECONDS),
    AGENTGAUGE_WEBHOOK_GIVE_UP_SECONDS: String(timing.giveUpSeconds),
    AGENTGAUGE_WEBHOOK_TIMEOUT_SECONDS: '2',
    AGENTGAUGE_WEBHOOK_SWEEP_SECONDS: String(timing.sweepSeconds),
    AGENTGAUGE_PUBLIC_URL: 'https://gauge.example.test',
  };
}

/** Read when called: the server, key and receiver are the ones the test's beforeAll started. */
export interface WebhookTarget {
  baseUrl: string;
  key: string;
  receiver: WebhookReceiver;
}

export function webhookApi(target: () => WebhookTarget, secrets: string[]) {
  const api = (path: string, options: Parameters<typeof request>[2] = {}) => request(target().baseUrl, path, { key: target().key, ...options });

  async function createEndpoint(path: string, events: string[], withKey = target().key) {
    const created = await request(target().baseUrl, '/api/v1/me/webhooks', { key: withKey, json: { url: `${target().receiver.origin}${path}`, events } });
    expect(created.status).toBe(201);
    secrets.push(created.body.secret);
    return created.body as { id: string; secret: string };
  }

  async function deliveries(webhookId: string) {
    const answer = await api(`/api/v1/me/webhooks/${webhookId}/deliveries`);
    expect(answer.status).toBe(200);
    return answer.body.deliveries as Array<Record<string, any>>;
  }

  return { api, createEndpoint, deliveries };
}

/**
 * Every output is JSON lines only (logLines throws on any other line) and holds none of `secrets`, nor a signing
 * secret without its whsec_ prefix.
 */
export function expectNoSecretIn(outputs: string[], secrets: string[]): void {
  for (const output of outputs) {
    logLines(output);
    for (const secret of secrets) {
      expect(output).not.toContain(secret);
      expect(output).not.toContain(secret.replace(/^whsec_/, ''));
    }
  }
}
