// Answers passes: read them, start one.
import { IdParams } from '@/lib/schemas/common';
import { Answers, AnswersPassStarted, AnswersQuery, StartAnswersPassRequest } from '@/lib/schemas/me';
import { describeWorkQuota } from '@/lib/rate-limit/policy';
import { defineOperation } from '../define-operation';

export const listSiteAnswers = defineOperation({
  operationId: 'listSiteAnswers',
  method: 'GET',
  path: '/api/v1/me/sites/{id}/answers',
  tag: 'Sites',
  summary: 'Stored Answers passes and the results of one pass',
  description:
    'limit and offset page the passes (newest first); pass_id selects the pass whose results are returned (default: the latest finished pass; 404 for an unknown pass). Each result stores the answer, the citations as the engine returned them, citedDomains, cited (the site\'s host or a subdomain is cited), mentioned (its name or host is in the answer), rank (1-based position of its first citation) and competitors (other cited domains with counts). A stored read: never starts a pass, calls a model or spends budget.',
  auth: 'api-key',
  action: 'organization:read',
  params: IdParams,
  query: AnswersQuery,
  response: { status: 200, description: 'Passes and the selected pass\'s results.', schema: Answers },
  errors: [400, 404],
});

export const startAnswersPass = defineOperation({
  operationId: 'startAnswersPass',
  method: 'POST',
  path: '/api/v1/me/sites/{id}/answers/passes',
  tag: 'Sites',
  summary: 'Queue an Answers pass: ask an answer engine questions about the site',
  description: [
    'Body {questions?: string[]} (1–20 questions of 3–500 characters); without questions, questions are suggested from the site\'s latest report (what the site is, what it offers, its documentation, the topics of its pages).',
    'Returns 202 with passId at once; the pass runs on the job queue (status queued → running → succeeded or failed) and is read with GET /api/v1/me/sites/{id}/answers?pass_id={passId}.',
    'Each question counts against the organization\'s model budget (AGENTGAUGE_MODEL_BUDGET_PER_DAY, default 200 a day): 429 `model-budget-exhausted` with Retry-After when the pass does not fit.',
    describeWorkQuota('answersPasses'),
    'The engine is configured by ANSWERS_ENGINE (openai: Responses API with web search; perplexity: chat completions with citations), ANSWERS_BASE_URL, ANSWERS_API_KEY and ANSWERS_MODEL; without them Answers is unavailable: 503 `answers-unavailable`, and nothing is stored or spent.',
  ].join(' '),
  auth: 'api-key',
  action: 'answers-pass:start',
  params: IdParams,
  body: StartAnswersPassRequest,
  response: { status: 202, description: 'The pass is queued.', schema: AnswersPassStarted },
  errors: [400, 404, 413, 429, 503],
});
