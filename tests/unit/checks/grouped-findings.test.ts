// Repeated findings (checks.md, "Outcomes and scores": many findings that say the same thing about different URLs are
// one finding that lists them) and how comparisons key a grouped finding (by code, as it has no subject).
import { describe, expect, it } from 'vitest';
import { about, fail, groupRepeated, info, type DraftFinding } from '../../../engine/findings.js';
import { publishFinding } from '../../../engine/run-check.js';
import { compareReports, type ComparedReport } from '../../../lib/compare/compare-reports.js';
import type { StoredCheckResult } from '../../../lib/schemas/report.js';

const ORIGIN = 'https://site.test';
const PATHS = ['/.well-known/openapi.json', '/openapi.json', '/openapi.yaml', '/swagger.json', '/api/openapi.json', '/docs/openapi.json', '/v3/api-docs', '/api-docs'];

const softNotFound = (path: string) =>
  about(
    `${ORIGIN}${path}`,
    fail(
      'file-html',
      `The OpenAPI candidate ${ORIGIN}${path} looked like a soft 404: an HTML page was served where a file was expected.`,
      `${ORIGIN}${path} — HTTP 200, text/html`,
      'Serve the real file (not an HTML page) at this URL, or answer 404 when it does not exist.',
    ),
  );

describe('grouped findings', () => {
  it('groups eight probe paths that answer the same soft 404 into one finding listing the URLs', () => {
    const grouped = groupRepeated([fail('not-found', 'No OpenAPI description was found.', null, null), ...PATHS.map(softNotFound)]);
    expect(grouped).toHaveLength(2);
    expect(grouped[1]).toEqual({
      code: 'file-html',
      status: 'fail',
      message: `The OpenAPI candidate ${ORIGIN}/.well-known/openapi.json and 7 more looked like a soft 404: an HTML page was served where a file was expected.`,
      detail: `8 URLs: ${PATHS.map((path) => `${ORIGIN}${path} — HTTP 200, text/html`).join('; ')}`,
      hint: 'Serve the real file (not an HTML page) at this URL, or answer 404 when it does not exist.',
    });
    expect(publishFinding('openapi', grouped[1]!)).not.toHaveProperty('subject');
  });

  it('says how many URLs a group covers when the message does not name the URL', () => {
    const sitemap = ['/sitemap.xml', '/sitemap_index.xml', '/sitemap-index.xml'].map((path) =>
      about(`${ORIGIN}${path}`, fail('file-html', 'The sitemap looked like a soft 404.', `${ORIGIN}${path} — HTTP 200, text/html`, null)),
    );
    expect(groupRepeated(sitemap)[0]!.message).toBe('The sitemap looked like a soft 404 (3 URLs).');
  });

  it('keeps two alike findings, findings that differ, and findings about tokens apart', () => {
    expect(groupRepeated(PATHS.slice(0, 2).map(softNotFound))).toHaveLength(2);
    const differing = PATHS.slice(0, 3).map((path, i) => ({ ...softNotFound(path), detail: `${ORIGIN}${path} — HTTP ${200 + i}, text/html` }));
    expect(groupRepeated(differing)).toHaveLength(3);
    const tokens: DraftFinding[] = ['GPTBot', 'ClaudeBot', 'CCBot'].map((token) => about(token, info('training-token', `${token} is allowed.`, null, null)));
    expect(groupRepeated(tokens)).toEqual(tokens);
  });

  it('compares a grouped finding with a single one of the same code by code alone (no resolved-plus-new pair)', () => {
    const result = (findings: DraftFinding[]): StoredCheckResult => ({
      id: 'openapi',
      name: 'OpenAPI',
      description: 'OpenAPI description.',
      category: 'Actions',
      scope: 'origin',
      score: 0,
      siteScore: null,
      status: 'fail',
      applicable: true,
      informational: false,
      weight: 5,
      duration: 1,
      findings: findings.map((finding) => publishFinding('openapi', finding)),
    });
    const report = (findings: DraftFinding[]): ComparedReport => ({ engine: 'agentgauge@6.0.0', overallScore: 40, pageCount: 1, results: [result(findings)] });
    const one = report([softNotFound(PATHS[0]!)]);
    const eight = report(groupRepeated(PATHS.map(softNotFound)));
    const change = compareReports(one, eight).changes[0]!;
    expect(change).toMatchObject({ change: 'unchanged', resolvedFindings: [], newFindings: [] });
    const fixed = compareReports(eight, report([])).changes[0]!;
    expect(fixed.resolvedFindings).toHaveLength(1);
  });
});
