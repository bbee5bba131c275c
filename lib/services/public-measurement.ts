// The newest public measurement of a host, wherever it is stored: a public scan (POST /api/v1/scan keeps it in
// public_reports) or a finished scan of a site whose owner made its report public (sites.public_report). The public
// report (API, page, Markdown, MCP, A2A) and the badge all read it here, so switching a site's report off takes its
// scans out of every one of them at once: they are never copied anywhere else. A private origin (an organization's
// own trial site the operator allowed with AGENTGAUGE_ALLOW_PRIVATE_TARGETS) is never published, whatever is stored:
// isPublishableHost asks the SSRF rules, without that allow-list, about the host as it resolves now. A site's switch
// counts only while its organization proved it controls the host (issue 52 point 3; lib/ownership/verified.ts).
import { getDb } from '@/lib/db';
import { provenSiteOn } from '@/lib/ownership/verified';
import { isPublishableHost } from '@/lib/rate-limit/runnable-target';
import type { StoredAuditReport } from '@/lib/schemas/report';
import { storedReportOf } from '@/lib/scans/stored-report';

export interface PublicMeasurement {
  score: number | null;
  /** When it was measured: a public scan's start, a site scan's end (both are a few seconds from the audit). */
  measuredAt: Date;
  /** The row the report is read from, only when it is needed (the badge needs the score alone). */
  source: { kind: 'public-scan' | 'site-scan'; id: string };
}

export async function newestPublicMeasurement(host: string): Promise<PublicMeasurement | null> {
  const db = await getDb();
  const [publicScan, siteScan] = await Promise.all([
    db.publicReport.findFirst({ where: { host }, orderBy: { scannedAt: 'desc' }, select: { id: true, score: true, scannedAt: true } }),
    // Several organizations may each have a site on the host: the newest published scan of any of them counts.
    db.scan.findFirst({
      where: { status: 'succeeded', finishedAt: { not: null }, site: { ...provenSiteOn(host), publicReport: true } },
      orderBy: { finishedAt: 'desc' },
      select: { id: true, score: true, finishedAt: true },
    }),
  ]);
  // Asked only of a host with a measurement: an anonymous caller cannot make the service resolve names at will.
  if ((publicScan || siteScan) && !(await isPublishableHost(host))) return null;
  const fromPublic = publicScan && { score: publicScan.score, measuredAt: publicScan.scannedAt, source: { kind: 'public-scan' as const, id: publicScan.id } };
  const fromSite = siteScan && { score: siteScan.score, measuredAt: siteScan.finishedAt!, source: { kind: 'site-scan' as const, id: siteScan.id } };
  if (!fromPublic || !fromSite) return fromPublic ?? fromSite ?? null;
  return fromSite.measuredAt > fromPublic.measuredAt ? fromSite : fromPublic;
}

/**
 * The newest public measurement of a host with its stored report, or null. The report is read in a second step (the
 * badge needs the score alone), which asks again that the site is still public: a report switched off in between is
 * never served, and the step before is taken again (the host may have another public measurement).
 */
export async function newestPublicReport(host: string): Promise<{ measurement: PublicMeasurement; report: StoredAuditReport } | null> {
  const db = await getDb();
  for (let attempt = 0; attempt < 2; attempt++) {
    const measurement = await newestPublicMeasurement(host);
    if (!measurement) return null;
    const { kind, id } = measurement.source;
    const row =
      kind === 'public-scan'
        ? await db.publicReport.findUnique({ where: { id }, select: { report: true } })
        : await db.scan.findFirst({ where: { id, site: { ...provenSiteOn(host), publicReport: true } }, select: { report: true } });
    if (row?.report) return { measurement, report: storedReportOf(row.report) };
  }
  return null;
}
