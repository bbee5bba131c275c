// Webhook endpoints, their deliveries, and the events they carry (Standard Webhooks: signed JSON envelopes).
import { z } from 'zod';
import { JourneyProfileChange } from './comparison';
import { WEBHOOK_EVENTS, type WebhookMessageType } from '@/lib/schemas/webhook-events';
import { NextOffset, Timestamp, Uuid } from '../common';

export { WEBHOOK_EVENTS, type WebhookEvent, type WebhookMessageType } from '@/lib/schemas/webhook-events';

export const WEBHOOK_URL_MAX_LENGTH = 2048;

export const WebhookIdParams = z.strictObject({
  id: Uuid.meta({ description: 'Webhook endpoint id (UUID).' }),
});

export const CreateWebhookBody = z
  .strictObject({
    url: z
      .string({ error: 'Field "url" must be a string.' })
      .min(1, { error: 'Field "url" must not be empty.' })
      .max(WEBHOOK_URL_MAX_LENGTH, { error: `Field "url" must be at most ${WEBHOOK_URL_MAX_LENGTH} characters.` })
      .meta({ description: 'Where events are POSTed: an https (or http) URL of a public host on port 443 or 80, as for sites.' }),
    events: z
      .array(z.enum(WEBHOOK_EVENTS, { error: `Field "events" holds an unknown event; known events: ${WEBHOOK_EVENTS.join(', ')}.` }), {
        error: 'Field "events" must be an array of event names.',
      })
      .min(1, { error: 'Field "events" must name at least one event.' })
      .max(WEBHOOK_EVENTS.length, { error: `Field "events" must name at most ${WEBHOOK_EVENTS.length} events.` })
      .refine((events) => new Set(events).size === events.length, { error: 'Field "events" must not repeat an event.' })
      .meta({ description: 'The events this endpoint receives (each at most once).' }),
  })
  .meta({ id: 'CreateWebhookRequest' });

export const WebhookEndpoint = z
  .object({
    id: z.string(),
    url: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENTS)),
    createdAt: Timestamp,
    status: z.enum(['active', 'disabled']).meta({
      description: 'disabled after a day of failed deliveries without a success: events are no longer delivered; a test ping that is delivered enables it again.',
    }),
    failingSince: Timestamp.nullable().meta({ description: 'Creation time of the first delivery that failed since the last success, or null.' }),
    disabledAt: Timestamp.nullable(),
    disabledReason: z.string().nullable(),
  })
  .meta({ id: 'WebhookEndpoint' });

export const CreatedWebhookEndpoint = WebhookEndpoint.extend({
  secret: z.string().meta({
    description:
      'The signing secret ("whsec_" + base64 of 32 random bytes), shown only in this response. Verify every delivery with it (Standard Webhooks).',
  }),
}).meta({ id: 'CreatedWebhookEndpoint' });

export const WebhookEndpoints = z
  .object({ webhooks: z.array(WebhookEndpoint), nextOffset: NextOffset })
  .meta({ id: 'WebhookEndpoints' });

export const WebhookDelivery = z
  .object({
    id: z.string(),
    messageId: z.string().meta({ description: 'The webhook-id header: the same on every attempt of this event.' }),
    event: z.enum([...WEBHOOK_EVENTS, 'ping']),
    status: z.enum(['pending', 'delivered', 'failed']).meta({
      description: 'pending until a 2xx answer (delivered) or until retries stop after a day (failed).',
    }),
    attempts: z.int().min(0),
    lastResponseCode: z.int().nullable().meta({ description: 'HTTP status of the last attempt, or null (not tried yet, or no answer).' }),
    lastError: z.string().nullable().meta({ description: 'Why the last attempt failed, or null.' }),
    nextAttemptAt: Timestamp.nullable().meta({ description: 'When the next attempt is due, or null once settled.' }),
    createdAt: Timestamp,
    deliveredAt: Timestamp.nullable(),
  })
  .meta({ id: 'WebhookDelivery' });

export const WebhookDeliveries = z
  .object({ webhookId: z.string(), deliveries: z.array(WebhookDelivery), nextOffset: NextOffset })
  .meta({ id: 'WebhookDeliveries' });

// ── Event payloads (the body of each delivery) ──────────────────────────────

const SiteRef = { siteId: z.string(), host: z.string() };

export const ScanEventData = z
  .object({
    ...SiteRef,
    scanId: z.string(),
    status: z.enum(['succeeded', 'failed']),
    trigger: z.string().meta({ description: 'What started the scan: api, mcp, dashboard or schedule.' }),
    score: z.number().nullable(),
    error: z.string().nullable(),
    finishedAt: Timestamp,
  })
  .meta({ id: 'ScanEventData' });

export const SiteRegressedData = z
  .object({
    ...SiteRef,
    beforeScanId: z.string(),
    afterScanId: z.string(),
    trigger: z.string(),
    scoreDelta: z.number().meta({ description: 'After minus before, as the comparison reports it.' }),
    regressedChecks: z.array(z.string()),
    lostJourneys: z.array(JourneyProfileChange).meta({
      description:
        'Each journey an agent profile could answer in the earlier scan and cannot now (issue 33), with what stopped it; empty when none was lost. A result the scan\'s own limits stopped (journey.not-measured) is never lost. Journeys are not part of the score: a lost one alone is a regression with scoreDelta 0.',
    }),
    comparable: z.boolean().meta({ description: 'Read with warnings: false when the delta is not only the site\'s doing.' }),
    warnings: z.array(z.string()),
  })
  .meta({ id: 'SiteRegressedData' });

export const VerificationEventData = z
  .object({
    ...SiteRef,
    verificationId: z.string(),
    checkId: z.string(),
    status: z.enum(['verified', 'expired']),
    baselineScore: z.number(),
    observedScore: z.number().nullable(),
    gained: z.number().nullable().meta({ description: "Points of overall score the check's change returned (as the verification record's `gained`); null when expired." }),
    verifiedScanId: z.string().nullable(),
  })
  .meta({ id: 'VerificationEventData' });

export const AgentRunFinishedData = z
  .object({
    ...SiteRef,
    runId: z.string(),
    taskId: z.string(),
    status: z.string().meta({ description: 'finished or failed.' }),
    verdict: z.string().nullable(),
    stepCount: z.int(),
    error: z.string().nullable(),
  })
  .meta({ id: 'AgentRunFinishedData' });

export const AnswersPassFinishedData = z
  .object({
    ...SiteRef,
    passId: z.string(),
    status: z.string().meta({ description: 'succeeded or failed.' }),
    engine: z.string(),
    questionsAsked: z.int().nullable(),
    questionsCited: z.int().nullable(),
    error: z.string().nullable(),
  })
  .meta({ id: 'AnswersPassFinishedData' });

export const TrafficRefusedData = z
  .object({
    ...SiteRef,
    agent: z.string().meta({ description: 'The agent, as the traffic figures name it (GET /api/v1/me/sites/{id}/traffic).' }),
    family: z.string(),
    day: z.string().meta({ description: 'The UTC day (YYYY-MM-DD) whose requests crossed the threshold.' }),
    pageRequests: z.int().meta({ description: 'The agent\'s verified page requests that day.' }),
    refused: z.int().meta({ description: 'Of those, the ones answered 401, 403, 429 or a challenge.' }),
    share: z.number().min(0).max(1),
  })
  .meta({ id: 'TrafficRefusedData' });

export const PingData = z
  .object({ webhookId: z.string(), message: z.string() })
  .meta({ id: 'PingData' });

/** The data object of each message type. */
export const WEBHOOK_EVENT_DATA = {
  'scan.succeeded': ScanEventData,
  'scan.failed': ScanEventData,
  'site.regressed': SiteRegressedData,
  'verification.verified': VerificationEventData,
  'verification.expired': VerificationEventData,
  'agent_run.finished': AgentRunFinishedData,
  'answers_pass.finished': AnswersPassFinishedData,
  'traffic.refused': TrafficRefusedData,
  ping: PingData,
} as const satisfies Record<WebhookMessageType, z.ZodType>;

export type WebhookEventData<T extends WebhookMessageType> = z.input<(typeof WEBHOOK_EVENT_DATA)[T]>;

/** The JSON body of a delivery of `type` (Standard Webhooks' envelope: type, timestamp, data). */
export function webhookEnvelope<T extends WebhookMessageType>(type: T) {
  return z
    .object({
      type: z.literal(type),
      timestamp: Timestamp.meta({ description: 'When the event happened.' }),
      data: WEBHOOK_EVENT_DATA[type],
    })
    .meta({ description: `The body of a ${type} delivery.` });
}
