// The shapes an agent run produces, whichever agent ran it.

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
export interface AgentBudget {
  maxSteps: number;
  maxMs: number;
}
