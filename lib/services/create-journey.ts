// POST /api/v1/me/sites/{id}/journeys: saves a journey (issue 33 point 1). The site's row is locked while the journeys
// are counted, so two creates at once cannot pass the limit together.
import type { z } from 'zod';
import { authorize, JOURNEYS_PER_SITE, type Actor } from '@/lib/auth/authorize';
import { getDb, isUniqueViolation } from '@/lib/db';
import { ApiError } from '@/lib/errors/api-errors';
import type { CreateJourneyRequest, SiteJourney } from '@/lib/schemas/me/journeys';
import { findOwnedSite } from './find-owned-site';
import { assertRunnableAnswer, assertStartOnSite, journeyExists, journeyView } from './journey-view';

export async function createJourney(actor: Actor, siteId: string, input: z.output<typeof CreateJourneyRequest>): Promise<z.input<typeof SiteJourney>> {
  authorize(actor, 'journey:manage');
  const site = await findOwnedSite(actor.organizationId, siteId);
  await assertRunnableAnswer(input.answer);
  assertStartOnSite(input.start, site.url);
  const db = await getDb();
  try {
    const row = await db.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM sites WHERE id = ${site.id}::uuid FOR UPDATE`;
      const existing = await tx.journey.count({ where: { siteId: site.id } });
      if (existing >= JOURNEYS_PER_SITE) {
        throw new ApiError('journey-limit', `The site already has ${JOURNEYS_PER_SITE} journeys, the most it may have; remove one first.`);
      }
      return tx.journey.create({
        data: { organizationId: actor.organizationId, siteId: site.id, name: input.name, question: input.question.trim(), answer: input.answer, start: input.start ?? null },
      });
    });
    return journeyView(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw journeyExists(input.name);
    throw error;
  }
}
