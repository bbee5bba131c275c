// The days a traffic log may name (issue 84 point 1): a line dated before the days the figures keep or after tomorrow
// is rejected with its reason and writes no row (a log once wrote rows for every day from 2000 to 2821), and the sweep
// deletes rows outside those days that were stored before lines were checked, future ones included. The service in
// this process on PGlite, its traffic queue reading the batch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../../lib/db';
import { getQueue } from '../../../lib/jobs/queue';
import { sweepTraffic } from '../../../lib/traffic/worker';
import { seedOrganization } from '../../helpers/api-fixtures';
import { startInProcessService, type InProcessService } from '../../helpers/in-process/service';
import { combinedLine, daysAgo, UA } from '../../helpers/traffic/planted-log';
import { trafficApi, trafficServiceEnv } from '../../helpers/traffic/traffic-api';

const SHOP = 'shop.example';
/** AGENTGAUGE_TRAFFIC_RETENTION_DAYS's default: today and the 89 days before it are kept. */
const KEPT_DAYS = 90;

describe('the days a traffic log may name', () => {
  let server: InProcessService;
  let key: string;
  let siteId: string;
  let organizationId: string;
  const { send, batch } = trafficApi(() => ({ baseUrl: server.baseUrl, key }));

  beforeAll(async () => {
    server = await startInProcessService({
      database: 'pglite',
      env: trafficServiceEnv(),
      seed: async (db) => {
        const organization = await seedOrganization(db, { name: 'Shop', subscription: 'active', hosts: [SHOP] });
        key = organization.key;
        siteId = organization.sites[0]!.id;
        organizationId = (await db.site.findUniqueOrThrow({ where: { id: siteId } })).organizationId;
      },
    });
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
  });

  const storedDays = async () =>
    (await (await getDb()).trafficDay.findMany({ where: { siteId }, select: { day: true }, distinct: ['day'], orderBy: { day: 'asc' } })).map((row) => row.day.toISOString().slice(0, 10));

  it('rejects lines dated outside the days kept and tomorrow, naming the day and the window, and stores none of them', async () => {
    const now = Date.now();
    const from = daysAgo(KEPT_DAYS - 1, now);
    const tomorrow = daysAgo(-1, now);
    const days = ['2001-01-01', daysAgo(KEPT_DAYS, now), from, daysAgo(0, now), tomorrow, daysAgo(-2, now), '2821-06-30'];
    const log = days.map((day, index) => combinedLine({ ip: '198.51.100.7', day, second: index, path: '/pricing', status: 200, ua: UA.chrome })).join('\n');
    const sent = await send(`/api/v1/me/sites/${siteId}/traffic`, Buffer.from(`${log}\n`));
    expect(sent.status).toBe(202);
    const read = await batch(siteId, sent.body.batchId);
    const window = `outside the days the figures keep (${from} to ${tomorrow}: the last ${KEPT_DAYS} days (AGENTGAUGE_TRAFFIC_RETENTION_DAYS) and tomorrow)`;
    expect(read).toMatchObject({
      status: 'done',
      lines: 7,
      accepted: 3,
      skipped: { otherHost: 0, malformed: 4, duplicate: 0 },
      rejected: [
        { line: 1, reason: `dated 2001-01-01, ${window}` },
        { line: 2, reason: `dated ${daysAgo(KEPT_DAYS, now)}, ${window}` },
        { line: 6, reason: `dated ${daysAgo(-2, now)}, ${window}` },
        { line: 7, reason: `dated 2821-06-30, ${window}` },
      ],
    });
    expect(await storedDays()).toEqual([from, daysAgo(0, now), tomorrow]);
  });

  it('sweeps rows outside the days kept, those dated after tomorrow included, and keeps the rest', async () => {
    const db = await getDb();
    const row = (day: string) => ({
      siteId,
      organizationId,
      day: new Date(`${day}T00:00:00Z`),
      agent: 'gptbot',
      state: 'verified',
      method: 'ranges',
      judgedOn: '2026-11-01',
      signed: false,
      statusClass: '2xx',
      pathClass: 'page',
      challenged: false,
      requests: 1,
      firstSeen: new Date(),
      lastSeen: new Date(),
    });
    // As a log wrote them before its lines' days were checked.
    const planted = ['2000-01-01', daysAgo(KEPT_DAYS + 1), daysAgo(1), daysAgo(-1), daysAgo(-3), '2821-06-30'];
    await db.trafficDay.createMany({ data: planted.map(row), skipDuplicates: true });
    const before = await storedDays();
    expect(before).toEqual(expect.arrayContaining(planted));
    await sweepTraffic(await getQueue());
    const after = await storedDays();
    expect(after.filter((day) => planted.includes(day))).toEqual([daysAgo(1), daysAgo(-1)]);
    expect(after.every((day) => day >= daysAgo(KEPT_DAYS - 1) && day <= daysAgo(-1))).toBe(true);
  });
});
