// Not measured is never a site.regressed (checks.md, "A scan that was blocked says so"; issue 34 point 1): a finished
// scan whose lower score comes from a check our limits left unmeasured (an `error` check, axe-core out of its budget)
// announces no site.regressed and mails nobody; a webhook receiver counts zero. A measured regression beside it still
// goes, delivered to the same receiver (the positive control that proves the path works).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptDelivery } from '@/lib/webhooks/deliver';
import { announceScanFinished } from '@/lib/webhooks/announce';
import { stopQueue } from '@/lib/jobs/queue';
import { seedOrganization } from '../../helpers/api-fixtures';
import { buildReport, codedFinding, seedScan } from '../../helpers/me-fixtures';

type AuditReport = ReturnType<typeof buildReport>;
type Finding = ReturnType<typeof codedFinding>;
import { DATABASE_KINDS } from '../../helpers/server';
import { startWebhookReceiver, type WebhookReceiver } from '../../helpers/webhook-receiver';
import { useTestDatabase } from '../../helpers/db/helpers';

const URL = 'https://docs.example.test/';
const ROBOTS_OK = codedFinding('robots-txt.valid', 'pass', 'robots.txt parses.');
const ROBOTS_TIMED_OUT = codedFinding('robots-txt.fetch-failed', 'error', 'Could not fetch robots.txt: docs.example.test did not answer completely within 10000 ms.');
const ROBOTS_BROKEN = codedFinding('robots-txt.invalid-lines', 'warn', '3 lines do not parse.');
const NO_H1 = codedFinding('semantic-structure.h1-count', 'fail', 'The page has 0 h1 elements instead of one.');
const AXE_RAN = codedFinding('semantic-structure.axe-passed', 'pass', 'No element fails any of the axe-core rules.');
const AXE_OUT = codedFinding('semantic-structure.axe-not-run', 'info', 'axe-core could not finish on the rendered page.');

function report(at: string, overallScore: number, robots: [number, Finding, 'error'?], structure: [number, Finding]): AuditReport {
  const built = buildReport({
    url: URL,
    at: new Date(at),
    engine: 'agentgauge@6.3.0',
    overallScore,
    checks: [
      { id: 'robots-txt', score: robots[0], findings: [robots[1]] },
      { id: 'semantic-structure', score: structure[0], findings: [NO_H1, structure[1]] },
    ],
  });
  if (robots[2]) built.results[0]!.status = 'error';
  return { ...built, rendered: true };
}

describe.each(DATABASE_KINDS)('site.regressed on %s', (kind) => {
  const onDatabase = useTestDatabase(kind);
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    // The receiver listens on 127.0.0.1, a private target the service reaches only when allowed (as the API tests do).
    process.env.AGENTGAUGE_ALLOW_PRIVATE_TARGETS = '1';
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    delete process.env.AGENTGAUGE_ALLOW_PRIVATE_TARGETS;
    // Deliveries wake the job queue in this process; it goes before its database does.
    await onDatabase(() => stopQueue({ graceful: false, timeoutMs: 2000 }));
    await receiver?.close();
  });

  /** Announces the scan and delivers whatever it queued to the receiver; returns the event types delivered. */
  async function announced(scanId: string): Promise<string[]> {
    return onDatabase(async (db) => {
      const before = receiver.on('/hooks').length;
      await announceScanFinished(scanId);
      const queued = await db.webhookDelivery.findMany({ where: { event: 'site.regressed', status: 'pending' } });
      for (const delivery of queued) expect(await attemptDelivery(delivery.id)).toBe('delivered');
      return receiver.on('/hooks').slice(before).map((delivery) => JSON.parse(delivery.body).type as string);
    });
  }

  it('announces a measured regression, and nothing when the score fell because checks were not measured', async () => {
    const seeded = await onDatabase(async (db) => {
      const organization = await seedOrganization(db, { name: 'Measured', subscription: 'active', hosts: ['docs.example.test'] });
      await db.webhookEndpoint.create({
        data: { organizationId: organization.id, url: `${receiver.origin}/hooks`, events: ['site.regressed'], secret: `whsec_${Buffer.from('a secret of at least twenty-four bytes').toString('base64')}` },
      });
      const site = organization.sites[0]!;
      await seedScan(db, site, organization.id, report('2026-11-20T10:00:00Z', 70, [100, ROBOTS_OK], [40, AXE_RAN]), { trigger: 'schedule' });
      return { site, organizationId: organization.id };
    });
    const seed = (built: AuditReport) => onDatabase((db) => seedScan(db, seeded.site, seeded.organizationId, built, { trigger: 'schedule' }));

    // A measured regression (robots.txt 100 → 50, everything measured alike): announced and delivered.
    const worseId = await seed(report('2026-11-21T10:00:00Z', 60, [50, ROBOTS_BROKEN], [40, AXE_RAN]));
    expect(await announced(worseId)).toEqual(['site.regressed']);
    expect(JSON.parse(receiver.on('/hooks').at(-1)!.body).data).toMatchObject({ siteId: seeded.site.id, afterScanId: worseId, scoreDelta: -10, regressedChecks: ['robots-txt'], comparable: true });

    // Then robots.txt timed out (error, score 0) and axe-core ran out of its budget: the score fell 60 → 45, and
    // nothing is announced: the receiver counts zero more deliveries.
    const unmeasuredId = await seed(report('2026-11-22T10:00:00Z', 45, [0, ROBOTS_TIMED_OUT, 'error'], [40, AXE_OUT]));
    expect(await announced(unmeasuredId)).toEqual([]);
    expect(receiver.on('/hooks')).toHaveLength(1);
    await onDatabase(async (db) => expect(await db.webhookDelivery.count({ where: { event: 'site.regressed' } })).toBe(1));
  }, 120_000);
});
