// What a site is called, for the answer engines' questions and the analysis of their answers: the site's own name,
// else the one its latest finished scan's pages declare. Reads stored data only.
import type { Site } from '@/lib/db/generated/client';
import { siteNameOf, type ArtifactInput } from '@/lib/artifacts/site-input';
import { latestFinishedScan, originOf } from '@/lib/scans/finished-scans';
import type { SiteIdentity } from './citations';

/** The latest finished scan of the site as the generators' input, or null before its first. */
export async function artifactInputOf(site: Site): Promise<ArtifactInput | null> {
  const latest = await latestFinishedScan(site.id);
  return latest ? { siteId: site.id, host: site.host, origin: originOf(site), report: latest.report, scanId: latest.scan.id } : null;
}

/** The site's host and the name people call it by (the site's own name, else the one its pages declare). */
export async function siteIdentityOf(site: Site): Promise<SiteIdentity> {
  if (site.name) return { host: site.host, name: site.name };
  const input = await artifactInputOf(site);
  const name = input ? siteNameOf(input) : null;
  return { host: site.host, name: name && name !== site.host ? name : null };
}
