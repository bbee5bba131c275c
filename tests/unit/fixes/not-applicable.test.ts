// "Not applicable" is never drawn as a failure (issue 11, point 10): a check that does not apply under the site's
// profiles (its measured status is often fail, score 0) is read by `applicable` first, so it is left out of the fix
// list and the markdown report names it "not applicable" with none of its findings marked as failing.
import { describe, expect, it } from 'vitest';
import { openWork } from '../../../lib/fixes/fix-item';
import { fullReportOf } from '../../../lib/views/report-view';
import { reportMarkdown } from '../../../lib/web/report-markdown';
import { buildReport, finding } from '../../helpers/me-fixtures';

const report = buildReport({
  url: 'https://blog.example/',
  at: new Date('2026-05-01T00:00:00Z'),
  overallScore: 40,
  checks: [
    { id: 'robots-txt', score: 50, findings: [finding('warn', 'One line does not parse.', 'line 3')] },
    { id: 'product-data', score: 0, applicable: false, findings: [finding('fail', 'No product data on the page.')] },
    { id: 'commerce-protocols', score: 0, applicable: false, findings: [finding('fail', 'No commerce protocol found.')] },
  ],
});

describe('a check that does not apply', () => {
  it('is measured as failing in the report itself (what made it look like a failure)', () => {
    const notApplicable = report.results.filter((result) => !result.applicable);
    expect(notApplicable.map((result) => `${result.id} ${result.status} ${result.score}`)).toEqual(['product-data fail 0', 'commerce-protocols fail 0']);
  });

  it('is not in the fix list', () => {
    expect(openWork({ siteId: '00000000-0000-4000-8000-000000000001', origin: 'https://blog.example' }, report).map((fix) => fix.checkId)).toEqual(['robots-txt']);
  });

  it('is "not applicable" in the markdown report, its findings notes rather than failures', () => {
    const markdown = reportMarkdown({ host: 'blog.example', ...fullReportOf(report), benchmark: null }, 'https://gauge.example');
    const section = (id: string) => markdown.slice(markdown.indexOf(`(\`${id}\`)`)).split('\n### ')[0]!;
    expect(section('robots-txt')).toContain('(`robots-txt`): warn, 50/100\n\n- **warn**: One line does not parse.');
    for (const id of ['product-data', 'commerce-protocols']) {
      expect(section(id)).toMatch(/^\(`[a-z-]+`\): not applicable \(not counted\)\n\n- \*\*note\*\*: /);
      expect(section(id)).not.toMatch(/fail/i);
    }
  });
});
