// Adds a site to the organization. The start URL is vetted with the engine's SSRF rules before it is stored,
// so a site that could never be scanned is refused here; nothing is fetched.
import type { z } from 'zod';
import { vetUrl } from '@/engine/light';
import { authorize, type Actor } from '@/lib/auth/authorize';
import { getDb, isUniqueViolation } from '@/lib/db';
import { ApiError } from '@/lib/errors/api-errors';
import { hostKeyOf, parseStartUrl } from '@/lib/net/host';
import { targetRefusedMessage } from '@/lib/net/target-refusal';
import type { SiteSummary } from '@/lib/schemas/me';
import { privateTargetsAllowed } from '@/lib/settings/settings';

/**
 * The start URL a site is stored with (the one URL rule, then the SSRF rules); every way of adding a site or changing
 * its address uses it. A malformed address is 400 invalid-body naming what is wrong; a scheme other than http(s), and
 * every SSRF rule, is 400 target-refused naming the rule, as a scan of that address would be refused.
 */
export function siteStartUrl(input: string): URL {
  const parsed = parseStartUrl(input);
  if (!parsed.ok && parsed.problem !== 'scheme') throw new ApiError('invalid-body', `Field "url": ${parsed.message}`);
  const vetting = vetUrl(parsed.ok ? parsed.url : input.trim(), { allowPrivateTargets: privateTargetsAllowed() });
  if (!vetting.ok && vetting.rule !== 'invalid-url') throw new ApiError('target-refused', targetRefusedMessage(vetting.message, vetting.rule));
  if (!vetting.ok || !parsed.ok) throw new ApiError('invalid-body', `Field "url": ${parsed.ok ? 'not a valid address.' : parsed.message}`);
  const url = vetting.url;
  url.search = '';
  return url;
}

export async function createSite(actor: Actor, input: { url: string }): Promise<z.input<typeof SiteSummary>> {
  authorize(actor, 'site:create');
  const { organizationId } = actor;
  const url = siteStartUrl(input.url);
  const host = hostKeyOf(url);
  const db = await getDb();
  try {
    const site = await db.site.create({ data: { organizationId, url: url.href, host } });
    return {
      id: site.id,
      host: site.host,
      url: site.url,
      createdAt: site.createdAt.toISOString(),
      latestScore: null,
      previousScore: null,
      latestScannedAt: null,
      schedule: null,
      nextScanAt: null,
      publicReport: site.publicReport,
      lastScanFailure: null,
      indexOptIn: site.indexOptIn,
    };
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError('site-exists', `The organization already has a site on ${host}.`);
    throw error;
  }
}
