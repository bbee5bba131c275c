import { getDb } from '@/lib/db';
import type { AgentRun } from '@/lib/db';

export interface PublishedAgentRun {
  run: AgentRun;
  host: string;
  taskName: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A run its site owner published, with its steps; null for an unknown id or an unpublished run (never revealed). */
export async function getPublishedAgentRun(runId: string): Promise<PublishedAgentRun | null> {
  if (!UUID.test(runId)) return null;
  const db = await getDb();
  const run = await db.agentRun.findFirst({
    where: { id: runId.toLowerCase(), publishedAt: { not: null } },
    include: { site: { select: { host: true } }, task: { select: { name: true } } },
  });
  if (!run) return null;
  const { site, task, ...row } = run;
  return { run: row, host: site.host, taskName: task.name };
}
