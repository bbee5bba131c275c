// The tasks the service's audit processes run besides audits (lib/server/audit-process.ts registers them), by name:
// the names alone, so the web process that sends them never loads what runs them.
export const AUDIT_TASKS = {
  /** An agent run or a journey's run (lib/agents/agent-task.ts). */
  agentRun: 'agent-run',
  /** What an answer engine's answer says about a site (lib/answers/analysis-task.ts). */
  citationAnalysis: 'citation-analysis',
  /** A fleet upload's parse and normalisation (lib/fleets/upload-task.ts). */
  fleetUpload: 'fleet-upload',
} as const;

/** What an agent run's task calls back in the pool's process: its model's completion (the key stays there). */
export const AGENT_MODEL_CALL = 'model.complete';
