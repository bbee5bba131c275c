// One rule for "a unique index refused this write" (lib/db/errors.ts), tried against real errors of both databases:
// a Prisma write, a raw statement and a write inside an interactive transaction. The copy the admin services used
// recognised only the first (top-level P2002), so a duplicate written by raw SQL was reported as a failure.
import { beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation } from '@/lib/db';
import { DATABASE_KINDS } from '../../helpers/server';
import { useTestDatabase } from '../../helpers/db/helpers';

async function caught(write: Promise<unknown>): Promise<unknown> {
  return write.then(
    () => {
      throw new Error('the write was expected to fail');
    },
    (error: unknown) => error,
  );
}

describe.each(DATABASE_KINDS)('isUniqueViolation on %s', (kind) => {
  const onDatabase = useTestDatabase(kind);
  let organizationId: string;

  beforeAll(async () => {
    organizationId = await onDatabase(async (db) => {
      const organization = await db.organization.create({ data: { name: 'Acme' } });
      await db.site.create({ data: { organizationId: organization.id, host: 'acme.example', url: 'https://acme.example/' } });
      return organization.id;
    });
  });

  it('recognises a duplicate written through Prisma, raw SQL and an interactive transaction', () =>
    onDatabase(async (db) => {
      const site = { organizationId, host: 'acme.example', url: 'https://acme.example/' };
      expect(isUniqueViolation(await caught(db.site.create({ data: site })))).toBe(true);
      expect(
        isUniqueViolation(
          await caught(db.$executeRaw`INSERT INTO sites (id, organization_id, host, url, updated_at) VALUES (gen_random_uuid(), ${organizationId}::uuid, 'acme.example', 'https://acme.example/', now())`),
        ),
      ).toBe(true);
      expect(isUniqueViolation(await caught(db.$transaction(async (tx) => tx.site.create({ data: site }))))).toBe(true);
    }));

  it('does not mistake other refusals for a duplicate', () =>
    onDatabase(async (db) => {
      const missingOrganization = '00000000-0000-4000-8000-000000000000';
      expect(isUniqueViolation(await caught(db.site.create({ data: { organizationId: missingOrganization, host: 'x.example', url: 'https://x.example/' } })))).toBe(false);
      expect(isUniqueViolation(await caught(db.$executeRaw`SELECT 1/0`))).toBe(false);
      expect(isUniqueViolation(new Error('duplicate'))).toBe(false);
      expect(isUniqueViolation(null)).toBe(false);
    }));
});
