// Short mails to an organization's owners: alerts about their sites (regressions, failed scheduled scans; behind the
// organization's emailAlerts switch) and the notice that a webhook endpoint was disabled. Sent only when email is
// configured (EMAIL_SERVER and EMAIL_FROM, as for sign-in links) and the public URL is (AGENTGAUGE_PUBLIC_URL or NEXTAUTH_URL, lib/net/public-origin.ts): every
// mail carries a link, and an absolute link is never guessed from a request. Otherwise the log says why none went.
import { configuredMailer } from '@/lib/auth/email-link-settings';
import { getDb } from '@/lib/db';
import { configuredPublicOrigin } from '@/lib/net/public-origin';
import { errorMessage, logger } from '@/lib/observability/logger';
import { mailTransport } from '@/lib/mail/transport';

export interface OwnerMail {
  subject: string;
  /** Lines of the plain-text body; the link is appended. */
  lines: string[];
  /** Path of the page the mail links to, e.g. /sites/<id>/compare. */
  path: string;
}

/** Alerts honour the organization's switch; the endpoint notice always goes (it is about a setting, not a site). */
export async function alertOwners(organizationId: string, mail: OwnerMail): Promise<boolean> {
  const db = await getDb();
  const organization = await db.organization.findUnique({ where: { id: organizationId }, select: { emailAlerts: true } });
  if (!organization?.emailAlerts) return false;
  return mailOwners(organizationId, mail);
}

export async function tellOwnersEndpointDisabled(organizationId: string, url: string, reason: string): Promise<boolean> {
  return mailOwners(organizationId, {
    subject: 'Agent Gauge disabled a webhook endpoint',
    lines: [`The webhook endpoint ${displayUrl(url)} no longer receives events.`, reason],
    path: '/webhooks',
  });
}

async function mailOwners(organizationId: string, mail: OwnerMail): Promise<boolean> {
  const settings = configuredMailer();
  if (!settings) return false;
  const origin = configuredPublicOrigin();
  if (!origin) {
    logger.warn({ organizationId }, `Mail "${mail.subject}" not sent: AGENTGAUGE_PUBLIC_URL is not set, so there is no trusted address to link to.`);
    return false;
  }
  const db = await getDb();
  const owners = await db.membership.findMany({ where: { organizationId, role: 'owner' }, select: { user: { select: { email: true } } } });
  if (owners.length === 0) return false;
  const text = [...mail.lines, '', new URL(mail.path, origin).href, '', 'You get this mail as an owner of the organization on Agent Gauge.', ''].join('\n');
  try {
    const result = await mailTransport(settings.server).sendMail({
      to: owners.map((owner) => owner.user.email),
      from: settings.from,
      subject: mail.subject,
      text,
    });
    const refused = [...result.rejected, ...(result.pending ?? [])];
    if (refused.length > 0) throw new Error(`the SMTP server refused ${refused.length} recipient(s)`);
    return true;
  } catch (error) {
    // The message only: an SMTP error object can carry the server's connection details.
    logger.error({ organizationId }, `Mail "${mail.subject}" could not be sent: ${errorMessage(error)}`);
    return false;
  }
}

/** Scheme, host and path only: a receiver's URL may carry a token in its query. */
export function displayUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return '(invalid URL)';
  }
}

