// The entry of the service's audit processes, bundled to dist/audit-thread.mjs (`npm run build:cli`): the engine's
// audits, and the service's other work that reads what sites serve (issue 44 point 2: agent runs and journey runs,
// the analysis of answer engines' answers, fleet uploads' parse), so none of it runs on the web process's event loop or heap. Each task's
// code loads on its first use: a process that only audits never loads it.
import { serveAuditProcess } from '@/engine/index';
import { AUDIT_TASKS } from '@/lib/pools/audit-tasks';

serveAuditProcess({
  [AUDIT_TASKS.agentRun]: async (input, context) => (await import('@/lib/agents/agent-task')).runAgentTask(input, context),
  [AUDIT_TASKS.citationAnalysis]: async (input) => (await import('@/lib/answers/analysis-task')).runCitationAnalysis(input),
  [AUDIT_TASKS.fleetUpload]: async (input) => (await import('@/lib/fleets/upload-task')).runFleetUploadTask(input),
});
