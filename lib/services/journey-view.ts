// A journey row as the API, MCP and the dashboard show it, and the checks every write of one shares.
import type { z } from 'zod';
import { journeyPatternRefusal, journeyStartRefusal, loadJourneyPatterns, type JourneyAnswer } from '@/engine/index';
import type { Journey } from '@/lib/db/generated/client';
import { getDb } from '@/lib/db';
import { ApiError } from '@/lib/errors/api-errors';
import type { SiteJourney } from '@/lib/schemas/me/journeys';

export function journeyView(row: Journey): z.input<typeof SiteJourney> {
  return {
    id: row.id,
    name: row.name,
    question: row.question,
    answer: row.answer as unknown as JourneyAnswer,
    start: row.start,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Refuses, at save time, a pattern the linear-time engine cannot run (backreferences, lookaround, bad syntax): a
 * journey is never found out to be unrunnable at scan time.
 */
export async function assertRunnableAnswer(answer: JourneyAnswer): Promise<void> {
  if (typeof answer === 'string' || Array.isArray(answer)) return;
  await loadJourneyPatterns();
  const refusal = journeyPatternRefusal(answer.pattern);
  if (refusal) throw new ApiError('invalid-body', `Field "answer.pattern" cannot be used: ${refusal}.`);
}

/**
 * Refuses, at save time, a start that does not stay on the site once parsed against the site's own URL (the request
 * schema checked the spelling; this checks the origin): the runner checks again before it fetches (issue 44 point 5).
 */
export function assertStartOnSite(start: string | null | undefined, siteUrl: string): void {
  if (start === null || start === undefined) return;
  const refusal = journeyStartRefusal(start, siteUrl);
  if (refusal) throw new ApiError('invalid-body', `Field "start" must stay on the site, as a path such as "/pricing": ${refusal}.`);
}

export function journeyExists(name: string): ApiError {
  return new ApiError('journey-exists', `The site already has a journey named "${name}"; choose another name.`);
}

/** The site's journey, or 404 with the same body whether it is missing, on another site or another organization's. */
export async function findOwnedJourney(organizationId: string, siteId: string, journeyId: string): Promise<Journey> {
  const db = await getDb();
  const journey = await db.journey.findFirst({ where: { id: journeyId, siteId, organizationId } });
  if (!journey) throw new ApiError('not-found', `No journey with id ${journeyId} exists on this site.`);
  return journey;
}
