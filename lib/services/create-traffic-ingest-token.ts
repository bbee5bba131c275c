// A log drain's token for one site (owners and admins): shown once in the answer, stored as its hash.
import type { z } from 'zod';
import { authorize, type Actor } from '@/lib/auth/authorize';
import { getDb } from '@/lib/db';
import type { CreatedIngestToken } from '@/lib/schemas/me/traffic';
import { generateIngestToken } from '@/lib/traffic/ingest-tokens';
import { findOwnedSite } from './find-owned-site';
import { ingestTokenView } from './list-traffic-ingest-tokens';

export async function createTrafficIngestToken(actor: Actor, siteId: string, input: { name: string; origin: string }): Promise<z.input<typeof CreatedIngestToken>> {
  authorize(actor, 'traffic:tokens');
  const site = await findOwnedSite(actor.organizationId, siteId);
  const { token, hashedToken, displayPrefix } = generateIngestToken();
  const db = await getDb();
  const row = await db.trafficIngestToken.create({ data: { organizationId: actor.organizationId, siteId: site.id, name: input.name, hashedToken, displayPrefix } });
  return { ...ingestTokenView(row), token, ingestUrl: `${input.origin}/api/v1/ingest/traffic/${site.id}` };
}
