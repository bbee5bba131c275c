// The process's Prometheus metrics (prom-client), served at /metrics. Every metric is defined here, once; the code
// that observes it imports it. Metrics are per process: with several processes Prometheus scrapes each one.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Where an audit came from (the CLI's local audits run in the CLI, not in the service). */
export type AuditSurface = 'public-scan' | 'engine-audit' | 'site-scan' | 'fleet-audit';

/** Refreshes gauges that are read rather than counted (pool and queue sizes) just before a scrape. */
export type CollectHook = () => void | Promise<void>;

const HTTP_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
const AUDIT_SECONDS = [0.25, 0.5, 1, 2.5, 5, 10, 20, 30, 60, 120, 300, 900];
const JOB_SECONDS = [0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 900, 3600];
const UNLINTABLE_DEFAULT_METRICS = ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total'];
/** How long a scrape waits for the hooks (a queue count from an unreachable database) before answering without them. */
const COLLECT_HOOK_TIMEOUT_MS = 2_000;

function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  // process_* and nodejs_* (CPU, memory, heap, event-loop lag, handles), under their usual names.
  collectDefaultMetrics({ register: registry });
  // Except prom-client's nodejs_active_{handles,requests,resources}_total: gauges named like counters, which
  // `promtool check metrics` refuses ("non-counter metrics should not have _total suffix"). Each is the sum of the
  // labelled gauge of the same name without _total (sum(nodejs_active_handles) gives it).
  for (const name of UNLINTABLE_DEFAULT_METRICS) registry.removeSingleMetric(name);
  return {
    registry,
    hooks: new Set<CollectHook>(),
    httpRequests: new Counter({
      name: 'agentgauge_http_requests_total',
      help: 'HTTP requests answered, by method, route (the app route pattern, e.g. /api/v1/report/[host]) and status.',
      labelNames: ['method', 'route', 'status'] as const,
      registers,
    }),
    httpDuration: new Histogram({
      name: 'agentgauge_http_request_duration_seconds',
      help: 'Time from the arrival of a request to the end of its response, by method and route.',
      labelNames: ['method', 'route'] as const,
      buckets: HTTP_SECONDS,
      registers,
    }),
    httpInFlight: new Gauge({
      name: 'agentgauge_http_requests_in_flight',
      help: 'HTTP requests being answered now.',
      registers,
    }),
    auditDuration: new Histogram({
      name: 'agentgauge_audit_duration_seconds',
      help: 'Audits this process ran, by surface (public-scan, engine-audit, site-scan) and outcome (succeeded, or the engine error code); _count counts them.',
      labelNames: ['surface', 'outcome'] as const,
      buckets: AUDIT_SECONDS,
      registers,
    }),
    auditPoolQueueLength: new Gauge({
      name: 'agentgauge_audit_pool_queue_length',
      help: 'Audits handed to the audit pool of this process and not answered yet (running or waiting in an audit process).',
      registers,
    }),
    auditPoolProcessReplacements: new Counter({
      name: 'agentgauge_audit_pool_process_replacements_total',
      help: 'Audit processes that stopped (out of their heap or memory budget, crashed or hung) and were replaced.',
      registers,
    }),
    // Kept beside its successor because docs/operations.md named it to operators (dashboards, alerts): deprecated.
    auditPoolThreadReplacements: new Counter({
      name: 'agentgauge_audit_pool_thread_replacements_total',
      help: 'Deprecated: the same count as agentgauge_audit_pool_process_replacements_total, under its name from when audits ran in threads.',
      registers,
    }),
    auditPoolRetries: new Counter({
      name: 'agentgauge_audit_pool_retries_total',
      help: 'Audits run again, alone in a fresh audit process, because a process they shared with other audits stopped.',
      registers,
    }),
    queueDepth: new Gauge({
      name: 'agentgauge_queue_depth',
      help: 'Jobs in each pg-boss queue by state (ready: due and waiting for a worker; deferred: waiting for their start time or a retry; active: running), as pg-boss last counted them. The same for every worker process of one database.',
      labelNames: ['queue', 'state'] as const,
      registers,
    }),
    jobLatency: new Histogram({
      name: 'agentgauge_job_latency_seconds',
      help: 'Time a job waited between becoming due and a worker of this process starting it, by queue.',
      labelNames: ['queue'] as const,
      buckets: JOB_SECONDS,
      registers,
    }),
    jobDuration: new Histogram({
      name: 'agentgauge_job_duration_seconds',
      help: 'Time the workers of this process spent on a job, by queue and outcome (completed, failed, released: given up at a stop or its expiry, retried later); _count counts them.',
      labelNames: ['queue', 'outcome'] as const,
      buckets: JOB_SECONDS,
      registers,
    }),
    webhookDeliveries: new Counter({
      name: 'agentgauge_webhook_deliveries_total',
      help: 'Webhook delivery attempts this process made, by outcome.',
      labelNames: ['outcome'] as const,
      registers,
    }),
  };
}

type Metrics = ReturnType<typeof createMetrics>;

const STATE = Symbol.for('agentgauge.metrics');
// On globalThis: Next's bundle and the tsx-run server load this module separately in one process, and a scrape
// must see what both observed.
const globalState = globalThis as typeof globalThis & { [STATE]?: Metrics };
const metrics: Metrics = (globalState[STATE] ??= createMetrics());

export const {
  httpRequests,
  httpDuration,
  httpInFlight,
  auditDuration,
  auditPoolQueueLength,
  auditPoolProcessReplacements,
  auditPoolThreadReplacements,
  auditPoolRetries,
  queueDepth,
  jobLatency,
  jobDuration,
} = metrics;

/** Webhook delivery attempts: `webhookDeliveries.inc({ outcome })` once per attempt. */
export const webhookDeliveries = metrics.webhookDeliveries;

/** Runs `hook` before every scrape until the returned function is called. */
export function onCollect(hook: CollectHook): () => void {
  metrics.hooks.add(hook);
  return () => metrics.hooks.delete(hook);
}

/** The exposition: content type and text. */
export async function scrapeMetrics(): Promise<{ contentType: string; text: string }> {
  await Promise.allSettled([...metrics.hooks].map((hook) => withTimeout(Promise.resolve().then(hook), COLLECT_HOOK_TIMEOUT_MS)));
  return { contentType: metrics.registry.contentType, text: await metrics.registry.metrics() };
}

function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
