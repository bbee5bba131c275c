// Operators' reads and chores of the index (admin page /admin/index, bin/agentgauge admin index …): the fleet runs
// that could be published, the editions published, and the verdict reports of listed sites' owners.
import { gunzipSync } from 'node:zlib';
import { getDb } from '@/lib/db';
import type { PopulationFigures } from '@/lib/fleets/summary';
import { AdminError } from './errors';

export interface PublishableRun {
  runId: string;
  fleetName: string;
  organizationName: string;
  finishedAt: Date | null;
  total: number;
  scanned: number;
  scorecard: string;
}

/** Finished runs (succeeded, rows still kept) not yet published, newest first. */
export async function listPublishableRuns(limit = 50): Promise<PublishableRun[]> {
  const db = await getDb();
  const runs = await db.fleetRun.findMany({
    where: { status: 'succeeded', purgedAt: null },
    orderBy: { finishedAt: 'desc' },
    take: limit * 2,
    include: { fleet: { select: { name: true, organization: { select: { name: true } } } } },
  });
  const published = new Set((await db.indexEdition.findMany({ where: { runId: { in: runs.map((run) => run.id) } }, select: { runId: true } })).map((row) => row.runId));
  return runs
    .filter((run) => run.summary !== null && !published.has(run.id))
    .slice(0, limit)
    .map((run) => ({
      runId: run.id,
      fleetName: run.fleet.name,
      organizationName: run.fleet.organization.name,
      finishedAt: run.finishedAt,
      total: run.total,
      scanned: (run.summary as unknown as PopulationFigures).targets.scanned,
      scorecard: run.scorecard,
    }));
}

export interface EditionSummary {
  edition: number;
  title: string;
  runId: string;
  publishedAt: Date;
  publishedBy: string;
  scorecard: string;
  populationSize: number;
  openReports: number;
}

export async function listEditionsForAdmin(): Promise<EditionSummary[]> {
  const db = await getDb();
  const editions = await db.indexEdition.findMany({
    orderBy: { number: 'desc' },
    select: { number: true, title: true, runId: true, publishedAt: true, publishedBy: true, scorecard: true, population: true, _count: { select: { verdictReports: { where: { resolvedAt: null } } } } },
  });
  return editions.map((edition) => ({
    edition: edition.number,
    title: edition.title,
    runId: edition.runId,
    publishedAt: edition.publishedAt,
    publishedBy: edition.publishedBy,
    scorecard: edition.scorecard,
    populationSize: (edition.population as unknown as PopulationFigures).targets.scanned,
    openReports: edition._count.verdictReports,
  }));
}

export interface VerdictReportItem {
  id: string;
  edition: number;
  host: string;
  subject: 'check' | 'agent';
  /** The check id or agent profile reported. */
  about: string;
  verdict: string;
  explanation: string;
  organizationName: string;
  reportKept: boolean;
  createdAt: Date;
  resolvedAt: Date | null;
}

/** Verdict reports, open ones first then newest first; `all` includes the resolved. */
export async function listVerdictReports(options: { all?: boolean; limit?: number } = {}): Promise<VerdictReportItem[]> {
  const db = await getDb();
  const reports = await db.indexVerdictReport.findMany({
    where: options.all ? {} : { resolvedAt: null },
    orderBy: [{ createdAt: 'desc' }],
    take: options.limit ?? 100,
    select: {
      id: true,
      host: true,
      subject: true,
      checkId: true,
      profile: true,
      verdict: true,
      explanation: true,
      organizationId: true,
      createdAt: true,
      resolvedAt: true,
      report: false,
      edition: { select: { number: true } },
    },
  });
  const kept = new Set(
    (await db.$queryRaw<Array<{ id: string }>>`SELECT id::text FROM index_verdict_reports WHERE report IS NOT NULL AND id = ANY(${reports.map((report) => report.id)}::uuid[])`).map((row) => row.id),
  );
  const organizations = new Map(
    (await db.organization.findMany({ where: { id: { in: [...new Set(reports.map((report) => report.organizationId))] } }, select: { id: true, name: true } })).map((organization) => [organization.id, organization.name]),
  );
  return reports.map((report) => ({
    id: report.id,
    edition: report.edition.number,
    host: report.host,
    subject: report.subject as 'check' | 'agent',
    about: report.checkId ?? report.profile ?? '',
    verdict: report.verdict,
    explanation: report.explanation,
    organizationName: organizations.get(report.organizationId) ?? '(deleted organization)',
    reportKept: kept.has(report.id),
    createdAt: report.createdAt,
    resolvedAt: report.resolvedAt,
  }));
}

/** Marks a verdict report handled (it stays listed with --all). */
export async function resolveVerdictReport(id: string): Promise<{ id: string; resolvedAt: Date; alreadyResolved: boolean }> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new AdminError('invalid-input', `"${id}" is not a verdict report id (a UUID)`);
  const db = await getDb();
  const report = await db.indexVerdictReport.findUnique({ where: { id }, select: { resolvedAt: true } });
  if (!report) throw new AdminError('not-found', `no verdict report with id ${id}`);
  if (report.resolvedAt) return { id, resolvedAt: report.resolvedAt, alreadyResolved: true };
  const updated = await db.indexVerdictReport.update({ where: { id }, data: { resolvedAt: new Date() } });
  return { id, resolvedAt: updated.resolvedAt!, alreadyResolved: false };
}

/** The stored report of the target a verdict report is about (the run's JSON, as kept with it), or null. */
export async function verdictReportEvidence(id: string): Promise<unknown> {
  const db = await getDb();
  const row = await db.indexVerdictReport.findUnique({ where: { id }, select: { report: true } });
  if (!row) throw new AdminError('not-found', `no verdict report with id ${id}`);
  return row.report ? JSON.parse(gunzipSync(row.report).toString('utf8')) : null;
}
