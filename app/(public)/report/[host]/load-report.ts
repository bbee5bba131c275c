import { cache } from 'react';
import { ApiError } from '@/lib/errors/api-errors';
import { canonicalHost } from '@/lib/net/host';
import { getPublicReport } from '@/lib/services/get-public-report';
import { unlessDatabaseDown } from '@/lib/web/database-outage';

/** The stored public report for a host path segment, null (invalid host or never scanned: the page's 404), or
 *  DATABASE_UNAVAILABLE. Cached per request: metadata and page share one read. */
export const loadPublicReport = cache(async (rawHost: string) => {
  const parsed = canonicalHost(rawHost);
  if (!parsed.ok) return null;
  return unlessDatabaseDown(async () => {
    try {
      return await getPublicReport(parsed.host);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'not-found') return null;
      throw error;
    }
  });
});
