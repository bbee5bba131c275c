// oidc-provider's storage (its Adapter interface) on the service's database. Token-like models are keyed by the
// SHA-256 of their id and stored without `jti` (the id again), so a copy of the table holds no usable token; `find`
// restores `jti` from the id the caller already has. Expiry is a column: an expired row is never returned.
import type { Adapter, AdapterPayload } from 'oidc-provider';
import { getDb, type Prisma } from '@/lib/db';
import { HASHED_KINDS, deleteGrantRecords, findLiveRecord, storedId } from './records';

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

  async consume(id: string): Promise<void> {
    const db = await getDb();
    await db.oAuthRecord.updateMany({ where: { kind: this.kind, id: storedId(this.kind, id) }, data: { consumedAt: new Date() } });
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
