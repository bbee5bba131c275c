// A deploy hook as the API and the site page show it: never its secret (shown once, when set); the last call, and
// apart from it the last call that queued a scan and the last one refused (issue 60 point 5).
import type { z } from 'zod';
import type { DeployHook } from '@/lib/db/generated/client';
import type { DeployHookView } from '@/lib/schemas/me/deploy-hooks';
import type { DeployHookProvider } from '@/lib/schemas/vocabulary/deploy-hooks';

/** The path a platform calls; the service's public origin goes before it. */
export function deployHookPath(id: string): string {
  return `/api/v1/hooks/deploy/${id}`;
}

export function deployHookView(hook: DeployHook, origin: string): z.input<typeof DeployHookView> {
  return {
    siteId: hook.siteId,
    provider: hook.provider as DeployHookProvider,
    url: `${origin}${deployHookPath(hook.id)}`,
    ready: hook.provider !== 'vercel' || hook.signingSecret !== null,
    createdAt: hook.createdAt.toISOString(),
    lastCalledAt: hook.lastCalledAt?.toISOString() ?? null,
    lastOutcome: hook.lastOutcome,
    lastQueued:
      hook.lastQueuedAt && hook.lastQueuedScanId
        ? { at: hook.lastQueuedAt.toISOString(), outcome: hook.lastQueuedOutcome ?? '', scanId: hook.lastQueuedScanId }
        : null,
    lastRefused: hook.lastRefusedAt ? { at: hook.lastRefusedAt.toISOString(), outcome: hook.lastRefusedOutcome ?? '' } : null,
  };
}
