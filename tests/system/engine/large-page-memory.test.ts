// A start page as large as the engine accepts (CAPS.html, 5 MB: ~80,000 small elements) is audited inside an audit
// thread with the service's heap budget. Parsed into cheerio's default tree with parse5 source locations, it took
// ~450 MB, and the audit failed as audit-interrupted even with a 384 MB budget.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAuditPool, DEFAULT_HEAP_BUDGET, type AuditPool } from '../../../engine/index.js';
import { CAPS } from '../../../engine/fetch/types.js';
import { buildAuditThread } from '../../helpers/audit-thread.js';
import { html, serveSite, type FixtureSite } from '../../helpers/site.js';

const HEAD =
  '<!doctype html>\n<html lang="en">\n<head><title>Large page</title></head>\n<body><main>\n<h1>Large page</h1>\n';
const ROW = '<div class="c"><p>Some <b>text</b> <a href="/x">link</a></p></div>\n';
// Broken on purpose: its finding names the line it starts on, read from the parsed tree.
const BROKEN_JSON_LD = '<script type="application/ld+json">{"@context": "https://schema.org", "@type": </script>\n';
const TAIL = '</main></body></html>\n';
const ROWS = Math.floor((CAPS.html - 1024 - HEAD.length - BROKEN_JSON_LD.length - TAIL.length) / ROW.length);
const PAGE = HEAD + ROW.repeat(ROWS) + BROKEN_JSON_LD + TAIL;
/** One line per row after the five lines of HEAD. */
const JSON_LD_LINE = 6 + ROWS;

let site: FixtureSite;
let pool: AuditPool;

beforeAll(async () => {
  const threadEntry = buildAuditThread();
  site = await serveSite({ '/': html(PAGE) });
  pool = createAuditPool({ entry: threadEntry, heap: DEFAULT_HEAP_BUDGET });
}, 30_000);

afterAll(async () => {
  await pool?.close();
  await site?.close();
});

it('audits a start page of the full 5 MB within the audit thread heap budget', async () => {
  expect(PAGE.length).toBeGreaterThan(CAPS.html - 2048);
  expect(PAGE.length).toBeLessThanOrEqual(CAPS.html);

  const report = await pool.audit(site.url, { allowPrivateTargets: true, profile: 'all' });

  const [page] = report.pages;
  const result = (id: string) => page!.results.find((candidate) => candidate.id === id)!;
  expect(result('server-rendered-content').status).toBe('pass');
  expect(result('semantic-structure').status).toBe('warn');
  expect(result('semantic-structure').findings.map((finding) => finding.message)).toContain(
    `${ROWS} of ${ROWS} (100%) links and buttons have discernible text.`,
  );
  expect(result('structured-data').status).toBe('fail');
  expect(result('structured-data').findings[0]!.detail).toBe(
    `${site.url}, line ${JSON_LD_LINE} — {"@context": "https://schema.org", "@type":`,
  );
  expect(result('content-efficiency').status).toBe('fail');
  expect(result('content-efficiency').findings.map((finding) => finding.detail)).toContain(
    `first text inside <main> at character ${HEAD.indexOf('Large page</h1>').toLocaleString('en-US')} of ${PAGE.length.toLocaleString('en-US')} (0.0%)`,
  );
  expect(pool.stats()).toEqual({ running: 0, processesReplaced: 0, auditsRetried: 0 });
}, 30_000);
