// A site's stored rows over a window, summed in the database into what the figures take (figures.ts FigureInputs,
// referral-figures.ts, coverage-figures.ts): however many rows the logs left, the answer is bounded. First each name's
// requests (names outside the vocabulary counted as OTHER_CRAWLER), from which shownAgents picks the rows shown; then
// the rows of the window and the daily rows, every other name summed into OTHER_CRAWLER. At most MAX_AGENT_ROWS names
// come back, each with at most one row per kind (state, method, evidence day, signed, status class, path class,
// challenge) and one per day, state and outcome; referrals one per assistant and landing path, and one per assistant
// and day; page fetches one per agent (named, or OTHER_CRAWLER) and page of the site's list.
import { getDb } from '@/lib/db';
import { agentVocabulary, OTHER_CRAWLER } from './agents';
import { shownAgents, type FigureDayRow, type FigureInputs, type FigureRow } from './figures';
import type { PageRow, ReferralRow } from './tally';

type Window = { from: string; to: string };

const dates = (window: Window) => ({ from: new Date(`${window.from}T00:00:00Z`), to: new Date(`${window.to}T00:00:00Z`) });

export async function storedFigureInputs(siteId: string, window: Window): Promise<Pick<FigureInputs, 'rows' | 'days'>> {
  const db = await getDb();
  const { from, to } = dates(window);
  const vocabulary = [...agentVocabulary()];
  const totals = await db.$queryRaw<Array<{ agent: string; requests: bigint }>>`
    SELECT CASE WHEN agent = '' OR agent = ANY(${vocabulary}::text[]) THEN agent ELSE ${OTHER_CRAWLER} END AS agent, sum(requests)::bigint AS requests
    FROM traffic_days WHERE site_id = ${siteId}::uuid AND day BETWEEN ${from} AND ${to}
    GROUP BY 1`;
  const shown = [...shownAgents(totals.map((row) => [row.agent, Number(row.requests)] as const))];
  const [rows, days] = await Promise.all([
    db.$queryRaw<Array<Omit<FigureRow, 'requests'> & { requests: bigint }>>`
      SELECT CASE WHEN agent = ANY(${shown}::text[]) THEN agent ELSE ${OTHER_CRAWLER} END AS agent, state, method, judged_on AS "judgedOn", signed,
        status_class AS "statusClass", path_class AS "pathClass", challenged, sum(requests)::bigint AS requests,
        min(first_seen) AS "firstSeen", max(last_seen) AS "lastSeen"
      FROM traffic_days WHERE site_id = ${siteId}::uuid AND day BETWEEN ${from} AND ${to}
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8`,
    db.$queryRaw<Array<Omit<FigureDayRow, 'requests' | 'day'> & { day: Date; requests: bigint }>>`
      SELECT day, CASE WHEN agent = ANY(${shown}::text[]) THEN agent ELSE ${OTHER_CRAWLER} END AS agent, state, status_class AS "statusClass",
        challenged, sum(requests)::bigint AS requests
      FROM traffic_days WHERE site_id = ${siteId}::uuid AND day BETWEEN ${from} AND ${to}
      GROUP BY 1, 2, 3, 4, 5`,
  ]);
  return {
    rows: rows.map((row) => ({ ...row, requests: Number(row.requests) })),
    days: days.map((row) => ({ ...row, day: new Date(row.day).toISOString().slice(0, 10), requests: Number(row.requests) })),
  };
}

/** The window's referrals: per assistant and landing path, and per assistant and day (the day rows' landing is ''). */
export async function storedReferrals(siteId: string, window: Window): Promise<{ landings: Omit<ReferralRow, 'day'>[]; days: Omit<ReferralRow, 'landing'>[] }> {
  const db = await getDb();
  const { from, to } = dates(window);
  const [landings, days] = await Promise.all([
    db.$queryRaw<Array<{ assistant: string; landing: string; requests: bigint }>>`
      SELECT assistant, landing, sum(requests)::bigint AS requests FROM traffic_referrals
      WHERE site_id = ${siteId}::uuid AND day BETWEEN ${from} AND ${to} GROUP BY 1, 2`,
    db.$queryRaw<Array<{ day: Date; assistant: string; requests: bigint }>>`
      SELECT day, assistant, sum(requests)::bigint AS requests FROM traffic_referrals
      WHERE site_id = ${siteId}::uuid AND day BETWEEN ${from} AND ${to} GROUP BY 1, 2`,
  ]);
  return {
    landings: landings.map((row) => ({ assistant: row.assistant as ReferralRow['assistant'], landing: row.landing, requests: Number(row.requests) })),
    days: days.map((row) => ({ day: new Date(row.day).toISOString().slice(0, 10), assistant: row.assistant as ReferralRow['assistant'], requests: Number(row.requests) })),
  };
}

/** The window's page fetches per agent and page, summed over the days. */
export async function storedPageFetches(siteId: string, window: Window): Promise<Omit<PageRow, 'day'>[]> {
  const db = await getDb();
  const { from, to } = dates(window);
  const rows = await db.$queryRaw<Array<{ agent: string; path: string; html: bigint; markdown: bigint }>>`
    SELECT agent, path, sum(html)::bigint AS html, sum(markdown)::bigint AS markdown FROM traffic_pages
    WHERE site_id = ${siteId}::uuid AND day BETWEEN ${from} AND ${to} GROUP BY 1, 2`;
  return rows.map((row) => ({ agent: row.agent, path: row.path, html: Number(row.html), markdown: Number(row.markdown) }));
}
