// A site's log drain tokens (never the tokens themselves: only their display prefix).
import type { z } from 'zod';
import type { Actor } from '@/lib/auth/authorize';
import { getDb } from '@/lib/db';
import type { TrafficIngestToken } from '@/lib/db/generated/client';
import type { IngestToken, IngestTokens } from '@/lib/schemas/me/traffic';
import { findOwnedSite } from './find-owned-site';

export function ingestTokenView(row: TrafficIngestToken): z.input<typeof IngestToken> {
  return {
    id: row.id,
    name: row.name,
    displayPrefix: row.displayPrefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

export async function listTrafficIngestTokens(actor: Actor, siteId: string): Promise<z.input<typeof IngestTokens>> {
  const site = await findOwnedSite(actor.organizationId, siteId);
  const db = await getDb();
  const rows = await db.trafficIngestToken.findMany({ where: { siteId: site.id }, orderBy: { createdAt: 'desc' } });
  return { tokens: rows.map(ingestTokenView) };
}
