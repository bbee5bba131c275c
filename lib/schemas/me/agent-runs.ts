// Private agent runs and their trigger, publishing.
import { z } from 'zod';
import { NextOffset, NextStep, PaginationQuery, Uuid } from '../common';

export const AgentRunsQuery = PaginationQuery.extend({ run_id: Uuid.optional() });

export const AgentRun = z
  .object({
    id: z.string(),
    taskId: z.string(),
    batchId: z.string(),
    status: z.string().meta({ description: 'queued, running, then finished (with a verdict) or failed (error says why).' }),
    verdict: z.string().nullable(),
    reasons: z.array(z.string()),
    goal: z.string().nullable(),
    stepCount: z.number(),
    answer: z.string().nullable(),
    evidence: z.array(z.object({ url: z.string(), quote: z.string() })),
    model: z.string().nullable(),
    agentVersion: z.string().nullable(),
    createdAt: z.string(),
    publishedAt: z.string().nullable().meta({ description: 'null for unpublished runs.' }),
    error: z.string().nullable(),
    replayUrl: z.string(),
  })
  .meta({ id: 'AgentRun' });

export const AgentRuns = z
  .object({ siteId: z.string(), host: z.string(), runs: z.array(AgentRun), nextOffset: NextOffset, nextStep: NextStep })
  .meta({ id: 'AgentRuns' });

export const AGENT_KIND_VALUES = ['builtin', 'model'] as const;

export const StartAgentRunRequest = z
  .strictObject({
    goal: z
      .string({ error: 'must be a string.' })
      .trim()
      .min(3, { error: 'must be at least 3 characters.' })
      .max(500, { error: 'must be at most 500 characters.' })
      .meta({ description: 'What the agent should do or find on the site, in plain words.' }),
    agent: z
      .enum(AGENT_KIND_VALUES, { error: 'must be "builtin" or "model".' })
      .optional()
      .meta({ description: 'builtin needs no model; model uses the configured agent model. Default: model when configured, else builtin.' }),
  })
  .meta({ id: 'StartAgentRunRequest' });

export const AgentRunStarted = z
  .object({
    runId: Uuid,
    taskId: Uuid,
    siteId: Uuid,
    status: z.literal('queued'),
    agent: z.enum(AGENT_KIND_VALUES),
    pollUrl: z.string().meta({ description: 'Path to read the run: /api/v1/me/sites/{id}/agent-runs?run_id={runId}.' }),
    replayUrl: z.string(),
  })
  .meta({ id: 'AgentRunStarted' });

/** Publishing a run whose agent did not succeed needs the owner's explicit yes: a failed replay speaks for the site. */
export const PublishAgentRunQuery = z.strictObject({
  confirm: z
    .enum(['true', 'false'])
    .optional()
    .meta({ description: 'Required as true to publish a run whose verdict is not succeeded (409 `run-not-succeeded` otherwise).' }),
});

export const AgentRunParams = z.strictObject({
  id: Uuid.meta({ description: 'Site id (UUID).' }),
  runId: Uuid.meta({ description: 'Agent run id (UUID).' }),
});
