// Journeys of a site (issue 33): questions an agent would be asked and how to recognise their answers.
import { z } from 'zod';
import { IdParams, PaginationQuery } from '@/lib/schemas/common';
import { JOURNEY_LIMITS } from '@/engine/light';
import { CreateJourneyRequest, JourneyParams, JourneyRunBatches, JourneyRunsStarted, SiteJourney, SiteJourneys, StartJourneyRunsRequest, UpdateJourneyRequest } from '@/lib/schemas/me';
import { DEFAULT_RUN_PROFILE, JOURNEY_RUNS } from '@/lib/rate-limit/journey-run-limits';
import { describeWorkBatchCounting, describeWorkQuota } from '@/lib/rate-limit/policy';
import { JOURNEYS_PER_SITE } from '@/lib/auth/authorize';
import { defineOperation } from '../define-operation';

const ANSWER_RULES =
  '`answer` is one string, a list of strings (any one counts; compared case- and whitespace-insensitively), or {"pattern": "<regular expression>"}: ECMAScript syntax, matched case-insensitively on RE2, whose run time is linear in the text. A pattern RE2 cannot run (a backreference such as `(a+)+\\1`, a lookahead or lookbehind), that is not a valid regular expression, or whose compiled program is over ' +
  `${JOURNEY_LIMITS.patternProgram.toLocaleString('en')} instructions is refused with 400 ` +
  '`invalid-body`, whose message says why. `start` is a path on the site ("/pricing") that stays on the site once parsed against its URL (a backslash, an encoded `%5c` or `%2f`, a control character, `//host` or a scheme: 400 `invalid-body`); without it the agent starts at the site\'s start page.';

export const listSiteJourneys = defineOperation({
  operationId: 'listSiteJourneys',
  method: 'GET',
  path: '/api/v1/me/sites/{id}/journeys',
  tag: 'Sites',
  summary: 'Journeys of a site',
  description: `The questions the owner cares about and how each answer is recognised, in the order they were added. Paged: limit 1–50 (default 20), offset 0–10000. While the site has no journeys, \`suggestions\` holds up to five proposed from what its last finished scan read (pricing, contact, documentation, an API's authentication, opening hours), each with a candidate answer quoted from the page it came from; nothing runs until one is saved with POST.`,
  auth: 'api-key',
  action: 'organization:read',
  params: IdParams,
  query: PaginationQuery,
  response: { status: 200, description: 'A page of journeys, with suggestions while there are none.', schema: SiteJourneys },
  errors: [400, 404],
});

export const createSiteJourney = defineOperation({
  operationId: 'createSiteJourney',
  method: 'POST',
  path: '/api/v1/me/sites/{id}/journeys',
  tag: 'Sites',
  summary: 'Add a journey to a site',
  description: `Saves a question and how to recognise its answer. ${ANSWER_RULES} Names are unique on a site (409 \`journey-exists\`); a site holds at most ${JOURNEYS_PER_SITE} journeys on every plan (409 \`journey-limit\`). Needs the write scope.`,
  auth: 'api-key',
  action: 'journey:manage',
  params: IdParams,
  body: CreateJourneyRequest,
  response: { status: 201, description: 'The saved journey.', schema: SiteJourney },
  errors: [400, 404, 409, 413],
});

export const updateSiteJourney = defineOperation({
  operationId: 'updateSiteJourney',
  method: 'PATCH',
  path: '/api/v1/me/sites/{id}/journeys/{journeyId}',
  tag: 'Sites',
  summary: 'Change a journey',
  description: `Changes the fields sent; the others stay as they are (\`start\`: null starts at the site's start page). ${ANSWER_RULES} Needs the write scope.`,
  auth: 'api-key',
  action: 'journey:manage',
  params: JourneyParams,
  body: UpdateJourneyRequest,
  response: { status: 200, description: 'The journey after the change.', schema: SiteJourney },
  errors: [400, 404, 409, 413],
});

export const deleteSiteJourney = defineOperation({
  operationId: 'deleteSiteJourney',
  method: 'DELETE',
  path: '/api/v1/me/sites/{id}/journeys/{journeyId}',
  tag: 'Sites',
  summary: 'Remove a journey',
  description: 'Removes the journey. Needs the write scope.',
  auth: 'api-key',
  action: 'journey:manage',
  params: JourneyParams,
  response: { status: 204, description: 'Removed.', schema: z.undefined() },
  errors: [400, 404],
});

export const startJourneyRuns = defineOperation({
  operationId: 'startJourneyRuns',
  method: 'POST',
  path: '/api/v1/me/sites/{id}/journeys/{journeyId}/runs',
  tag: 'Sites',
  summary: 'Run a journey as agent runs, k times (pass^k)',
  description: [
    `Body {agent?: "builtin" | "model", runs?: 1–${JOURNEY_RUNS.max}, profile?: an agent profile id}. Queues k agent runs of the journey's question as one batch (k: default ${JOURNEY_RUNS.default} with the model, 1 with the built-in agent, which is deterministic).`,
    `Each run starts at the journey's start and browses as the profile (default ${DEFAULT_RUN_PROFILE}): its headers, its view of each page after conversion and truncation, the links in that view, robots.txt where the profile obeys it; the built-in agent reads llms.txt and a sitemap only where the site points to them, and succeeds only with a quote holding the journey's answer.`,
    'A run found the answer when its verdict is succeeded (a quote verified on its page) and its answer or a verified quote holds the journey\'s answer. Each run is also an agent run (GET .../agent-runs, its replay at /replay/{runId}); a run that did not find it names the step where it failed and the finding that explains it.',
    `model uses AGENT_MODEL_BASE_URL, AGENT_MODEL_API_KEY and AGENT_MODEL (503 \`agent-model-unavailable\` when they are missing) and takes k units of the model budget (429 \`model-budget-exhausted\`). ${describeWorkQuota('agentRuns')} ${describeWorkBatchCounting()}`,
    'Returns 202 with batchId and the run ids; read the batch with GET .../journeys/{journeyId}/runs.',
  ].join(' '),
  auth: 'api-key',
  action: 'agent-run:start',
  params: JourneyParams,
  body: StartJourneyRunsRequest,
  response: { status: 202, description: 'The runs are queued.', schema: JourneyRunsStarted },
  errors: [400, 404, 413, 429, 503],
});

export const listJourneyRuns = defineOperation({
  operationId: 'listJourneyRuns',
  method: 'GET',
  path: '/api/v1/me/sites/{id}/journeys/{journeyId}/runs',
  tag: 'Sites',
  summary: "A journey's agent-run batches with pass^k",
  description:
    'Batches newest first (paged by batch: limit 1–50, default 20; offset 0–10000). Each batch: k, passes, passK (pass^k: true when all k runs found the answer, null until every run settled), tokens, steps and time summed over its runs, and each run with found, tokens, steps, time, its replay URL and, where it did not find the answer, failure {step, action, url, code, reason}: the step where it failed and the finding that explains it (the latest scan\'s journey result for the same profile, where that scan did not find it either). A stored read: never starts a run or calls a model.',
  auth: 'api-key',
  action: 'organization:read',
  params: JourneyParams,
  query: PaginationQuery,
  response: { status: 200, description: 'A page of batches.', schema: JourneyRunBatches },
  errors: [400, 404],
});
