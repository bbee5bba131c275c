// Everything the service stores or serves of a hostile site is bounded (issue 36 point 2), on the in-process service
// with PGlite: a site whose robots.txt makes thousands of findings is stored as a report within the bounds
// (REPORT_LIMITS), and a report stored before the bounds, far above them, is served cut down with a note. That no audit
// can end the service's process (its pid and memory, the audit processes under it) is
// tests/system/api/hostile-isolation-process.test.ts's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_LIMITS } from '../../../engine/config.js';
import { serveWordySite } from '../../fixtures/hostile-reports';
import { minimalReport } from '../../helpers/api-fixtures';
import { request } from '../../helpers/http';
import { startInProcessService, type InProcessService } from '../../helpers/in-process/service';
import { HOSTILE_SCAN_ENV, publicScan } from '../../helpers/hostile/public-scans';
import { SERVER_START_TIMEOUT_MS, withDatabase } from '../../helpers/server';
import type { FixtureSite } from '../../helpers/site';

const OVERSIZED_HOST = 'oversized.example';
const OVERSIZED_FINDINGS = 300;
const OVERSIZED_DETAIL = 'evidence line that goes on and on '.repeat(300);

/** A report as an engine before the bounds could store it: 300 findings of 10 KB evidence in one check (~3 MB). */
function oversizedReport() {
  const report = minimalReport(`https://${OVERSIZED_HOST}/`, 40, new Date('2026-11-01T10:00:00Z'));
  report.results[0]!.findings = Array.from({ length: OVERSIZED_FINDINGS }, (_, index) => ({
    code: 'robots-txt.unparsed-lines' as const,
    view: 'raw' as const,
    status: 'warn' as const,
    message: `Line ${index} does not parse: ${'x'.repeat(2_000)}`,
    detail: OVERSIZED_DETAIL,
    hint: null,
  }));
  return report;
}

const utf8Bytes = (text: string) => Buffer.byteLength(text, 'utf8');

describe('hostile sites on the service', () => {
  let server: InProcessService;
  let wordy: FixtureSite;

  beforeAll(async () => {
    wordy = await serveWordySite();
    server = await startInProcessService({
      database: 'pglite',
      env: HOSTILE_SCAN_ENV,
      seed: (db) => {
        const stored = oversizedReport();
        return db.publicReport.create({
          data: { host: OVERSIZED_HOST, url: stored.url, score: 40, engine: stored.engine, report: stored as never, scannedAt: new Date(stored.timestamp) },
        });
      },
    });
  }, SERVER_START_TIMEOUT_MS);

  afterAll(async () => {
    await server?.stop();
    await wordy?.close();
  });

  const scan = (site: FixtureSite) => publicScan(server.baseUrl, site);

  it('stores the report of a site that makes thousands of findings within the bounds, counting the rest', async () => {
    const scanned = await scan(wordy);
    expect(scanned.status).toBe(200);
    const host = `127.0.0.1:${wordy.port}`;
    const stored = await withDatabase(server.databaseEnv, (db) => db.publicReport.findFirst({ where: { host }, orderBy: { scannedAt: 'desc' } }));
    expect(utf8Bytes(JSON.stringify(stored!.report))).toBeLessThanOrEqual(REPORT_LIMITS.reportBytes);
    const report = stored!.report as { results: Array<{ id: string; findings: Array<{ code: string; message: string; detail: string | null }> }> };
    for (const result of report.results) {
      expect(result.findings.length).toBeLessThanOrEqual(REPORT_LIMITS.findingsPerCheck);
      for (const finding of result.findings) {
        expect(finding.message.length).toBeLessThanOrEqual(REPORT_LIMITS.messageChars);
        expect(utf8Bytes(finding.detail ?? '')).toBeLessThanOrEqual(REPORT_LIMITS.detailBytes);
      }
    }
    // robots.txt holds more Content-Signal lines than the byte cap reads; each line read is a finding of its own.
    const signals = report.results.find((result) => result.id === 'content-signals')!;
    expect(signals.findings).toHaveLength(50);
    expect(signals.findings.at(-1)).toEqual({
      code: 'content-signals.findings-omitted',
      status: 'info',
      message: expect.stringMatching(/^[\d,]+ more findings of this check are not kept \(a report keeps at most 50 findings per check\)\.$/),
      detail: null,
      hint: null,
      view: 'raw',
    });
    const read = await request(server.baseUrl, `/api/v1/report/${host}`);
    expect(read.status).toBe(200);
    expect(read.body.results.find((result: { id: string }) => result.id === 'content-signals').findings).toEqual(signals.findings);
  }, 120_000);

  it('serves a report stored above the bounds cut down, with a note', async () => {
    const read = await request(server.baseUrl, `/api/v1/report/${OVERSIZED_HOST}`);
    expect(read.status).toBe(200);
    expect(utf8Bytes(read.text)).toBeLessThanOrEqual(REPORT_LIMITS.reportBytes);
    const findings = read.body.results[0].findings as Array<{ code: string; message: string; detail: string | null }>;
    expect(findings).toHaveLength(50);
    expect(findings.at(-1)).toEqual({
      code: 'robots-txt.findings-omitted',
      status: 'info',
      message: `${OVERSIZED_FINDINGS - 49} more findings of this check are not kept (a report keeps at most 50 findings per check). This report was stored before reports were bounded and is shown cut down to the bounds.`,
      detail: null,
      hint: null,
      view: 'raw',
    });
    for (const finding of findings.slice(0, -1)) {
      expect(finding.message).toHaveLength(REPORT_LIMITS.messageChars);
      expect(finding.message.endsWith('…')).toBe(true);
      expect(utf8Bytes(finding.detail!)).toBeLessThanOrEqual(REPORT_LIMITS.detailBytes);
      expect(finding.detail).toMatch(/^evidence line that goes on and on .*…and [\d,]+ more characters$/);
      expect(OVERSIZED_DETAIL.startsWith(finding.detail!.replace(/…and [\d,]+ more characters$/, ''))).toBe(true);
    }
  });
});
