// oidc-provider's storage (its Adapter interface) on the service's database. Token-like models are keyed by the
// SHA-256 of their id and stored without `jti` (the id again), so a copy of the table holds no usable token; `find`
// restores `jti` from the id the caller already has. Expiry is a column: an expired row is never returned.
import { errors, type Adapter, type AdapterPayload } from 'oidc-provider';
import { getDb, type Prisma } from '@/lib/db';
import { HASHED_KINDS, deleteGrantRecords, findLiveRecord, storedId } from '@/lib/auth/oauth-records';

/** How the provider's own replay errors name these models (its error_description). */
const CONSUMABLE_LABELS: Record<string, string> = { AuthorizationCode: 'authorization code', RefreshToken: 'refresh token' };

export class PrismaOAuthAdapter implements Adapter {
  constructor(private readonly kind: string) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    const db = await getDb();
    const stored: AdapterPayload = { ...payload };
    if (HASHED_KINDS.has(this.kind)) delete stored.jti;
    const columns = {
      payload: stored as Prisma.InputJsonValue,
      grantId: payload.grantId ?? null,
      uid: payload.uid ?? null,
      accountId: payload.accountId ?? null,
      expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
    };
    const key = { kind: this.kind, id: storedId(this.kind, id) };
    await db.oAuthRecord.upsert({ where: { kind_id: key }, create: { ...key, ...columns }, update: columns });
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    const row = await findLiveRecord(await getDb(), this.kind, id);
    return row ? this.restore(id, row) : undefined;
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    const db = await getDb();
    const row = await db.oAuthRecord.findFirst({ where: { kind: this.kind, uid, OR: [{ expiresAt: null }, { expiresAt: { gt: new Date() } }] } });
    // A hashed row cannot give its id back; only Session is looked up by uid, and the library needs no jti for it.
    return row ? this.restore(undefined, row) : undefined;
  }

  async findByUserCode(): Promise<AdapterPayload | undefined> {
    return undefined; // The device flow is not enabled.
  }

  /**
   * Consumes once, atomically. The provider checks `consumed` on the row it read before calling this, so two requests
   * racing with one code or refresh token both pass that check; only the conditional update tells them apart. The
   * loser is treated as the provider treats a sequential replay (RFC 9700 §4.14, OAuth 2.1 §4.3.1): the grant and
   * everything issued under it, the winner's tokens included, is revoked, and the request gets invalid_grant.
   */
  async consume(id: string): Promise<void> {
    const db = await getDb();
    const key = { kind: this.kind, id: storedId(this.kind, id) };
    const { count } = await db.oAuthRecord.updateMany({ where: { ...key, consumedAt: null }, data: { consumedAt: new Date() } });
    if (count === 1) return;
    const row = await db.oAuthRecord.findUnique({ where: { kind_id: key }, select: { grantId: true } });
    if (row?.grantId) await deleteGrantRecords(db, row.grantId);
    throw new errors.InvalidGrant(`${CONSUMABLE_LABELS[this.kind] ?? this.kind} already used`);
  }

  async destroy(id: string): Promise<void> {
    const db = await getDb();
    await db.oAuthRecord.deleteMany({ where: { kind: this.kind, id: storedId(this.kind, id) } });
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await deleteGrantRecords(await getDb(), grantId);
  }

  private restore(id: string | undefined, row: { payload: unknown; consumedAt: Date | null }): AdapterPayload {
    const payload = { ...(row.payload as AdapterPayload) };
    if (id !== undefined && HASHED_KINDS.has(this.kind)) payload.jti = id;
    if (row.consumedAt) payload.consumed = Math.floor(row.consumedAt.getTime() / 1000);
    return payload;
  }
}
