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

/** One row: the key, its organization and the organization's subscription (null columns when it has none). */
interface KeyRow {
  id: string;
  organizationId: string;
  createdByUserId: string | null;
  name: string;
  displayPrefix: string;
  createdAt: Date | string;
  lastUsedAt: Date | string | null;
  revokedAt: Date | string | null;
  organizationName: string;
  plan: Organization['plan'];
  organizationCreatedAt: Date | string;
  organizationUpdatedAt: Date | string;
  emailAlerts: boolean;
  subscriptionId: string | null;
  status: Subscription['status'] | null;
  currentPeriodEnd: Date | string | null;
  subscriptionCreatedAt: Date | string | null;
  subscriptionUpdatedAt: Date | string | null;
  ownershipToken: string | null;
}

const dateOf = (value: Date | string) => new Date(value);
const dateOrNull = (value: Date | string | null) => (value === null ? null : new Date(value));

/**
 * The organization behind a bearer key, or null for a missing, malformed, unknown or revoked key (all 401).
 * Records the use in last_used_at. Every call reads the key row, so a revocation applies to the next request.
 */
export async function verifyApiKey(db: PrismaClient, presented: string | null | undefined, now = new Date()): Promise<VerifiedApiKey | null> {
  const key = presented?.trim() ?? '';
  if (!looksLikeApiKey(key)) return null;
  // One statement on every authenticated request (Prisma's include would send three).
  const rows = await db.$queryRaw<KeyRow[]>`
    SELECT k.id, k.organization_id AS "organizationId", k.created_by_user_id AS "createdByUserId", k.name,
           k.display_prefix AS "displayPrefix", k.created_at AS "createdAt", k.last_used_at AS "lastUsedAt",
           k.revoked_at AS "revokedAt",
           o.name AS "organizationName", o.plan::text AS plan, o.created_at AS "organizationCreatedAt",
           o.updated_at AS "organizationUpdatedAt", o.email_alerts AS "emailAlerts", o.ownership_token AS "ownershipToken",
           s.id AS "subscriptionId", s.status::text AS status, s.current_period_end AS "currentPeriodEnd",
           s.created_at AS "subscriptionCreatedAt", s.updated_at AS "subscriptionUpdatedAt"
    FROM api_keys k
    JOIN organizations o ON o.id = k.organization_id
    LEFT JOIN subscriptions s ON s.organization_id = k.organization_id
    WHERE k.hashed_key = ${hashApiKey(key)}`;
  const row = rows[0];
  if (!row || row.revokedAt !== null) return null;
  let lastUsedAt = dateOrNull(row.lastUsedAt);
  if (!lastUsedAt || now.getTime() - lastUsedAt.getTime() >= LAST_USED_PRECISION_MS) {
    await db.apiKey.update({ where: { id: row.id }, data: { lastUsedAt: now }, select: { id: true } });
    lastUsedAt = now;
  }
  const apiKey: VerifiedApiKey['apiKey'] = {
    id: row.id,
    organizationId: row.organizationId,
    createdByUserId: row.createdByUserId,
    name: row.name,
    displayPrefix: row.displayPrefix,
    createdAt: dateOf(row.createdAt),
    lastUsedAt,
    revokedAt: null,
  };
  const organization: Organization = {
    id: row.organizationId,
    name: row.organizationName,
    plan: row.plan,
    createdAt: dateOf(row.organizationCreatedAt),
    updatedAt: dateOf(row.organizationUpdatedAt),
    emailAlerts: row.emailAlerts,
    ownershipToken: row.ownershipToken,
  };
  const subscription: Subscription | null =
    row.subscriptionId === null
      ? null
      : {
          id: row.subscriptionId,
          organizationId: row.organizationId,
          status: row.status!,
          currentPeriodEnd: dateOrNull(row.currentPeriodEnd),
          createdAt: dateOf(row.subscriptionCreatedAt!),
          updatedAt: dateOf(row.subscriptionUpdatedAt!),
        };
  return { apiKey, organization, subscription, paid: hasPaidAccess(subscription, now) };
}

/** The bearer token of an `authorization` header value, or null. */
export function bearerToken(header: string | null | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}
