// Stored scans with hand-built reports for the /me read tests: a few checks of every kind (origin, page,
// informational, not applicable) so gains, comparisons and generated files can be asserted exactly.
import type { CheckId, FindingCode } from '../../engine/index';
import type {
  StoredAuditReport as AuditReport,
  StoredCheckResult as CheckResult,
  StoredFinding as Finding,
  StoredPageReport as PageReport,
} from '../../lib/schemas/report';
import type { PrismaClient } from '../../lib/db';

export interface CheckSpec {
  id: CheckId;
  score: number;
  /** Page checks: the mean over pages (the start page scores `score`). */
  siteScore?: number;
  weight?: number;
  applicable?: boolean;
  informational?: boolean;
  findings?: Finding[];
  /** Page checks: per page URL, score and findings (the start page is taken from score/findings). */
  pages?: Record<string, { score: number; findings: Finding[] }>;
}

export interface ReportSpec {
  url: string;
  at: Date;
  engine?: string;
  overallScore: number;
  checks: CheckSpec[];
  /** URLs of measured pages besides the start page. */
  otherPages?: string[];
  siteFacts?: AuditReport['siteFacts'];
}

const PAGE_CHECKS = new Set<CheckId>(['page-metadata', 'structured-data', 'semantic-structure', 'markdown-negotiation', 'server-rendered-content']);

/** A finding as reports stored before codes existed hold it (no code). */
export function finding(status: Finding['status'], message: string, detail: string | null = null, hint: string | null = null): Finding {
  return { status, message, detail, hint };
}

/** A finding as the engine writes it now: with its code and, where it names one of several things, a subject. */
export function codedFinding(code: FindingCode, status: Finding['status'], message: string, detail: string | null = null, subject?: string): Finding {
  return subject === undefined ? { code, status, message, detail, hint: null } : { code, subject, status, message, detail, hint: null };
}

function statusOf(score: number): CheckResult['status'] {
  return score >= 100 ? 'pass' : score <= 0 ? 'fail' : 'warn';
}

export function buildReport(spec: ReportSpec): AuditReport {
  const pageUrls = [spec.url, ...(spec.otherPages ?? [])];
  const results: CheckResult[] = spec.checks.map((check) => {
    const scope = PAGE_CHECKS.has(check.id) ? 'page' : 'origin';
    const applicable = check.applicable ?? true;
    const informational = check.informational ?? false;
    return {
      id: check.id,
      name: `${check.id} check`,
      description: `Measures ${check.id}.`,
      category: 'Discovery',
      scope,
      status: statusOf(check.score),
      score: check.score,
      siteScore: scope === 'page' ? (check.siteScore ?? check.score) : null,
      applicable,
      informational,
      weight: applicable && !informational ? (check.weight ?? 5) : 0,
      findings: check.findings ?? [],
      duration: 1,
    };
  });
  const pages: PageReport[] = pageUrls.map((url, index) => ({
    url,
    httpStatus: 200,
    score: spec.overallScore,
    results: spec.checks
      .filter((check) => PAGE_CHECKS.has(check.id))
      .map((check) => {
        const onPage = index === 0 ? { score: check.score, findings: check.findings ?? [] } : (check.pages?.[url] ?? { score: check.score, findings: [] });
        return { id: check.id, status: statusOf(onPage.score), score: onPage.score, applicable: check.applicable ?? true, findings: onPage.findings, duration: 1 };
      }),
  }));
  return {
    url: spec.url,
    timestamp: spec.at.toISOString(),
    engine: spec.engine ?? 'agentgauge@6.0.0',
    overallScore: spec.overallScore,
    duration: 10,
    grade: { min: 0, label: 'F', color: '#b91c1c' },
    results,
    profile: 'auto',
    resolvedProfiles: [{ profile: 'base', evidence: [] }],
    scope: pageUrls.length > 1 ? 'site' : 'page',
    checksScope: 'origin',
    pageCount: pageUrls.length,
    discoveredUrls: pageUrls.length + 2,
    originScore: spec.overallScore,
    categories: [{ category: 'Discovery', score: spec.overallScore, weight: 10 }],
    pages,
    ...(spec.siteFacts ? { siteFacts: spec.siteFacts } : {}),
  };
}

export async function seedScan(
  db: PrismaClient,
  site: { id: string },
  organizationId: string,
  report: AuditReport,
  options: { status?: 'succeeded' | 'failed' | 'queued'; trigger?: string } = {},
): Promise<string> {
  const status = options.status ?? 'succeeded';
  const finishedAt = new Date(report.timestamp);
  const scan = await db.scan.create({
    data: {
      organizationId,
      siteId: site.id,
      status,
      trigger: options.trigger ?? 'api',
      engine: status === 'succeeded' ? report.engine : null,
      score: status === 'succeeded' ? report.overallScore : null,
      originScore: status === 'succeeded' ? report.originScore : null,
      pageCount: status === 'succeeded' ? report.pageCount : 0,
      discoveredUrls: status === 'succeeded' ? report.discoveredUrls : null,
      report: status === 'succeeded' ? (report as never) : undefined,
      error: status === 'failed' ? 'The site could not be reached.' : null,
      startedAt: status === 'queued' ? null : finishedAt,
      finishedAt: status === 'queued' ? null : new Date(finishedAt.getTime() + 5_000),
      createdAt: finishedAt,
    },
  });
  return scan.id;
}
