import type { z } from 'zod';
import { getDb } from '@/lib/db';
import { PAGE_LIMIT } from '@/lib/schemas/common';
import type { Verifications } from '@/lib/schemas/me';
import { findOwnedSite } from './find-owned-site';
import { verificationView } from '@/lib/views/verification-view';

/** Verification records, newest advice first. A stored read: it never changes or schedules a record. */
export async function listVerifications(
  organizationId: string,
  siteId: string,
  page: { limit?: number; offset?: number },
): Promise<z.input<typeof Verifications>> {
  const site = await findOwnedSite(organizationId, siteId);
  const limit = page.limit ?? PAGE_LIMIT.default;
  const offset = page.offset ?? 0;
  const db = await getDb();
  const rows = await db.verificationRecord.findMany({
    where: { siteId: site.id },
    orderBy: [{ advisedAt: 'desc' }, { id: 'asc' }],
    skip: offset,
    take: limit + 1,
  });
  const shown = rows.slice(0, limit);
  const open = shown.filter((row) => row.status === 'pending' || row.status === 'measuring');
  const nextStep =
    rows.length === 0
      ? `Read a fix (GET /api/v1/me/sites/${site.id}/fixes/{checkId}) or a generated file to start a verification record.`
      : open.length > 0
        ? `Apply the advised fixes for ${[...new Set(open.map((row) => row.checkId))].join(', ')}, then start a scan with POST /api/v1/me/sites/${site.id}/scan to verify them.`
        : `No record on this page is open; read the next fix with GET /api/v1/me/sites/${site.id}/fixes.`;
  return {
    siteId: site.id,
    host: site.host,
    verifications: shown.map(verificationView),
    nextOffset: rows.length > limit ? offset + limit : null,
    nextStep,
  };
}
