import type { z } from 'zod';
import { offerArtifact } from '@/lib/artifacts/generate';
import { ARTIFACT_CHECK, isArtifactKind } from '@/lib/artifacts/kinds';
import { fixSummary } from '@/lib/fixes/fix-item';
import { ApiError } from '@/lib/errors/api-errors';
import type { Artifact } from '@/lib/schemas/me';
import { findOwnedSite } from './find-owned-site';
import { originOf, requireLatestFinishedScan } from '@/lib/scans/finished-scans';
import { recordFixAdvice } from './record-fix-advice';
import { ARTIFACT_KINDS } from '@/lib/schemas/vocabulary/artifacts';

/**
 * A file generated from the site's latest finished scan (never from a new fetch); reading it records advice. A kind
 * the site is not offered (lib/artifacts/offer.ts) answers 404 artifact-not-applicable saying why.
 */
export async function getArtifact(organizationId: string, siteId: string, kind: string): Promise<z.input<typeof Artifact>> {
  const site = await findOwnedSite(organizationId, siteId);
  if (!isArtifactKind(kind)) {
    throw new ApiError('not-found', `Unknown artifact kind "${kind}"; the kinds are ${ARTIFACT_KINDS.join(', ')}.`);
  }
  const { scan, report } = await requireLatestFinishedScan(site);
  const offer = offerArtifact(kind, { siteId: site.id, host: site.host, origin: originOf(site), report, scanId: scan.id });
  if (!offer.offered) throw new ApiError('artifact-not-applicable', `The ${kind} file is not offered for ${site.host}: ${offer.reason}.`);
  const artifact = offer.artifact;
  const result = report.results.find((candidate) => candidate.id === ARTIFACT_CHECK[kind]);
  if (result) {
    const summary = fixSummary({ siteId: site.id, origin: originOf(site) }, report, result);
    await recordFixAdvice({ site, scan, report, result, source: 'artifact', headline: summary.headline, gain: summary.gain });
  }
  return artifact;
}
