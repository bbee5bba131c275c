// Adds a site to the organization. The start URL is vetted with the engine's SSRF rules before it is stored,
// so a site that could never be scanned is refused here; nothing is fetched.
import type { z } from 'zod';
import { vetUrl } from '@/engine/index';
import { authorize, type Actor } from '@/lib/auth/authorize';
import { getDb, isUniqueViolation } from '@/lib/db';
import { ApiError } from '@/lib/http/errors';
import { hostKeyOf } from '@/lib/http/host';
import type { SiteSummary } from '@/lib/schemas/me';
import { privateTargetsAllowed } from '@/lib/server/settings';

const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

function startUrlOf(input: string): URL {
  const trimmed = input.trim();
  const vetting = vetUrl(SCHEME.test(trimmed) ? trimmed : `https://${trimmed}`, { allowPrivateTargets: privateTargetsAllowed() });
  if (!vetting.ok) {
    if (vetting.rule === 'invalid-url') throw new ApiError('invalid-body', 'Field "url" must be an http(s) URL or a domain name such as example.com.');
    throw new ApiError('target-refused', `${vetting.message} (rule: ${vetting.rule})`);
  }
  const url = vetting.url;
  if (url.hostname === '') throw new ApiError('invalid-body', 'Field "url" must name a host.');
  url.search = '';
  url.hash = '';
  return url;
}

export async function createSite(actor: Actor, input: { url: string }): Promise<z.input<typeof SiteSummary>> {
  authorize(actor, 'site:create');
  const { organizationId } = actor;
  const url = startUrlOf(input.url);
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
    };
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError('site-exists', `The organization already has a site on ${host}.`);
    throw error;
  }
}
