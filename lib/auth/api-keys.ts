// Organization API keys: `ag_live_` + 43 base62 characters (256 bits). The secret is shown once; the database keeps
// its SHA-256 hash (a lookup key, so a fast hash suffices for 256 random bits) and a short display prefix.
import { createHash, randomBytes } from 'node:crypto';
import type { ApiKey, Organization, PrismaClient, Subscription } from '@/lib/db';
import { hasPaidAccess } from './paid-access';

export const API_KEY_PREFIX = 'ag_live_';
const SECRET_LENGTH = 43;
const DISPLAY_SECRET_CHARS = 4;
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const API_KEY_PATTERN = new RegExp(`^${API_KEY_PREFIX}[0-9A-Za-z]{${SECRET_LENGTH}}$`);
// Writing last_used_at on every request would turn each read into a write; a minute's precision is enough.
const LAST_USED_PRECISION_MS = 60_000;

export interface NewApiKey {
  key: string;
  hashedKey: string;
  displayPrefix: string;
}

export function generateApiKey(): NewApiKey {
  const key = API_KEY_PREFIX + randomBase62(SECRET_LENGTH);
  return { key, hashedKey: hashApiKey(key), displayPrefix: key.slice(0, API_KEY_PREFIX.length + DISPLAY_SECRET_CHARS) };
}

/** Rejection sampling keeps every character equally likely (bytes 248..255 would favour the first 8). */
function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

export function looksLikeApiKey(value: string): boolean {
  return API_KEY_PATTERN.test(value);
}

export interface VerifiedApiKey {
  apiKey: Omit<ApiKey, 'hashedKey'>;
  organization: Organization;
  subscription: Subscription | null;
  /** Active paid subscription right now: the API answers 403 without it. */
  paid: boolean;
}

/**
 * The organization behind a bearer key, or null for a missing, malformed, unknown or revoked key (all 401).
 * Records the use in last_used_at.
 */
export async function verifyApiKey(db: PrismaClient, presented: string | null | undefined, now = new Date()): Promise<VerifiedApiKey | null> {
  const key = presented?.trim() ?? '';
  if (!looksLikeApiKey(key)) return null;
  const found = await db.apiKey.findUnique({
    where: { hashedKey: hashApiKey(key) },
    include: { organization: { include: { subscription: true } } },
  });
  if (!found || found.revokedAt !== null) return null;
  if (!found.lastUsedAt || now.getTime() - found.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS) {
    await db.apiKey.update({ where: { id: found.id }, data: { lastUsedAt: now } });
    found.lastUsedAt = now;
  }
  const { organization, hashedKey: _hash, ...apiKey } = found;
  const { subscription, ...org } = organization;
  return { apiKey, organization: org, subscription, paid: hasPaidAccess(subscription, now) };
}

/** The bearer token of an `authorization` header value, or null. */
export function bearerToken(header: string | null | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}
