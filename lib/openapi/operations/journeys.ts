// Journeys of a site (issue 33): questions an agent would be asked and how to recognise their answers.
import { z } from 'zod';
import { IdParams, PaginationQuery } from '@/lib/schemas/common';
import { CreateJourneyRequest, JourneyParams, SiteJourney, SiteJourneys, UpdateJourneyRequest } from '@/lib/schemas/me';
import { JOURNEYS_PER_SITE } from '@/lib/auth/authorize';
import { defineOperation } from '../define-operation';

const ANSWER_RULES =
  '`answer` is one string, a list of strings (any one counts; compared case- and whitespace-insensitively), or {"pattern": "<regular expression>"}: ECMAScript syntax, matched case-insensitively on RE2, whose run time is linear in the text. A pattern RE2 cannot run (a backreference such as `(a+)+\\1`, a lookahead or lookbehind) or that is not a valid regular expression is refused with 400 `invalid-body`, whose message says why. `start` is a path on the site ("/pricing"); without it the agent starts at the site\'s start page.';

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
