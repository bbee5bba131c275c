// The OpenAPI 3.1 `webhooks` section: one entry per event, describing the POST a receiver gets. Built from the same
// zod schemas the emitter fills (lib/schemas/me/webhooks.ts).
import { z } from 'zod';
import type { ZodOpenApiPathItemObject } from 'zod-openapi';
import { webhookEnvelope, type WebhookMessageType } from '@/lib/schemas/me/webhooks';

const EVENT_DESCRIPTIONS: Record<WebhookMessageType, string> = {
  'scan.succeeded': 'A stored site scan finished with a report (manual or scheduled; trigger says which).',
  'scan.failed': 'A stored site scan ended without a report after its last attempt; error says why.',
  'site.regressed':
    'A finished scan compared with the previous finished scan of the site (origin checks, as GET /api/v1/me/sites/{id}/compare) has regressed checks, a lower score, or a journey an agent profile answered before and cannot now (lostJourneys). Read comparable and warnings before the delta.',
  'verification.verified': 'A later scan showed the advised fix raised the check\'s score.',
  'verification.expired': 'Thirty days passed without the advised fix raising the check\'s score.',
  'agent_run.finished': 'An agent run ended (status finished with a verdict, or failed with an error).',
  'answers_pass.finished': 'An Answers pass ended (status succeeded or failed).',
  'traffic.refused':
    'An agent had at least a tenth, and at least 10, of its page requests of one UTC day answered 401, 403, 429 or a challenge, in the site\'s traffic logs: its verified requests (its vendor\'s ranges, reverse DNS or the CDN\'s field), and a client-side agent\'s (Claude Code, Cursor, Codex) unverifiable ones; never spoofed requests. Once per site, agent and day.',
  ping: 'Sent by POST /api/v1/me/webhooks/{id}/test only; every endpoint receives it without subscribing.',
};

const SignatureHeaders = z.object({
  'webhook-id': z.string().meta({ description: 'The message id: the same on every attempt of one event (deduplicate on it).' }),
  'webhook-timestamp': z.string().meta({ description: 'Seconds since the Unix epoch when this attempt was signed; refuse stale ones (Standard Webhooks: 5 minutes).' }),
  'webhook-signature': z.string().meta({
    description: 'v1,<base64 HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<body>" keyed with the base64-decoded secret after "whsec_">.',
  }),
});

function eventOperation(type: WebhookMessageType): ZodOpenApiPathItemObject {
  return {
    post: {
      operationId: `webhook_${type.replace(/[^a-z]+/g, '_')}`,
      tags: ['Webhooks'],
      // We call the receiver: it authenticates us by the signature headers, not by a security scheme of this API.
      security: [],
      summary: `${type} event`,
      description: `${EVENT_DESCRIPTIONS[type]} Delivered at least once, signed per Standard Webhooks; failed attempts are retried with exponential backoff for a day.`,
      requestParams: { header: SignatureHeaders },
      requestBody: { required: true, content: { 'application/json': { schema: webhookEnvelope(type) } } },
      responses: {
        '200': { description: 'Any 2xx status marks the delivery delivered; anything else, a timeout (10 s) or a redirect is a failed attempt.' },
      },
    },
  };
}

export const WEBHOOK_EVENT_OPERATIONS: Record<string, ZodOpenApiPathItemObject> = Object.fromEntries(
  (Object.keys(EVENT_DESCRIPTIONS) as WebhookMessageType[]).map((type) => [type, eventOperation(type)]),
);
