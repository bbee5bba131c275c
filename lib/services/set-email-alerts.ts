// The organization's switch for owners' alert mails (regressions and failed scheduled scans). An organization
// setting: owners and admins change it, members only read it.
import { getDb } from '@/lib/db';
import { authorize, type Actor } from '@/lib/auth/authorize';

export async function readEmailAlerts(organizationId: string): Promise<boolean> {
  const db = await getDb();
  const organization = await db.organization.findUnique({ where: { id: organizationId }, select: { emailAlerts: true } });
  return organization?.emailAlerts ?? false;
}

export async function setEmailAlerts(actor: Actor, enabled: boolean): Promise<boolean> {
  authorize(actor, 'settings:alert-mails');
  const db = await getDb();
  await db.organization.update({ where: { id: actor.organizationId }, data: { emailAlerts: enabled }, select: { id: true } });
  return enabled;
}
