// One agent run from goal to verified outcome: robots.txt first (an agent that may not enter is blocked before any
// model call), then the chosen agent within its step and time budgets, then evidence verification.
import { createFetcher, processGate, USER_AGENT, type AgentProfile, type AnswerMatcher, type RequestGate } from '@/engine/index';
import { createAgentBrowser, type AgentBrowser } from './browser';
import { BUILTIN_AGENT_VERSION, runBuiltinAgent, type AgentConclusion } from './builtin-agent';
import { verifyEvidence } from './evidence';
import { MODEL_AGENT_VERSION, runModelAgent } from './model-agent';
import type { ChatModel } from './model-client';
import { Trail } from './trail';
import type { AgentBudget, AgentFetcherSettings, AgentOutcome } from './types';

export interface AgentRunInput {
  /** The site's start page; the agent stays on its host. */
  siteUrl: string;
  goal: string;
  /** null runs the built-in agent. */
  model: ChatModel | null;
  budget: AgentBudget;
  fetcher: AgentFetcherSettings;
  /** Where the agent starts (a path or URL on the site); the site's start page when absent. */
  start?: string;
  /** Browse as this agent profile (its headers, view and robots rule); the scanner's own agent when absent. */
  profile?: AgentProfile;
  /** A journey's expected answer: the built-in agent succeeds only with a quote that holds it. */
  expect?: AnswerMatcher;
  /** Ends the run's requests (its site was deleted, its worker is stopping). */
  signal?: AbortSignal;
  /** The scanner's politeness gate (the pool's, shared by every audit); default this process's (same numbers). */
  gate?: RequestGate;
}

export async function runAgent(input: AgentRunInput): Promise<AgentOutcome> {
  const fetcher = createFetcher({
    timeout: input.fetcher.timeoutMs,
    retries: 0,
    allowPrivateTargets: input.fetcher.allowPrivateTargets,
    userAgent: input.fetcher.userAgent ?? USER_AGENT,
    gate: input.gate ?? processGate(),
    ...(input.signal ? { signal: input.signal } : {}),
  });
  const trail = new Trail(input.budget);
  const startedAt = Date.now();
  const agentVersion = input.model ? MODEL_AGENT_VERSION : BUILTIN_AGENT_VERSION;
  const modelName = input.model?.model ?? null;
  try {
    const browser = createAgentBrowser(fetcher, input.siteUrl, input.profile ?? null);
    const start = new URL(input.start ?? '/', input.siteUrl).href;
    const entry = await trail.step('read_robots_txt', new URL('/robots.txt', input.siteUrl).href, () => browser.robotsVerdict(start), (verdict) =>
      verdict.allowed ? 'robots.txt lets the agent in.' : verdict.reason!,
    );
    if (!entry.allowed) {
      return { verdict: 'blocked', reasons: [entry.reason!], answer: null, evidence: [], steps: trail.steps, model: modelName, agentVersion, tokens: input.model?.tokens ?? null, durationMs: Date.now() - startedAt };
    }
    const conclusion = input.model
      ? await runModelAgent(browser, trail, input.model, input.goal, start)
      : await runBuiltinAgent(browser, trail, { goal: input.goal, start, ...(input.expect ? { expect: input.expect } : {}) });
    const settled = await settle(browser, conclusion);
    return { ...settled, steps: trail.steps, model: modelName, agentVersion, tokens: input.model?.tokens ?? null, durationMs: Date.now() - startedAt };
  } finally {
    await fetcher.close();
  }
}

/** Keeps only evidence found on its page; a success needs at least one verified quote; refusals make it blocked. */
async function settle(browser: AgentBrowser, conclusion: AgentConclusion): Promise<AgentConclusion> {
  const { accepted, rejections } = await verifyEvidence(browser, conclusion.evidence);
  const reasons = [...conclusion.reasons, ...rejections];
  let verdict = conclusion.verdict;
  if (verdict === 'succeeded' && accepted.length === 0) {
    verdict = 'partial';
    reasons.push('No evidence quote could be verified on the site, so the run counts as partial.');
  }
  if ((verdict === 'failed' || verdict === 'blocked') && browser.blocks.length > 0) {
    verdict = 'blocked';
    for (const block of browser.blocks) if (!reasons.includes(block)) reasons.push(block);
  } else if (verdict === 'blocked' && browser.blocks.length === 0) {
    verdict = 'failed';
    reasons.push('The agent reported a block, but no page refused it.');
  }
  return { verdict, reasons, answer: conclusion.answer, evidence: accepted };
}
