import { cache } from 'react';
import { getPublishedAgentRun } from '@/lib/services/get-published-agent-run';

/** Cached per request: metadata and page share one read. */
export const loadPublishedRun = cache(getPublishedAgentRun);
