// Webhook endpoints (organization settings) and their delivery logs. Event payloads: lib/openapi/webhook-events.ts.
import { PaginationQuery } from '@/lib/schemas/common';
import { CreateWebhookBody, CreatedWebhookEndpoint, WebhookDeliveries, WebhookDelivery, WebhookEndpoints, WebhookIdParams } from '@/lib/schemas/me';
import { z } from 'zod';
import { defineOperation } from '../define-operation';

const ROLES =
  'Webhooks are a paid-plan feature and organization settings: an API key acts for its organization as an owner or admin would (only they create keys); in the dashboard, members read endpoints and deliveries, owners and admins create, test and delete them.';

export const createWebhook = defineOperation({
  operationId: 'createWebhook',
  method: 'POST',
  path: '/api/v1/me/webhooks',
  tag: 'Webhooks',
  summary: 'Register a webhook endpoint',
  description: `Registers a URL that receives the named events as signed POSTs (Standard Webhooks: webhook-id, webhook-timestamp, webhook-signature "v1,<base64 HMAC-SHA256>"). The URL must pass the same target rules as a site (public host, port 80 or 443), checked again on every delivery. The response carries the signing secret, shown only here. At most 10 endpoints per organization (409). ${ROLES}`,
  auth: 'api-key',
  action: 'webhook:manage',
  body: CreateWebhookBody,
  response: { status: 201, description: 'The endpoint, with its signing secret (shown once).', schema: CreatedWebhookEndpoint },
  errors: [400, 409],
});

export const listWebhooks = defineOperation({
  operationId: 'listWebhooks',
  method: 'GET',
  path: '/api/v1/me/webhooks',
  tag: 'Webhooks',
  summary: 'Webhook endpoints of the organization',
  description: `Newest first, without secrets. status is disabled after a day of failed deliveries without a success. Paged: limit 1–50 (default 20), offset 0–10000. ${ROLES}`,
  auth: 'api-key',
  action: 'webhook:read',
  query: PaginationQuery,
  response: { status: 200, description: 'A page of endpoints.', schema: WebhookEndpoints },
  errors: [400],
});

export const deleteWebhook = defineOperation({
  operationId: 'deleteWebhook',
  method: 'DELETE',
  path: '/api/v1/me/webhooks/{id}',
  tag: 'Webhooks',
  summary: 'Delete a webhook endpoint',
  description: `Removes the endpoint and its delivery log; deliveries not yet sent are dropped. ${ROLES}`,
  auth: 'api-key',
  action: 'webhook:manage',
  params: WebhookIdParams,
  response: { status: 204, description: 'Deleted.', schema: z.undefined() },
  errors: [400, 404],
});

export const testWebhook = defineOperation({
  operationId: 'testWebhook',
  method: 'POST',
  path: '/api/v1/me/webhooks/{id}/test',
  tag: 'Webhooks',
  summary: 'Send a test ping',
  description: `Queues a signed ping event to the endpoint; a worker delivers it like any event (follow it in the delivery log). A ping also goes to a disabled endpoint, and a delivered ping enables it again. ${ROLES}`,
  auth: 'api-key',
  action: 'webhook:manage',
  params: WebhookIdParams,
  response: { status: 202, description: 'The queued ping delivery.', schema: WebhookDelivery },
  errors: [400, 404],
});

export const listWebhookDeliveries = defineOperation({
  operationId: 'listWebhookDeliveries',
  method: 'GET',
  path: '/api/v1/me/webhooks/{id}/deliveries',
  tag: 'Webhooks',
  summary: 'Delivery log of one endpoint',
  description: `Newest first: each delivery's event, status (pending, delivered, failed), attempts, last response code and error, and next attempt. Failed attempts are retried with exponential backoff (30 s doubling, at most 4 h apart) for a day, then the delivery fails. Paged: limit 1–50 (default 20), offset 0–10000. ${ROLES}`,
  auth: 'api-key',
  action: 'webhook:read',
  params: WebhookIdParams,
  query: PaginationQuery,
  response: { status: 200, description: 'A page of deliveries.', schema: WebhookDeliveries },
  errors: [400, 404],
});
