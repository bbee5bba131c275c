import { getDb } from '@/lib/db';

export interface ApiKeyListItem {
  id: string;
  name: string;
  displayPrefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  createdByEmail: string | null;
}

/** The organization's keys, newest first, revoked ones included (their history matters); never the hash. */
export async function listApiKeys(organizationId: string): Promise<ApiKeyListItem[]> {
  const db = await getDb();
  const keys = await db.apiKey.findMany({
    where: { organizationId },
    orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
    select: {
      id: true,
      name: true,
      displayPrefix: true,
      createdAt: true,
      lastUsedAt: true,
      revokedAt: true,
      createdBy: { select: { email: true } },
    },
  });
  return keys.map(({ createdBy, ...key }) => ({ ...key, createdByEmail: createdBy?.email ?? null }));
}
