// Budgets that end runaway agent runs (environment, read when a run starts).
import { positiveIntegerEnv, privateTargetsAllowed } from '@/lib/server/settings';
import type { PrivateTargets } from '@/engine/index';
import type { AgentBudget } from './types';

export function agentBudget(): AgentBudget {
  return {
    maxSteps: positiveIntegerEnv('AGENTGAUGE_AGENT_MAX_STEPS', 12),
    maxMs: positiveIntegerEnv('AGENTGAUGE_AGENT_TIME_SECONDS', 60) * 1000,
  };
}

export function agentFetcherSettings(): { timeoutMs: number; allowPrivateTargets: PrivateTargets } {
  return { timeoutMs: positiveIntegerEnv('AGENTGAUGE_AGENT_FETCH_TIMEOUT_MS', 10_000), allowPrivateTargets: privateTargetsAllowed() };
}
