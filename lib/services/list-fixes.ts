import type { z } from 'zod';
import { openWork } from '@/lib/fixes/fix-item';
import type { Fixes } from '@/lib/schemas/me';
import { findOwnedSite } from './find-owned-site';
import { offeredKinds } from '@/lib/artifacts/offer';
import { alsoServedAt, ARTIFACT_CHECK, ARTIFACT_PATHS } from '@/lib/artifacts/kinds';
import { latestFinishedScan, originOf } from '@/lib/scans/finished-scans';
import { benchmarkOfStored } from '@/lib/editions/benchmark';

/** Open work from the latest finished scan, largest gain first, and the generated files on offer. A stored read: it records nothing. */
export async function listFixes(organizationId: string, siteId: string): Promise<z.input<typeof Fixes>> {
  const site = await findOwnedSite(organizationId, siteId);
  const latest = await latestFinishedScan(site.id);
  if (!latest) {
    return {
      siteId: site.id,
      host: site.host,
      scanId: null,
      fixes: [],
      artifacts: [],
      benchmark: null,
      nextStep: `Start a scan with POST /api/v1/me/sites/${site.id}/scan; fixes are derived from the finished scan.`,
    };
  }
  const origin = originOf(site);
  const fixes = openWork({ siteId: site.id, origin }, latest.report);
  const top = fixes[0];
  return {
    siteId: site.id,
    host: site.host,
    scanId: latest.scan.id,
    fixes,
    artifacts: offeredKinds({ origin, report: latest.report }).map((kind) => ({
      kind,
      checkId: ARTIFACT_CHECK[kind],
      path: ARTIFACT_PATHS[kind],
      alsoServeAt: alsoServedAt(kind),
    })),
    benchmark: await benchmarkOfStored(latest.report),
    nextStep: top
      ? `Open ${top.guideUrl} for the whole fix of ${top.checkId}, which returns ${top.gain} points.`
      : `Nothing is open on ${site.host}; scan again after changes to keep it that way.`,
  };
}
