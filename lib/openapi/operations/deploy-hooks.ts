// Deploy hooks (issue 54 point 3): a site's URL that a hosting platform calls when a deploy finishes, to queue a scan.
import { z } from 'zod';
import { IdParams } from '@/lib/schemas/common';
import { DeployHookCall, DeployHookParams, DeployHookView, SetDeployHookBody, SetDeployHookResult } from '@/lib/schemas/me/deploy-hooks';
import { BODY_HASH_RETENTION_SECONDS, DELIVERY_RETENTION_SECONDS } from '@/lib/deploy-hooks/delivery-keys';
import { defineOperation } from '../define-operation';

const HOW =
  'vercel: add a team webhook (Settings → Webhooks) with the hook\'s url for the deployment events of the site\'s project, then set the secret Vercel shows (x-vercel-signature, HMAC-SHA1 of the body). netlify: add a deploy notification (HTTP POST request, event "Deploy succeeded") with the url and, as its JWS secret token, the secret returned here (X-Webhook-Signature, HS256, sha256 of the body). generic: POST the url with "Authorization: Bearer <secret>".';

const REPLAY = `A replayed call is one call: each delivery is handled once, named by Vercel's event \`id\` (its delivery id), Netlify's deploy \`id\`, a generic caller's \`Idempotency-Key\` header (1 to 255 visible ASCII characters; send the deploy's id or commit SHA), or else the body's SHA-256. While a delivery is remembered (${DELIVERY_RETENTION_SECONDS / 86_400} days; a generic call without an Idempotency-Key ${BODY_HASH_RETENTION_SECONDS / 3600} hour), a call of the same delivery answers 202 with the first call's answer and \`replayed\` true, queues nothing and spends nothing. A Vercel or Netlify event signed more than ${DELIVERY_RETENTION_SECONDS / 86_400} days ago (Vercel's createdAt, Netlify's updated_at) cannot be told from a replay and is acknowledged with queued false. A refused call (403, 409, 429) is not remembered, so the platform's retry is judged afresh; a second call while the first of its delivery is still being handled waits for its answer, or after 10 s is 409 \`deploy-call-in-progress\`. A generic secret proves only that the caller holds it: whoever does can call the hook with new bodies, within the plan's quotas.`;

export const setDeployHook = defineOperation({
  operationId: 'setDeployHook',
  method: 'POST',
  path: '/api/v1/me/sites/{id}/deploy-hook',
  tag: 'Sites',
  summary: 'Set up the site\'s deploy hook',
  description: `One hook per site: setting it again changes its provider or secret and keeps its url. The url names the hook, never a secret; each call is checked by its provider's signature. ${HOW} netlify and generic hooks get a new secret each time, returned only here. Owners and admins of a paid plan.`,
  auth: 'api-key',
  action: 'deploy-hook:manage',
  params: IdParams,
  body: SetDeployHookBody,
  response: { status: 200, description: 'The hook, with the secret to give the platform (shown once).', schema: SetDeployHookResult },
  errors: [400, 404],
});

export const getDeployHook = defineOperation({
  operationId: 'getDeployHook',
  method: 'GET',
  path: '/api/v1/me/sites/{id}/deploy-hook',
  tag: 'Sites',
  summary: 'The site\'s deploy hook',
  description:
    'Its provider, url, whether calls can be verified, and three of its verified calls kept apart, each with its time: the last call whatever it did (`lastCalledAt`, `lastOutcome`), the last one that queued a scan (`lastQueued`, with the scan), and the last one refused (`lastRefused`: the plan, a quota, a scan already running, or a replay). A refused or replayed call never replaces the record of the call that queued a scan. Never the secret. 404 when the site has none.',
  auth: 'api-key',
  action: 'organization:read',
  params: IdParams,
  response: { status: 200, description: 'The hook.', schema: DeployHookView },
  errors: [400, 404],
});

export const deleteDeployHook = defineOperation({
  operationId: 'deleteDeployHook',
  method: 'DELETE',
  path: '/api/v1/me/sites/{id}/deploy-hook',
  tag: 'Sites',
  summary: 'Remove the site\'s deploy hook',
  description: 'Its url answers 404 from then on.',
  auth: 'api-key',
  action: 'deploy-hook:manage',
  params: IdParams,
  response: { status: 204, description: 'Removed.', schema: z.undefined() },
  errors: [400, 404],
});

export const callDeployHook = defineOperation({
  operationId: 'callDeployHook',
  method: 'POST',
  path: '/api/v1/hooks/deploy/{id}',
  tag: 'Sites',
  summary: 'A deploy finished: queue a scan (called by the hosting platform)',
  description: `Authenticated by the call's signature, not an API key: 401 \`invalid-signature\` unless it verifies. ${HOW} A finished production deploy (Vercel deployment.succeeded, .ready or .promoted with target production; Netlify state ready in context production; any generic call) queues a scan of the site as POST /api/v1/me/sites/{id}/scan does, under the same plan and quotas (403 without a paid plan, 429 with Retry-After at a quota; a refused call spends nothing); other events are acknowledged with queued false and why. A scan already queued measures the deploy and is named; one already running is 409. ${REPLAY} Body up to 256 KiB.`,
  auth: 'public',
  params: DeployHookParams,
  body: z.looseObject({}).meta({ id: 'DeployNotification', description: 'The platform\'s event as it sends it (Vercel\'s webhook event, Netlify\'s deploy), or nothing for a generic call.' }),
  bodyOptional: true,
  response: { status: 202, description: 'What the call did.', schema: DeployHookCall },
  errors: [400, 401, 403, 404, 409, 429],
});
