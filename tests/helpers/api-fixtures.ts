// Organizations, keys, sites and scans for API tests, written straight through Prisma.
import { randomUUID } from 'node:crypto';
import { generateApiKey } from '../../lib/auth/api-keys';
import type { PrismaClient } from '../../lib/db';
import type { StoredAuditReport } from '../../lib/schemas/report';

export interface SeededOrganization {
  id: string;
  key: string;
  sites: Array<{ id: string; host: string }>;
}

export interface OrganizationSeed {
  name: string;
  /** 'active' = paid; 'expired' = active status but the period ended; 'none' = no subscription. */
  subscription: 'active' | 'expired' | 'none';
  hosts?: string[];
}

let createdAtCounter = 0;
/** Distinct, increasing creation times, so "oldest first" is deterministic. */
function nextCreatedAt(): Date {
  createdAtCounter += 1;
  return new Date(Date.UTC(2026, 0, 1) + createdAtCounter * 60_000);
}

export async function seedOrganization(db: PrismaClient, seed: OrganizationSeed): Promise<SeededOrganization> {
  const organization = await db.organization.create({ data: { name: seed.name, plan: seed.subscription === 'none' ? 'free' : 'pro' } });
  if (seed.subscription !== 'none') {
    await db.subscription.create({
      data: {
        organizationId: organization.id,
        status: 'active',
        currentPeriodEnd: seed.subscription === 'expired' ? new Date(Date.now() - 86_400_000) : null,
      },
    });
  }
  const key = await createKey(db, organization.id);
  const sites = [];
  for (const host of seed.hosts ?? []) {
    const site = await db.site.create({
      data: { organizationId: organization.id, host, url: `https://${host}/`, createdAt: nextCreatedAt() },
    });
    sites.push({ id: site.id, host });
  }
  return { id: organization.id, key, sites };
}

export async function createKey(db: PrismaClient, organizationId: string, options: { revoked?: boolean } = {}): Promise<string> {
  const key = generateApiKey();
  await db.apiKey.create({
    data: {
      organizationId,
      name: 'test key',
      hashedKey: key.hashedKey,
      displayPrefix: key.displayPrefix,
      revokedAt: options.revoked ? new Date() : null,
    },
  });
  return key.key;
}

/** A finished scan whose stored report is a small but complete engine report. */
export async function seedFinishedScan(
  db: PrismaClient,
  site: { id: string; host: string },
  organizationId: string,
  score: number,
  finishedAt: Date,
): Promise<string> {
  const report = minimalReport(`https://${site.host}/`, score, finishedAt);
  const scan = await db.scan.create({
    data: {
      organizationId,
      siteId: site.id,
      status: 'succeeded',
      trigger: 'api',
      engine: report.engine,
      score,
      originScore: score,
      pageCount: 1,
      discoveredUrls: 1,
      report: report as never,
      startedAt: finishedAt,
      finishedAt,
    },
  });
  return scan.id;
}

/** A report as stored before finding codes existed (its finding has no code). */
export function minimalReport(url: string, score: number, at: Date): StoredAuditReport {
  return {
    url,
    timestamp: at.toISOString(),
    engine: 'agentgauge@6.0.0',
    overallScore: score,
    duration: 12,
    grade: { min: 0, label: 'F', color: '#b91c1c' },
    results: [
      {
        id: 'robots-txt',
        name: 'robots.txt',
        description: 'A robots.txt file agents can parse.',
        category: 'Discovery',
        scope: 'origin',
        status: score === 100 ? 'pass' : 'warn',
        score,
        siteScore: null,
        applicable: true,
        informational: false,
        weight: 8,
        findings: [{ status: 'warn', message: 'One line does not parse.', detail: 'line 3', hint: 'Fix line 3.' }],
        duration: 1,
      },
    ],
    profile: 'auto',
    resolvedProfiles: [{ profile: 'base', evidence: [] }],
    scope: 'page',
    checksScope: 'origin',
    pageCount: 1,
    discoveredUrls: 1,
    originScore: score,
    categories: [{ category: 'Discovery', score, weight: 8 }],
    pages: [{ url, httpStatus: 200, score, results: [] }],
  };
}

/** One task with a published and an unpublished run; returns the published run's id. */
export async function seedAgentRuns(db: PrismaClient, organizationId: string, siteId: string): Promise<string> {
  const task = await db.agentTask.create({ data: { organizationId, siteId, goal: 'Find the price of the blue mug' } });
  const common = { organizationId, siteId, taskId: task.id, batchId: randomUUID(), status: 'finished', goal: task.goal, stepCount: 4 };
  const published = await db.agentRun.create({
    data: {
      ...common,
      verdict: 'success',
      reasons: ['The price is on the product page.'],
      answer: 'The blue mug costs 12 EUR.',
      evidence: [{ url: 'https://shop.alpha.example/mug', quote: '12 EUR' }],
      publishedAt: new Date('2026-03-03T09:00:00Z'),
    },
  });
  await db.agentRun.create({ data: { ...common, verdict: 'failure', answer: 'Private answer.' } });
  return published.id;
}

/**
 * Records that the organization proved it controls the host (issue 52 point 3), as a check through
 * POST /api/v1/me/sites/{id}/ownership would: for tests of what a proven owner publishes. Not due for a re-check.
 */
export async function seedProvenHost(db: PrismaClient, organizationId: string, host: string): Promise<void> {
  const now = new Date();
  await db.hostOwnership.create({ data: { organizationId, host, method: 'dns', verifiedAt: now, checkedAt: now, nextCheckAt: new Date(now.getTime() + 365 * 86_400_000) } });
}
