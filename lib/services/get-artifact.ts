import type { z } from 'zod';
import { generateArtifact } from '@/lib/artifacts/generate';
import { ARTIFACT_CHECK, ARTIFACT_KINDS, isArtifactKind } from '@/lib/artifacts/kinds';
import { fixSummary } from '@/lib/fixes/fix-item';
import { ApiError } from '@/lib/http/errors';
import type { Artifact } from '@/lib/schemas/me';
import { findOwnedSite } from './find-owned-site';
import { originOf, requireLatestFinishedScan } from './finished-scans';
import { recordFixAdvice } from './record-fix-advice';

/** A file generated from the site's latest finished scan (never from a new fetch); reading it records advice. */
export async function getArtifact(organizationId: string, siteId: string, kind: string): Promise<z.input<typeof Artifact>> {
  const site = await findOwnedSite(organizationId, siteId);
  if (!isArtifactKind(kind)) {
    throw new ApiError('not-found', `Unknown artifact kind "${kind}"; the kinds are ${ARTIFACT_KINDS.join(', ')}.`);
  }
  const { scan, report } = await requireLatestFinishedScan(site);
  const artifact = generateArtifact(kind, { siteId: site.id, host: site.host, origin: originOf(site), report, scanId: scan.id });
  const result = report.results.find((candidate) => candidate.id === ARTIFACT_CHECK[kind]);
  if (result) {
    const summary = fixSummary(site.id, report, result);
    await recordFixAdvice({ site, scan, result, source: 'artifact', headline: summary.headline, gain: summary.gain });
  }
  return artifact;
}
