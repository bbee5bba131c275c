import type { Plan } from '@/lib/db';
import { getDb } from '@/lib/db';
import { hasPaidAccess } from '@/lib/auth/paid-access';

export interface AdminOrganizationItem {
  id: string;
  name: string;
  plan: Plan;
  subscriptionStatus: string | null;
  paidUntil: Date | null;
  paid: boolean;
  members: number;
  sites: number;
  activeKeys: number;
  createdAt: Date;
}

/** Every organization with its plan and whether it has paid access right now (for operators). */
export async function listOrganizationsForAdmin(now = new Date()): Promise<AdminOrganizationItem[]> {
  const db = await getDb();
  const organizations = await db.organization.findMany({
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    include: {
      subscription: true,
      _count: { select: { memberships: true, sites: true, apiKeys: { where: { revokedAt: null } } } },
    },
  });
  return organizations.map((organization) => ({
    id: organization.id,
    name: organization.name,
    plan: organization.plan,
    subscriptionStatus: organization.subscription?.status ?? null,
    paidUntil: organization.subscription?.currentPeriodEnd ?? null,
    paid: hasPaidAccess(organization.subscription, now),
    members: organization._count.memberships,
    sites: organization._count.sites,
    activeKeys: organization._count.apiKeys,
    createdAt: organization.createdAt,
  }));
}
