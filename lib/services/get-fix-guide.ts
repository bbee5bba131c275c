import type { z } from 'zod';
import { CHECK_IDS, isCheckId } from '@/engine/light';
import { fixDocument, fixProse, guideMarkdown, type FixDocument } from '@/lib/fixes/fix-prose';
import { fixSummary } from '@/lib/fixes/fix-item';
import { pageSidesOf } from '@/lib/schemas/check-results';
import { CHECK_GUIDES } from '@/lib/fixes/guides';
import { ApiError } from '@/lib/errors/api-errors';
import type { FixDetail } from '@/lib/schemas/me';
import { findOwnedSite } from './find-owned-site';
import { originOf, requireLatestFinishedScan } from '@/lib/scans/finished-scans';
import { recordFixAdvice } from './record-fix-advice';
import { verificationView } from '@/lib/views/verification-view';
import { benchmarkOfStored } from '@/lib/editions/benchmark';

/** The API's answer, and the fix as one document for the dashboard's fix page (the response schema keeps FixDetail's
 *  fields only, so the API and MCP answers stay as they are). */
export type FixGuide = z.input<typeof FixDetail> & { document: FixDocument };

/** Every finding behind one check, its guide and the whole fix; reading it records the advice for verification. */
export async function getFixGuide(organizationId: string, siteId: string, checkId: string): Promise<FixGuide> {
  const site = await findOwnedSite(organizationId, siteId);
  if (!isCheckId(checkId)) {
    throw new ApiError('not-found', `Unknown check id "${checkId}"; the check ids are ${CHECK_IDS.join(', ')}.`);
  }
  const guide = CHECK_GUIDES[checkId];
  const { scan, report } = await requireLatestFinishedScan(site);
  const result = report.results.find((candidate) => candidate.id === checkId);
  if (!result) throw new ApiError('not-found', `The latest scan of ${site.host} did not measure the check "${checkId}".`);
  const subject = { siteId: site.id, host: site.host, origin: originOf(site), report, result, guide };
  const summary = fixSummary({ siteId: site.id, origin: originOf(site) }, report, result);
  const guideText = guideMarkdown(subject);
  const fix = fixProse(subject);
  const record = await recordFixAdvice({ site, scan, report, result, source: 'fix-guide', headline: summary.headline, gain: summary.gain, guide: guideText, prose: fix });
  return {
    siteId: site.id,
    host: site.host,
    scanId: scan.id,
    ...summary,
    informational: result.informational,
    findings: result.findings,
    pageFindings: pageSidesOf(report, result),
    guide: guideText,
    fix,
    benchmark: await benchmarkOfStored(report),
    verification: record ? verificationView(record) : null,
    document: fixDocument(subject),
  };
}
