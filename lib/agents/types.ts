// The shapes an agent run produces, whichever agent ran it.
import type { PrivateTargets } from '@/engine/index';

export const AGENT_KINDS = ['builtin', 'model'] as const;
export type AgentKind = (typeof AGENT_KINDS)[number];

export type AgentVerdict = 'succeeded' | 'partial' | 'failed' | 'blocked';

export interface Evidence {
  url: string;
  quote: string;
}

/** One step of a run, as the replay shows it: what the agent did, where, what it saw (short), how long it took. */
export interface AgentStep {
  action: string;
  url: string | null;
  observation: string;
  durationMs: number;
}

export interface AgentOutcome {
  verdict: AgentVerdict;
  reasons: string[];
  answer: string | null;
  evidence: Evidence[];
  steps: AgentStep[];
  model: string | null;
  agentVersion: string;
  /** Model tokens the run spent (as the endpoint reported them); null for the built-in agent or an endpoint that reports none. */
  tokens: number | null;
  /** Wall time of the run, robots.txt to verified evidence. */
  durationMs: number;
}

/** Step and time budgets that end runaway runs. */
/** How an agent run fetches: its deadline per request, the private targets it may reach, and the User-Agent of the
 *  scanner's own requests (the service's, lib/identity/scanner.ts; the engine's when absent). A profile's requests send
 *  the profile's own. */
export interface AgentFetcherSettings {
  timeoutMs: number;
  allowPrivateTargets: PrivateTargets;
  userAgent?: string;
}

export interface AgentBudget {
  maxSteps: number;
  maxMs: number;
}
