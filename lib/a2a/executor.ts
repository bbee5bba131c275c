// The agent behind our A2A endpoint: reads which skill a message asks for and calls the same services as the public
// REST API and the MCP tools (runPublicScan, getPublicReport, the check catalog), so rate limits, SSRF rules, audit
// capacity and stored reports are theirs. A message that names no website gets a direct reply asking for one
// (A2A 1.0 §3.7 clarification); everything else becomes a task: working at once, then completed with one artifact,
// or rejected (the request was refused: target-refused, rate-limited, …) or failed (it ran and could not finish:
// target-unreachable, service-unavailable) with the REST API's error body in its status message.
import { randomUUID } from 'node:crypto';
import { Role, TaskState, type Artifact, type Message, type Part } from '@a2a-js/sdk';
import { AgentEvent, type AgentExecutor, type ExecutionEventBus, type RequestContext } from '@a2a-js/sdk/server';
import { TaskNotCancelableError } from '@a2a-js/sdk/errors';
import { CHECK_CATALOG } from '@/engine/index';
import { parseInput } from '@/lib/net/validate';
import { ReportParams } from '@/lib/schemas/public';
import { errorBodyOf } from '@/lib/http/error-body';
import { getPublicReport } from '@/lib/services/get-public-report';
import { runPublicScan } from '@/lib/services/run-public-scan';
import { catalogParts, errorParts, reportParts, textPart } from './answers';
import { CLARIFICATION, skillRequestOf, type SkillRequest } from './skills';

/** What the HTTP layer knows about the caller, carried in the call context's state. */
export const CALLER_STATE_KEY = 'agentgauge.caller';
export interface A2aCaller {
  clientIp: string;
  origin: string;
}

interface SkillAnswer {
  name: string;
  parts: Part[];
}

/** The host a report is asked for: a URL's host, or the target itself, parsed as the REST path parameter is (the
 *  same key the public scan stores reports under, the same invalid-host error). */
function reportHostOf(target: string): string {
  const host = /^https?:\/\//i.test(target) && URL.canParse(target) ? new URL(target).host : target;
  return parseInput(ReportParams, { host }, 'path').host;
}

async function runSkill(request: SkillRequest, caller: A2aCaller): Promise<SkillAnswer> {
  switch (request.skill) {
    case 'audit-site': {
      const report = await runPublicScan(request.target, caller.clientIp);
      return { name: `Agent readiness report of ${report.host}`, parts: reportParts(report, caller.origin) };
    }
    case 'get-report': {
      const report = await getPublicReport(reportHostOf(request.target));
      return { name: `Agent readiness report of ${report.host}`, parts: reportParts(report, caller.origin) };
    }
    case 'list-checks':
      return { name: 'Check catalog', parts: catalogParts({ checks: [...CHECK_CATALOG] }) };
  }
}

function agentMessage(parts: Part[], contextId: string, taskId = ''): Message {
  return { messageId: randomUUID(), contextId, taskId, role: Role.ROLE_AGENT, parts, metadata: {}, extensions: [], referenceTaskIds: [] };
}

function callerOf(context: RequestContext): A2aCaller {
  return context.context.state.get(CALLER_STATE_KEY) as A2aCaller;
}

export const agentGaugeExecutor: AgentExecutor = {
  async execute(context: RequestContext, bus: ExecutionEventBus): Promise<void> {
    const { taskId, contextId, userMessage } = context;
    const texts = userMessage.parts.flatMap((part) => (part.content?.$case === 'text' ? [part.content.value] : []));
    const data = userMessage.parts.flatMap((part) => (part.content?.$case === 'data' ? [part.content.value] : []));
    const request = skillRequestOf(texts, data);
    if (!request) {
      bus.publish(AgentEvent.message(agentMessage([textPart(CLARIFICATION)], contextId)));
      bus.finished();
      return;
    }
    const status = (state: TaskState, message?: Message) => ({ state, message, timestamp: new Date().toISOString() });
    bus.publish(
      AgentEvent.task({ id: taskId, contextId, status: status(TaskState.TASK_STATE_WORKING), artifacts: [], history: [userMessage], metadata: { skill: request.skill } }),
    );
    try {
      const answer = await runSkill(request, callerOf(context));
      const artifact: Artifact = { artifactId: randomUUID(), name: answer.name, description: '', parts: answer.parts, metadata: {}, extensions: [] };
      bus.publish(AgentEvent.artifactUpdate({ taskId, contextId, artifact, append: false, lastChunk: true, metadata: {} }));
      bus.publish(AgentEvent.statusUpdate({ taskId, contextId, status: status(TaskState.TASK_STATE_COMPLETED), metadata: {} }));
    } catch (error) {
      const { status: httpStatus, ...body } = errorBodyOf(error);
      const ran = body.error === 'target-unreachable' || httpStatus >= 500;
      const state = ran ? TaskState.TASK_STATE_FAILED : TaskState.TASK_STATE_REJECTED;
      bus.publish(AgentEvent.statusUpdate({ taskId, contextId, status: status(state, agentMessage(errorParts(body), contextId, taskId)), metadata: {} }));
    }
    bus.finished();
  },

  // A measurement runs to its end once started (its rate-limit units are spent); there is nothing to stop.
  async cancelTask(taskId: string): Promise<void> {
    throw new TaskNotCancelableError(`Task ${taskId} cannot be canceled: a measurement runs to its end once started.`);
  },
};
