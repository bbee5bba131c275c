// The stored-report view every API response uses: the engine report with `score` and `scannedAt` names (v1).
import type { z } from 'zod';
import { scoreScopeLabel, UNVERSIONED_SCORECARD } from '@/engine/light';
import type { AuditReport, EngineReport, FullReport, StoredAuditReport } from '@/lib/schemas/report';

export function fullReportOf(report: StoredAuditReport): z.input<typeof FullReport> {
  return {
    url: report.url,
    score: report.overallScore,
    originScore: report.originScore,
    grade: report.grade,
    engine: report.engine,
    // A stored report keeps the scorecard it was scored with; one from before scorecards was scored by 2026.11.
    scorecard: report.scorecard ?? UNVERSIONED_SCORECARD,
    scannedAt: report.timestamp,
    // Each number with its scope, in the engine's words (checks.md 2026-12c).
    scopeLabel: scoreScopeLabel({ score: report.overallScore, startPage: report.originScore, pages: report.pageCount }),
    duration: report.duration,
    profile: report.profile,
    resolvedProfiles: report.resolvedProfiles,
    scope: report.scope,
    checksScope: report.checksScope,
    pageCount: report.pageCount,
    discoveredUrls: report.discoveredUrls,
    categories: report.categories,
    results: report.results,
    pages: report.pages,
    // Reports of engines before 6.2.0 do not say: the field stays absent for them, as FullReport documents.
    ...(report.rendered === undefined ? {} : { rendered: report.rendered }),
    ...(report.scoring === undefined ? {} : { scoring: report.scoring }),
    ...(report.agents === undefined ? {} : { agents: report.agents }),
    ...(report.partialSample === undefined ? {} : { partialSample: report.partialSample }),
    ...(report.canary === undefined ? {} : { canary: report.canary }),
    ...(report.platforms === undefined ? {} : { platforms: report.platforms }),
    ...(report.journeys === undefined ? {} : { journeys: report.journeys }),
  };
}

/** The remote engine's response: exactly the Audit report fields of the contract. */
export function auditReportOf(report: StoredAuditReport): z.input<typeof AuditReport> {
  const { url, timestamp, engine, overallScore, duration, grade, results } = report;
  return { url, timestamp, engine, overallScore, duration, grade, results };
}

/** The remote engine's report in full (POST /api/v1/engine/report): the engine's report but what only site scans gather. */
export function engineReportOf(report: StoredAuditReport): z.input<typeof EngineReport> {
  const full: z.input<typeof EngineReport> & { siteFacts?: unknown } = { ...report, scorecard: report.scorecard ?? UNVERSIONED_SCORECARD };
  delete full.siteFacts;
  return full;
}
