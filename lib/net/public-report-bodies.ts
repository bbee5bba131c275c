// The serialized public reports this process keeps (see lib/net/body-cache.ts for the rules). runPublicScan
// invalidates a host when it stores a report, so this process serves the new one from the next request on. Another
// instance's scan (several services on one PostgreSQL) shows within the TTL: well inside the 60 s max-age the
// response already allows every shared cache.
import { BodyCache } from '@/lib/net/body-cache';

export const PUBLIC_REPORT_SERVER_CACHE_SECONDS = 5;

// On globalThis: the reading route and the writing service are separate Next bundles that must share one cache.
const CACHE = Symbol.for('agentgauge.public-report-bodies');
const globalCache = globalThis as typeof globalThis & { [CACHE]?: BodyCache };

export const publicReportBodies: BodyCache = (globalCache[CACHE] ??= new BodyCache({
  ttlMs: PUBLIC_REPORT_SERVER_CACHE_SECONDS * 1000,
  maxEntries: 500,
  maxBytes: 32 * 1024 * 1024,
}));
