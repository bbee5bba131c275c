// An agent run as a task of an audit process (lib/server/audit-process.ts): everything that reads the site (robots.txt,
// pages, their conversion to each profile's view, the journey's answer pattern over what was read, the evidence check)
// runs there, under the audit processes' memory, CPU and time budgets, never on the web process's event loop (issue 44
// point 2). The model-driven agent's model is called back in the pool's process (AGENT_MODEL_CALL): its key never
// reaches a process that reads hostile pages.
import { agentProfile, compileJourneyAnswer, isAgentProfileId, type JourneyAnswer, type JourneyProfileResult, type TaskContext } from '@/engine/index';
import { AGENT_MODEL_CALL } from '@/lib/pools/audit-tasks';
import { journeyRunFailure, journeyRunFound, type JourneyRunFailure } from './journey-run';
import type { ChatMessage, ChatModel, ToolDefinition } from './model-client';
import { runAgent } from './run-agent';
import type { AgentBudget, AgentFetcherSettings, AgentOutcome } from './types';


export interface AgentRunTaskInput {
  siteUrl: string;
  goal: string;
  budget: AgentBudget;
  fetcher: AgentFetcherSettings;
  start?: string;
  /** An agent profile id to browse as. */
  profile?: string;
  /** A journey's expected answer (compiled in the process: a pattern runs over the pages read there). */
  answer?: JourneyAnswer;
  /** The latest scan's result for the journey and profile, which explains a run that did not find the answer. */
  scanResult?: JourneyProfileResult | null;
  /** The model-driven agent's model name; null runs the built-in agent. */
  model: string | null;
}

export interface AgentRunTaskResult {
  outcome: AgentOutcome;
  /** A journey's run: whether it found the answer; null for a goal's run. */
  found: boolean | null;
  failure: JourneyRunFailure | null;
}

/** What the pool's side of `model.complete` answers: the model's message and the tokens it reported. */
export interface ModelCompletion {
  message: Extract<ChatMessage, { role: 'assistant' }>;
  tokens: number | null;
}

/** A model whose calls cross to the pool's process. */
function modelThroughPool(name: string, context: TaskContext): ChatModel {
  let tokens: number | null = null;
  return {
    model: name,
    get tokens() {
      return tokens;
    },
    async complete(messages: ChatMessage[], tools: ToolDefinition[], timeoutMs: number) {
      const completion = (await context.call(AGENT_MODEL_CALL, messages, tools, timeoutMs)) as ModelCompletion;
      tokens = completion.tokens;
      return completion.message;
    },
  };
}

export async function runAgentTask(raw: unknown, context: TaskContext): Promise<AgentRunTaskResult> {
  const input = raw as AgentRunTaskInput;
  const matcher = input.answer ? await compileJourneyAnswer(input.answer) : null;
  const profile = input.profile && isAgentProfileId(input.profile) ? agentProfile(input.profile) : null;
  const outcome = await runAgent({
    siteUrl: input.siteUrl,
    goal: input.goal,
    model: input.model ? modelThroughPool(input.model, context) : null,
    budget: input.budget,
    fetcher: input.fetcher,
    signal: context.signal,
    ...(context.gate ? { gate: context.gate } : {}),
    ...(input.start ? { start: input.start } : {}),
    ...(profile ? { profile } : {}),
    ...(matcher ? { expect: matcher } : {}),
  });
  const found = matcher ? journeyRunFound(outcome, matcher) : null;
  const failure = input.answer && found === false ? journeyRunFailure(outcome, input.scanResult ?? null) : null;
  return { outcome, found, failure };
}
