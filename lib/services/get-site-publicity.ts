// What a site's public switches do now, read from the rules the public surfaces answer by (issue 63 point 3): the
// public report and badge answer exactly when newestPublicMeasurement(host) finds a measurement (the host publishable
// by the SSRF rules without the allow-list, a public scan or a proven site's switched-on scan), and a host is named in
// the index only when its organization proved it controls it. The site page's cards say these states, never a switch's
// position alone: a private host is never public, a switch of an unproven host is held.
import { authorize, type Actor } from '@/lib/auth/authorize';
import { getDb } from '@/lib/db';
import { isOwnershipVerified } from '@/lib/ownership/verified';
import { isPublishableHost } from '@/lib/rate-limit/runnable-target';
import { findOwnedSite } from './find-owned-site';
import { newestPublicMeasurement } from './public-measurement';

/**
 * One switch's state: `private-host` (the host is a private address: never published, whatever the switch says),
 * `held` (switched on, but the organization has not proven the host), `waiting` (on, nothing measured to publish yet),
 * `public` (on, and the public surfaces answer), or `off`.
 */
export type PublicityState = 'off' | 'private-host' | 'held' | 'waiting' | 'public';

export interface SitePublicity {
  host: string;
  publishable: boolean;
  proven: boolean;
  /** The public report and badge: their state now (`public` exactly when /r/<host> and the badge answer 200). */
  publicReport: PublicityState;
  /** What switching the public report on would give now (the card's sentence for the other position). */
  publicReportWhenOn: Exclude<PublicityState, 'off'>;
  /** The index opt-in: its state now (`public`: named in the editions that rank the host). */
  indexOptIn: Exclude<PublicityState, 'waiting'>;
  indexOptInWhenOn: Exclude<PublicityState, 'off' | 'waiting'>;
}

export async function getSitePublicity(actor: Actor, siteId: string): Promise<SitePublicity> {
  authorize(actor, 'organization:read');
  const site = await findOwnedSite(actor.organizationId, siteId);
  const db = await getDb();
  const [publishable, proven, finished] = await Promise.all([
    isPublishableHost(site.host),
    isOwnershipVerified(actor.organizationId, site.host),
    db.scan.findFirst({ where: { siteId: site.id, status: 'succeeded', finishedAt: { not: null } }, select: { id: true } }),
  ]);
  const gate = !publishable ? ('private-host' as const) : !proven ? ('held' as const) : null;
  // The public surfaces' own read: what /r/<host> and /badge/<host>.svg answer now.
  const measured = gate === null && site.publicReport ? (await newestPublicMeasurement(site.host)) !== null : false;
  const publicReportWhenOn = gate ?? (measured || finished !== null ? 'public' : 'waiting');
  const indexOptInWhenOn = gate ?? 'public';
  return {
    host: site.host,
    publishable,
    proven,
    publicReportWhenOn,
    publicReport: !publishable ? 'private-host' : !site.publicReport ? 'off' : gate ?? (measured ? 'public' : 'waiting'),
    indexOptInWhenOn,
    indexOptIn: !publishable ? 'private-host' : site.indexOptIn ? indexOptInWhenOn : 'off',
  };
}

/** Why a private host is never published, as the cards say it. */
export function privateHostReason(host: string): string {
  return `${host} is a private address (this service scans it because its operator allows private targets, AGENTGAUGE_ALLOW_PRIVATE_TARGETS), and a private address is never published`;
}
