// Budgets that end runaway agent runs (environment, read when a run starts).
import { positiveIntegerEnv, privateTargetsAllowed } from '@/lib/settings/settings';
import { serviceUserAgent } from '@/lib/identity/scanner';
import type { AgentBudget, AgentFetcherSettings } from './types';

export function agentBudget(): AgentBudget {
  return {
    maxSteps: positiveIntegerEnv('AGENTGAUGE_AGENT_MAX_STEPS', 12),
    maxMs: positiveIntegerEnv('AGENTGAUGE_AGENT_TIME_SECONDS', 60) * 1000,
  };
}

/** The fetcher of an agent run; `userAgent` is the scanner's (lib/identity/scanner.ts), for its own requests. */
export function agentFetcherSettings(): AgentFetcherSettings {
  return { timeoutMs: positiveIntegerEnv('AGENTGAUGE_AGENT_FETCH_TIMEOUT_MS', 10_000), allowPrivateTargets: privateTargetsAllowed(), userAgent: serviceUserAgent() };
}
