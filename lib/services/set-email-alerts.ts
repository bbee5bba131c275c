// The organization's switch for owners' alert mails (regressions and failed scheduled scans). An organization
// setting: owners and admins change it, members only read it.
import { getDb } from '@/lib/db';
import { ApiError } from '@/lib/http/errors';
import { canManageWebhooks, type WebhookActor } from './webhook-access';

export async function readEmailAlerts(organizationId: string): Promise<boolean> {
  const db = await getDb();
  const organization = await db.organization.findUnique({ where: { id: organizationId }, select: { emailAlerts: true } });
  return organization?.emailAlerts ?? false;
}

export async function setEmailAlerts(actor: WebhookActor, enabled: boolean): Promise<boolean> {
  if (!canManageWebhooks(actor)) throw new ApiError('role-required', 'Only owners and admins of the organization can change its alert mails.');
  const db = await getDb();
  await db.organization.update({ where: { id: actor.organizationId }, data: { emailAlerts: enabled }, select: { id: true } });
  return enabled;
}
