// A site's stored day rows over a window, summed in the database into what the figures take (figures.ts FigureInputs):
// however many rows the logs left, the answer is bounded. First each name's requests (names outside the vocabulary
// counted as OTHER_CRAWLER), from which shownAgents picks the rows shown; then the rows of the window and the daily
// rows, every other name summed into OTHER_CRAWLER. At most MAX_AGENT_ROWS names come back, each with at most one
// row per kind (verified, status class, path class, challenge) and one per day and outcome.
import { getDb } from '@/lib/db';
import { agentVocabulary, OTHER_CRAWLER } from './agents';
import { shownAgents, type FigureDayRow, type FigureInputs, type FigureRow } from './figures';

export async function storedFigureInputs(siteId: string, window: { from: string; to: string }): Promise<Pick<FigureInputs, 'rows' | 'days'>> {
  const db = await getDb();
  const from = new Date(`${window.from}T00:00:00Z`);
  const to = new Date(`${window.to}T00:00:00Z`);
  const vocabulary = [...agentVocabulary()];
  const totals = await db.$queryRaw<Array<{ agent: string; requests: bigint }>>`
    SELECT CASE WHEN agent = '' OR agent = ANY(${vocabulary}::text[]) THEN agent ELSE ${OTHER_CRAWLER} END AS agent, sum(requests)::bigint AS requests
    FROM traffic_days WHERE site_id = ${siteId}::uuid AND day BETWEEN ${from} AND ${to}
    GROUP BY 1`;
  const shown = [...shownAgents(totals.map((row) => [row.agent, Number(row.requests)] as const))];
  const [rows, days] = await Promise.all([
    db.$queryRaw<Array<Omit<FigureRow, 'requests'> & { requests: bigint }>>`
      SELECT CASE WHEN agent = ANY(${shown}::text[]) THEN agent ELSE ${OTHER_CRAWLER} END AS agent, verified, status_class AS "statusClass",
        path_class AS "pathClass", challenged, sum(requests)::bigint AS requests, min(first_seen) AS "firstSeen", max(last_seen) AS "lastSeen"
      FROM traffic_days WHERE site_id = ${siteId}::uuid AND day BETWEEN ${from} AND ${to}
      GROUP BY 1, 2, 3, 4, 5`,
    db.$queryRaw<Array<Omit<FigureDayRow, 'requests' | 'day'> & { day: Date; requests: bigint }>>`
      SELECT day, CASE WHEN agent = ANY(${shown}::text[]) THEN agent ELSE ${OTHER_CRAWLER} END AS agent, verified, status_class AS "statusClass",
        challenged, sum(requests)::bigint AS requests
      FROM traffic_days WHERE site_id = ${siteId}::uuid AND day BETWEEN ${from} AND ${to}
      GROUP BY 1, 2, 3, 4, 5`,
  ]);
  return {
    rows: rows.map((row) => ({ ...row, requests: Number(row.requests) })),
    days: days.map((row) => ({ ...row, day: new Date(row.day).toISOString().slice(0, 10), requests: Number(row.requests) })),
  };
}
