// A bulk audit's report to its row, on real reports of the generated web's shapes: what was measured keeps its
// outcome, what was not is unknown (a scanner refused: every check that did not pass), each agent's cause as the engine
// gave it, the cap that lowered the score and the cap whose condition holds, and the detected
// category; and, in the render sample, a JavaScript-only page (no agent that runs no script reads it, the browsing
// profile that renders it does) against a page that needs no script.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit, SCORE_CAPS, type AuditOptions } from '../../../engine/index';
import { classifyReport } from '../../../lib/fleets/classify-report';
import { startGeneratedWeb, type GeneratedWeb } from '../../fixtures/generated-web';
import { CHROMIUM_PATH } from '../../helpers/browser/helpers';

const SCANNER = 'AgentGauge/6 (+http://gauge.test/scanner)';

describe('a bulk audit\'s row', () => {
  let web: GeneratedWeb;
  let options: AuditOptions;
  beforeAll(async () => {
    web = await startGeneratedWeb(['plain', 'agents-403', 'scanner-403', 'js-only', 'robots-scanner-file']);
    options = { dnsServers: [web.dns.address], allowPrivateTargets: true, userAgent: SCANNER, bulk: { robotsToken: 'AgentGauge', deferOnRetryAfter: true, maxInFlight: 2, jitterMs: 0 } };
  });
  afterAll(() => web?.close());

  const url = (kind: Parameters<GeneratedWeb['of']>[0]) => web.of(kind)[0]!.url;

  it('keeps what was measured and leaves the rest unknown', async () => {
    const [plain, refusing, refused] = await Promise.all([audit(url('plain'), options), audit(url('agents-403'), options), audit(url('scanner-403'), options)]);
    const row = classifyReport(plain, false, SCANNER);
    expect(row).toMatchObject({ status: 'scanned', score: plain.overallScore, grade: plain.grade.label, cap: null, category: 'other', rendered: null, jsOnly: null, evidence: null });
    expect(row.checks['llms-txt']).toBe('pass');
    expect(row.checks['commerce-protocols']).toBe('not-applicable');
    expect(row.agents['claude-code']).toBe('reads');
    // No browser: the browsing profile was not measured. Each cause is the engine's, as its view gives it.
    expect(row.agents.browser).toBe('unknown');
    expect(row.causes).toEqual(Object.fromEntries(plain.agents!.pages[0]!.views.map((view) => [view.profile, view.cause])));
    expect(row.causes).toMatchObject({ 'claude-code': 'ok', browser: 'not-measured' });
    expect(row.capCondition).toBe('none');

    const refusingRow = classifyReport(refusing, false, SCANNER);
    // Every named agent is refused, but the bare page scores under the refusal cap already: a cap that lowers nothing
    // is not the row's cap (checks.md 2026-12b), as it is not the report's.
    expect(refusing.scoring!.uncapped).toBeLessThanOrEqual(SCORE_CAPS['agents-refused'].limit);
    expect(refusingRow).toMatchObject({ status: 'scanned', score: refusing.overallScore, cap: null });
    expect(refusingRow.agents).toMatchObject({ 'claude-code': 'blocked', cursor: 'reads', chatgpt: 'blocked' });
    expect(refusingRow.causes).toMatchObject({ 'claude-code': 'refused', cursor: 'ok', chatgpt: 'refused' });
    // The refusal cap's condition holds, though it lowered nothing: the row says so apart from its cap.
    expect(refusingRow.capCondition).toBe('agents-refused');

    const refusedRow = classifyReport(refused, false, SCANNER);
    expect(refusedRow).toMatchObject({ status: 'blocked', score: null, grade: null, cap: null, category: null, evidence: `The start page answered 403 to the scanner (${SCANNER}).` });
    expect(Object.values(refusedRow.checks).filter((outcome) => outcome !== 'pass' && outcome !== 'unknown')).toEqual([]);
    expect(refusedRow.checks['llms-txt']).toBe('unknown');
    // The agents' own requests were answered: their views are measurements, kept.
    expect(refusedRow.agents['claude-code']).toBe('reads');
    expect(refusedRow).toMatchObject({ capCondition: null, causes: { 'claude-code': 'ok' } });
  });

  it('keeps a check the engine could not ask as could-not-ask, never fail or unknown', async () => {
    // checks.md 2026-12c "Three states": the scanner's own robots.txt group disallows /llms.txt, which exists. The
    // engine's judgement (error, with its could-not-ask finding) is read, never re-derived.
    const report = await audit(url('robots-scanner-file'), options);
    const llms = report.results.find((result) => result.id === 'llms-txt')!;
    expect(llms.status).toBe('error');
    expect(llms.findings.map((finding) => finding.code)).toContain('llms-txt.could-not-ask');
    const row = classifyReport(report, false, SCANNER);
    expect(row.status).toBe('scanned');
    expect(row.checks['llms-txt']).toBe('could-not-ask');
    expect(row.capabilities['llms-txt']).toEqual({ value: 'could-not-ask', reason: 'robots', platform: null });
    // Only that check: every other was asked.
    expect(Object.entries(row.checks).filter(([, outcome]) => outcome === 'could-not-ask')).toEqual([['llms-txt', 'could-not-ask']]);
  }, 60_000);

  it('tells a JavaScript-only page from one that needs no script, in the render sample', async () => {
    const rendered = { ...options, render: { browser: CHROMIUM_PATH } };
    const [shell, plain] = await Promise.all([audit(url('js-only'), rendered), audit(url('plain'), rendered)]);
    expect(classifyReport(shell, true, SCANNER)).toMatchObject({ status: 'scanned', cap: 'javascript-only', capCondition: 'javascript-only', rendered: true, jsOnly: true });
    expect(classifyReport(plain, true, SCANNER)).toMatchObject({ status: 'scanned', rendered: true, jsOnly: false });
    // Outside the sample nothing is said either way.
    expect(classifyReport(shell, false, SCANNER)).toMatchObject({ rendered: null, jsOnly: null, capCondition: 'javascript-only', causes: { 'claude-code': 'javascript', cursor: 'javascript' } });
  }, 60_000);
});
