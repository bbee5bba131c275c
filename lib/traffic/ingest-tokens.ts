// Log drains' credentials: `ag_ingest_` + 43 base64url characters (256 bits), one site each, write-only (they can
// send logs to that site's ingest path and nothing else). Shown once; the database keeps the SHA-256 and a display
// prefix, as it does for API keys (lib/auth/api-keys.ts).
import { createHash, randomBytes } from 'node:crypto';
import { bearerToken } from '@/lib/auth/api-keys';
import { getDb } from '@/lib/db';
import { ApiError } from '@/lib/errors/api-errors';

export const INGEST_TOKEN_PREFIX = 'ag_ingest_';
const PATTERN = new RegExp(`^${INGEST_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`);
const DISPLAY_CHARS = 4;
const LAST_USED_PRECISION_MS = 60_000;

export function generateIngestToken(): { token: string; hashedToken: string; displayPrefix: string } {
  const token = INGEST_TOKEN_PREFIX + randomBytes(32).toString('base64url');
  return { token, hashedToken: hashIngestToken(token), displayPrefix: token.slice(0, INGEST_TOKEN_PREFIX.length + DISPLAY_CHARS) };
}

export function hashIngestToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * The site a drain's request may write to: its bearer token must be a live ingest token of that very site. Any other
 * answer is the same 401, so a caller learns nothing about which sites or tokens exist.
 */
export async function authenticateIngest(authorization: string | null, siteId: string): Promise<{ organizationId: string; siteId: string; tokenId: string }> {
  const refused = new ApiError('unauthorized', 'Send this site\'s ingest token as "Authorization: Bearer ag_ingest_…" (the dashboard\'s Traffic tab creates one).');
  const token = authorization ? bearerToken(authorization) : null;
  if (!token || !PATTERN.test(token)) throw refused;
  const db = await getDb();
  const row = await db.trafficIngestToken.findUnique({ where: { hashedToken: hashIngestToken(token) } });
  if (!row || row.revokedAt !== null || row.siteId !== siteId) throw refused;
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > LAST_USED_PRECISION_MS) {
    await db.trafficIngestToken.update({ where: { id: row.id }, data: { lastUsedAt: new Date() } });
  }
  return { organizationId: row.organizationId, siteId: row.siteId, tokenId: row.id };
}
