// POST /api/v1/me/sites/{id}/index/verdict-reports and the site page's form: the owner of a listed site reports a
// verdict of the current edition they believe wrong (a check's outcome or an agent profile's verdict). The report is
// stored with the verdict as the edition has it and, while the run still keeps it, the target's full report from the
// run; operators list them (admin page /admin/index, bin/agentgauge admin index reports).
import type { z } from 'zod';
import { authorize, type Actor } from '@/lib/auth/authorize';
import { getDb } from '@/lib/db';
import { currentEdition } from '@/lib/editions/editions';
import { isHostOptedIn } from '@/lib/editions/opt-in';
import { ownEntryOf } from '@/lib/editions/own-entry';
import { ApiError } from '@/lib/errors/api-errors';
import { requireVerifiedOwnership } from '@/lib/ownership/verified';
import type { VerdictReport, VerdictReportRequest } from '@/lib/schemas/me';
import { NOTHING_PUBLISHED } from './get-index-edition';
import { findOwnedSite } from './find-owned-site';

/** Open reports one site may have on one edition: enough for every check and profile, not a flood. */
export const OPEN_VERDICT_REPORTS_PER_SITE = 40;

export async function reportIndexVerdict(actor: Actor, siteId: string, body: z.output<typeof VerdictReportRequest>): Promise<z.input<typeof VerdictReport>> {
  authorize(actor, 'index:report-verdict');
  const site = await findOwnedSite(actor.organizationId, siteId);
  // Only a proven owner acts on the host's row, as only a proven owner reads it (issue 52 point 3).
  await requireVerifiedOwnership(actor.organizationId, site);
  const edition = await currentEdition();
  if (!edition) throw new ApiError('not-found', NOTHING_PUBLISHED);
  const entry = await ownEntryOf(edition, site.host);
  if (!entry) throw new ApiError('not-found', `Edition ${edition.number} of the index did not scan ${site.host}: there is no verdict to report.`);
  if (!(await isHostOptedIn(site.host))) {
    throw new ApiError('index-opt-in-required', `${site.host} is not named in the index: opt it in (indexOptIn or publicReport) to report a verdict of its row.`);
  }
  const db = await getDb();
  const open = await db.indexVerdictReport.count({ where: { editionId: edition.id, siteId: site.id, resolvedAt: null } });
  if (open >= OPEN_VERDICT_REPORTS_PER_SITE) {
    throw new ApiError('verdict-report-limit', `${site.host} has ${open} open verdict reports on edition ${edition.number}, the most a site may have; the operators answer them first.`);
  }
  const verdict = body.checkId ? entry.checks[body.checkId] : entry.agents[body.profile!];
  const [kept] = await db.$queryRaw<Array<{ body: Uint8Array }>>`
    SELECT f.body FROM fleet_results r JOIN fleet_reports f ON f.run_id = r.run_id AND f.target_id = r.target_id
    WHERE r.run_id = ${edition.runId}::uuid AND r.position = ${entry.position}`;
  const created = await db.indexVerdictReport.create({
    data: {
      editionId: edition.id,
      organizationId: actor.organizationId,
      siteId: site.id,
      host: site.host,
      subject: body.checkId ? 'check' : 'agent',
      checkId: body.checkId ?? null,
      profile: body.profile ?? null,
      verdict: verdict ?? 'unknown',
      explanation: body.explanation,
      report: kept ? Buffer.from(kept.body) : null,
    },
  });
  return {
    id: created.id,
    edition: edition.number,
    host: created.host,
    checkId: body.checkId ?? null,
    profile: body.profile ?? null,
    verdict: created.verdict,
    explanation: created.explanation,
    reportKept: created.report !== null,
    createdAt: created.createdAt.toISOString(),
  };
}
