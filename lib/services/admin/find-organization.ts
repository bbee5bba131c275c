import { getDb } from '@/lib/db';
import { AdminError } from './errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function requireUuid(value: string, what: string): string {
  const id = value.trim();
  if (!UUID.test(id)) throw new AdminError('invalid-input', `${what} "${value}" is not a UUID`);
  return id.toLowerCase();
}

export async function findOrganizationOrThrow(organizationId: string) {
  const id = requireUuid(organizationId, 'organization id');
  const db = await getDb();
  const organization = await db.organization.findUnique({ where: { id } });
  if (!organization) throw new AdminError('not-found', `no organization with id ${id}`);
  return organization;
}
