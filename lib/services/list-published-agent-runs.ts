import type { z } from 'zod';
import { getDb } from '@/lib/db';
import { PAGE_LIMIT } from '@/lib/schemas/common';
import type { PublishedAgentRuns } from '@/lib/schemas/public';
import { agentRunView } from '@/lib/views/agent-run-view';

/** Runs site owners published for this host, newest first; unpublished runs never leave the organization. */
export async function listPublishedAgentRuns(
  host: string,
  page: { limit?: number; offset?: number },
  origin = '',
): Promise<z.input<typeof PublishedAgentRuns>> {
  const limit = page.limit ?? PAGE_LIMIT.default;
  const offset = page.offset ?? 0;
  const db = await getDb();
  const rows = await db.agentRun.findMany({
    where: { publishedAt: { not: null }, site: { host } },
    orderBy: [{ publishedAt: 'desc' }, { id: 'asc' }],
    skip: offset,
    take: limit + 1,
  });
  return {
    host,
    runs: rows.slice(0, limit).map((run) => agentRunView(run, origin)),
    nextOffset: rows.length > limit ? offset + limit : null,
  };
}
