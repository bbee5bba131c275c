// Everything a report holds is bounded (issue 36 point 2, REPORT_LIMITS): a sitemap nesting one element in the next
// made the XML validator's message list every open tag (1 MB of message from a 1 MB sitemap, 84 MB from 40 MB), and a
// robots.txt of thousands of Content-Signal lines made a finding each. Audited in the calling process, as the CLI does.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { audit, REPORT_LIMITS } from '../../../engine/index.js';
import { serveSitemapBomb, serveWordySite } from '../../fixtures/hostile-reports.js';
import type { FixtureSite } from '../../helpers/site.js';

let bomb: FixtureSite;
let wordy: FixtureSite;

beforeAll(async () => {
  [bomb, wordy] = await Promise.all([serveSitemapBomb(1), serveWordySite()]);
});

afterAll(async () => {
  await Promise.all([bomb?.close(), wordy?.close()]);
});

it('quotes a parser message of a nested sitemap bomb in a bounded message', async () => {
  const report = await audit(bomb.url, { allowPrivateTargets: true, checks: ['sitemap'] });
  const invalid = report.results[0]!.findings.find((finding) => finding.code === 'sitemap.invalid-xml')!;
  expect(invalid.status).toBe('fail');
  // The XML nesting cap refuses the bomb before the validator could list its stack of open tags.
  expect(invalid.message).toBe('The sitemap is not well-formed XML: elements nest more than 100 levels deep (the XML nesting cap), so it was not parsed.');
  expect(invalid.message.length).toBeLessThanOrEqual(REPORT_LIMITS.messageChars);
});

it('keeps at most 50 findings a check, the last counting the rest', async () => {
  const report = await audit(wordy.url, { allowPrivateTargets: true, checks: ['content-signals'] });
  const findings = report.results[0]!.findings;
  expect(findings).toHaveLength(REPORT_LIMITS.findingsPerCheck);
  const kept = findings.slice(0, -1);
  expect(new Set(kept.map((finding) => finding.subject)).size).toBe(49);
  expect(findings.at(-1)).toEqual({
    code: 'content-signals.findings-omitted',
    status: 'info',
    message: expect.stringMatching(/^[\d,]+ more findings of this check are not kept \(a report keeps at most 50 findings per check\)\.$/),
    detail: null,
    hint: null,
    view: 'raw',
  });
  const omitted = Number(findings.at(-1)!.message.split(' ')[0]!.replaceAll(',', ''));
  // Every Content-Signal line robots.txt's byte cap lets through is a finding: 49 kept and the rest counted.
  expect(49 + omitted).toBeGreaterThan(1_000);
  expect(Buffer.byteLength(JSON.stringify(report))).toBeLessThanOrEqual(REPORT_LIMITS.reportBytes);
});
