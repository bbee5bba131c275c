// Delivery policy as data: every knob of webhook delivery, with the environment variable that changes it. Tests
// shrink the backoff base and the give-up window instead of waiting a day.

export interface WebhookSettings {
  /** Deadline of one attempt, connect to last byte (AGENTGAUGE_WEBHOOK_TIMEOUT_SECONDS, default 10). */
  timeoutSeconds: number;
  /** Wait after the first failed attempt; each further failure doubles it (AGENTGAUGE_WEBHOOK_RETRY_BASE_SECONDS, default 30). */
  retryBaseSeconds: number;
  /**
   * How long a delivery is retried, and how long an endpoint may fail without a success before it is disabled
   * (AGENTGAUGE_WEBHOOK_GIVE_UP_SECONDS, default 86400: a day).
   */
  giveUpSeconds: number;
  /** How often each worker looks for due deliveries whose wake-up job was lost (AGENTGAUGE_WEBHOOK_SWEEP_SECONDS, default 30). */
  sweepSeconds: number;
}

export function webhookSettings(): WebhookSettings {
  return {
    timeoutSeconds: positiveNumberEnv('AGENTGAUGE_WEBHOOK_TIMEOUT_SECONDS', 10),
    retryBaseSeconds: positiveNumberEnv('AGENTGAUGE_WEBHOOK_RETRY_BASE_SECONDS', 30),
    giveUpSeconds: positiveNumberEnv('AGENTGAUGE_WEBHOOK_GIVE_UP_SECONDS', 86_400),
    sweepSeconds: positiveNumberEnv('AGENTGAUGE_WEBHOOK_SWEEP_SECONDS', 30),
  };
}

/**
 * Milliseconds before the next attempt after `failedAttempts` failures: base × 2^(n−1), capped at a sixth of the
 * give-up window (4 hours for a day), so a day holds about 14 attempts and the last ones are spread over it.
 */
export function retryDelayMs(failedAttempts: number, settings: WebhookSettings): number {
  const exponential = settings.retryBaseSeconds * 2 ** Math.max(0, failedAttempts - 1);
  return Math.round(Math.min(exponential, Math.max(settings.retryBaseSeconds, settings.giveUpSeconds / 6)) * 1000);
}

function positiveNumberEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number of seconds (got "${raw}").`);
  return value;
}
