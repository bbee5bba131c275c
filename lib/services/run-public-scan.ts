import type { z } from 'zod';

import type { Prisma } from '@/lib/db/generated/client';
import { getDb } from '@/lib/db';
import { ApiError } from '@/lib/errors/api-errors';
import { hostKeyOf, parseStartUrl } from '@/lib/net/host';
import { reservePublicScanSlot, type PublicScanSlot } from '@/lib/rate-limit/audit-slots';
import { enforcePublicScanLimits } from '@/lib/rate-limit/public-scan';
import { assertPublicScanTarget } from '@/lib/rate-limit/runnable-target';
import { countPublicScanOfTarget } from '@/lib/rate-limit/scan-quota';
import type { PublicReport } from '@/lib/schemas/report';
import { auditInPool } from '@/lib/pools/audit-pool';
import { publicScanPrivateTargets } from '@/lib/settings/settings';
import { publicReportBodies } from '@/lib/net/public-report-bodies';
import { benchmarkOfStored } from '@/lib/editions/benchmark';
import { fullReportOf } from '@/lib/views/report-view';

/** The start page to measure, by the one URL rule (parseStartUrl): https://<domain>/, or the value's own http(s) scheme. */
export function startPageOf(domain: string): URL {
  const parsed = parseStartUrl(domain);
  if (!parsed.ok) {
    if (parsed.problem === 'scheme') throw new ApiError('invalid-body', 'Field "domain" must use http or https.');
    if (parsed.problem === 'no-host') throw new ApiError('invalid-body', 'Field "domain" must name a host.');
    throw new ApiError('invalid-body', `Field "domain": ${parsed.message}`);
  }
  const url = parsed.url;
  url.pathname = '/';
  url.search = '';
  return url;
}

/**
 * Measures a domain's start page, stores it as the host's latest public report and returns it. Anonymous scans run
 * in their own bounded share of audit capacity (reservePublicScanSlot), taken before any limit is spent, and shared
 * fairly between callers (one address never holds every running place). A private origin is never reached, whatever
 * the organizations' allow-list says (assertPublicScanTarget).
 */
export async function runPublicScan(domain: string, callerIp: string): Promise<z.input<typeof PublicReport>> {
  startPageOf(domain); // bad input is a 400 even when the share is full
  const slot = reservePublicScanSlot(callerIp);
  try {
    return await scanAndStore(domain, callerIp, slot);
  } finally {
    slot.release();
  }
}

async function scanAndStore(domain: string, callerIp: string, slot: PublicScanSlot): Promise<z.input<typeof PublicReport>> {
  const target = startPageOf(domain);
  const host = hostKeyOf(target);
  const standing = await assertPublicScanTarget(target);
  await enforcePublicScanLimits(callerIp, host, { targetExempt: standing.operatorAllowedPrivate });
  await countPublicScanOfTarget(host, standing);
  const report = await slot.run(() =>
    auditInPool(target.href, { maxPages: 1, allowPrivateTargets: publicScanPrivateTargets(), tenant: `public:${callerIp}` }, 'public-scan'),
  );
  const db = await getDb();
  await db.publicReport.create({
    data: {
      host,
      url: report.url,
      score: report.overallScore,
      engine: report.engine,
      report: report as unknown as Prisma.InputJsonValue,
      scannedAt: new Date(report.timestamp),
    },
  });
  publicReportBodies.invalidate(host);
  return { host, ...fullReportOf(report), benchmark: await benchmarkOfStored(report) };
}
