// PATCH /api/v1/me/sites/{id}/journeys/{journeyId}: changes the fields sent; the others stay as they are.
import type { z } from 'zod';
import { authorize, type Actor } from '@/lib/auth/authorize';
import { getDb, isUniqueViolation } from '@/lib/db';
import type { SiteJourney, UpdateJourneyRequest } from '@/lib/schemas/me/journeys';
import { findOwnedSite } from './find-owned-site';
import { assertRunnableAnswer, assertStartOnSite, findOwnedJourney, journeyExists, journeyView } from './journey-view';

export async function updateJourney(
  actor: Actor,
  siteId: string,
  journeyId: string,
  input: z.output<typeof UpdateJourneyRequest>,
): Promise<z.input<typeof SiteJourney>> {
  authorize(actor, 'journey:manage');
  const site = await findOwnedSite(actor.organizationId, siteId);
  const journey = await findOwnedJourney(actor.organizationId, site.id, journeyId);
  if (input.answer !== undefined) await assertRunnableAnswer(input.answer);
  assertStartOnSite(input.start, site.url);
  const db = await getDb();
  try {
    const row = await db.journey.update({
      where: { id: journey.id },
      data: {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.question !== undefined ? { question: input.question.trim() } : {}),
        ...(input.answer !== undefined ? { answer: input.answer } : {}),
        ...(input.start !== undefined ? { start: input.start } : {}),
      },
    });
    return journeyView(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw journeyExists(input.name ?? journey.name);
    throw error;
  }
}
