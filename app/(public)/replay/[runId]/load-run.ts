import { cache } from 'react';
import { getPublishedAgentRun } from '@/lib/services/get-published-agent-run';
import { unlessDatabaseDown } from '@/lib/web/database-outage';

/** The published run, null, or DATABASE_UNAVAILABLE. Cached per request: metadata and page share one read. */
export const loadPublishedRun = cache((runId: string) => unlessDatabaseDown(() => getPublishedAgentRun(runId)));
