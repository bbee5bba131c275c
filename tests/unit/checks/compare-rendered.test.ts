// Comparing two audits of which only one rendered the pages: the findings of the rendered view's checks come from
// different views, so the comparison says so and is not taken as the site's doing alone.
import { describe, expect, it } from 'vitest';
import { compareReports, type ComparedReport } from '../../../lib/compare/compare-reports.js';

const report = (rendered: boolean | undefined): ComparedReport => ({
  engine: 'agentgauge@6.2.0',
  overallScore: 50,
  pageCount: 1,
  ...(rendered === undefined ? {} : { rendered }),
  results: [],
});

describe('compare: rendered and raw audits', () => {
  it('warns when one audit rendered and the other did not, in either order', () => {
    expect(compareReports(report(false), report(true))).toMatchObject({
      comparable: false,
      warnings: [
        'This audit rendered the pages in a browser and the earlier one did not: findings of webmcp, semantic-structure and server-rendered-content come from different views (raw and rendered).',
      ],
    });
    expect(compareReports(report(true), report(undefined)).warnings).toEqual([
      'The earlier audit rendered the pages in a browser and the later one did not: findings of webmcp, semantic-structure and server-rendered-content come from different views (raw and rendered).',
    ]);
  });

  it('says nothing when both rendered, or neither did (a report from before 6.2.0 counts as raw)', () => {
    expect(compareReports(report(true), report(true)).warnings).toEqual([]);
    expect(compareReports(report(undefined), report(false))).toMatchObject({ comparable: true, warnings: [] });
  });
});
