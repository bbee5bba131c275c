// The event names endpoints subscribe to: a contract (issue 14). Kept free of server modules so the dashboard's
// client components can list them.
export const WEBHOOK_EVENTS = [
  'scan.succeeded',
  'scan.failed',
  'site.regressed',
  'verification.verified',
  'verification.expired',
  'agent_run.finished',
  'answers_pass.finished',
  'traffic.refused',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** `ping` is only sent by the test operation and needs no subscription. */
export type WebhookMessageType = WebhookEvent | 'ping';
