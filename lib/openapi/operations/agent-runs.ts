// Private agent runs: read them, start one, publish or unpublish one.
import { IdParams } from '@/lib/schemas/common';
import { AgentRun, AgentRunParams, AgentRunStarted, AgentRuns, AgentRunsQuery, PublishAgentRunQuery, StartAgentRunRequest } from '@/lib/schemas/me';
import { describeWorkQuota } from '@/lib/rate-limit/policy';
import { defineOperation } from '../define-operation';

export const listSiteAgentRuns = defineOperation({
  operationId: 'listSiteAgentRuns',
  method: 'GET',
  path: '/api/v1/me/sites/{id}/agent-runs',
  tag: 'Sites',
  summary: 'Private agent runs of one site, unpublished ones included',
  description:
    'Every run of the site, published or not, newest first. With run_id only that run is returned and pagination parameters are ignored (404 for an unknown run). replayUrl is {base}/replay/{runId}, shown only once the run is published. A stored read: never starts a run or calls a model.',
  auth: 'api-key',
  action: 'organization:read',
  params: IdParams,
  query: AgentRunsQuery,
  response: { status: 200, description: 'A page of runs.', schema: AgentRuns },
  errors: [400, 404],
});

export const startAgentRun = defineOperation({
  operationId: 'startAgentRun',
  method: 'POST',
  path: '/api/v1/me/sites/{id}/agent-runs',
  tag: 'Sites',
  summary: 'Queue an agent run: give an agent a goal on the site',
  description: [
    'Body {goal: string, agent?: "builtin" | "model"}. The goal becomes one of the site\'s agent tasks (the same goal reuses its task).',
    'The agent browses only the site, through the SSRF-safe fetcher, obeying robots.txt; it ends after 12 steps or 60 s (AGENTGAUGE_AGENT_MAX_STEPS, AGENTGAUGE_AGENT_TIME_SECONDS).',
    'builtin needs no model (llms.txt, markdown twins, sitemap, keyword search); model is an OpenAI-compatible chat model with tool calling (AGENT_MODEL_BASE_URL, AGENT_MODEL_API_KEY, AGENT_MODEL; 503 `agent-model-unavailable` when they are missing) and takes one unit of the model budget (429 `model-budget-exhausted`).',
    describeWorkQuota('agentRuns'),
    'Default: model when configured, else builtin. Returns 202 with runId; read the run with GET .../agent-runs?run_id={runId}: status queued → running → finished (or failed), verdict succeeded, partial, failed or blocked (robots.txt, 401/403/429 or a bot challenge), the steps, and evidence quotes verified on their pages (quotes not found are dropped, with a reason).',
  ].join(' '),
  auth: 'api-key',
  action: 'agent-run:start',
  params: IdParams,
  body: StartAgentRunRequest,
  response: { status: 202, description: 'The run is queued.', schema: AgentRunStarted },
  errors: [400, 404, 413, 429, 503],
});

export const publishAgentRun = defineOperation({
  operationId: 'publishAgentRun',
  method: 'POST',
  path: '/api/v1/me/sites/{id}/agent-runs/{runId}/publish',
  tag: 'Sites',
  summary: 'Publish an agent run',
  description:
    'A published run appears in GET /api/v1/agent-tasks/{host} and at /replay/{runId}. Only a finished run can be published (409 `run-not-finished`); a run whose verdict is not succeeded is published only with confirm=true (409 `run-not-succeeded`). Publishing again keeps the first publishedAt.',
  auth: 'api-key',
  action: 'agent-run:publish',
  params: AgentRunParams,
  query: PublishAgentRunQuery,
  response: { status: 200, description: 'The run, now published.', schema: AgentRun },
  errors: [400, 404, 409],
});

export const unpublishAgentRun = defineOperation({
  operationId: 'unpublishAgentRun',
  method: 'POST',
  path: '/api/v1/me/sites/{id}/agent-runs/{runId}/unpublish',
  tag: 'Sites',
  summary: 'Unpublish an agent run',
  description: 'The run leaves GET /api/v1/agent-tasks/{host} and /replay/{runId}; it stays in the organization\'s runs.',
  auth: 'api-key',
  action: 'agent-run:publish',
  params: AgentRunParams,
  response: { status: 200, description: 'The run, no longer published.', schema: AgentRun },
  errors: [400, 404],
});
