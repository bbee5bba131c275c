// What the agent's skills answer, as A2A parts: a readable summary (score, grade, category scores, top fixes, the
// report page), the report itself as data, and the report page as a link.
import type { Part } from '@a2a-js/sdk';
import { blockerOf, capSentence } from '@/engine/light';
import type { z } from 'zod';
import type { CheckCatalog } from '@/lib/schemas/catalog';
import type { PublicReport } from '@/lib/schemas/report';
import type { ErrorBody } from '@/lib/http/error-body';
import { openChecks } from '@/lib/fixes/fix-item';
import { CHECK_GUIDES } from '@/lib/fixes/guides';
import { siteScoreOf } from '@/lib/schemas/check-results';
import { reportPageUrl } from '@/lib/views/badge-links';
import { inertStrings, inertText } from '@/lib/format/inert-text';

type Report = z.input<typeof PublicReport>;
const TOP_FIXES = 5;

/** Every part's text is made inert (lib/format/inert-text.ts): a report quotes sites, and a model reads the parts. */
export function textPart(text: string): Part {
  return { content: { $case: 'text', value: inertText(text) }, mediaType: 'text/plain', filename: '', metadata: {} };
}

export function dataPart(value: unknown): Part {
  return { content: { $case: 'data', value: inertStrings(value) }, mediaType: 'application/json', filename: '', metadata: {} };
}

function urlPart(url: string): Part {
  return { content: { $case: 'url', value: url }, mediaType: 'text/html', filename: '', metadata: {} };
}

export function reportSummary(report: Report, origin: string): string {
  const categories = report.categories
    .filter((category) => category.score !== null)
    .map((category) => `${category.category} ${Math.round(category.score!)}`)
    .join(', ');
  const fixes = openChecks(report as Parameters<typeof openChecks>[0])
    .slice(0, TOP_FIXES)
    .map(({ result, gain }, index) => `${index + 1}. ${result.name} (${result.id}, ${Math.round(siteScoreOf(result))}/100): +${gain} points. ${CHECK_GUIDES[result.id].headline}`);
  // The same opening as the dashboard, the public report and the CLI (checks.md 2026-12c, one judgement): the score
  // with its scope, what stops agents, and the cap that changed the score.
  const blocker = blockerOf(report);
  const cap = report.scoring ? capSentence(report.scoring) : null;
  return [
    `${report.host} scores ${Math.round(report.score)}/100, grade ${report.grade.label} (measured ${report.scannedAt} by ${report.engine} on ${report.url}).`,
    ...(report.scopeLabel ? [`Scope: ${report.scopeLabel}.`] : []),
    ...(blocker ? [`What stops agents: ${blocker}`] : []),
    ...(cap ? [`Score cap: ${cap}`] : []),
    `Categories: ${categories}.`,
    fixes.length > 0 ? `Top fixes (points the overall score gains when the check's open findings are resolved):\n${fixes.join('\n')}` : 'Nothing is open: no check has work to do.',
    `Report page: ${reportPageUrl(origin, report.host)}`,
  ].join('\n');
}

export function reportParts(report: Report, origin: string): Part[] {
  return [textPart(reportSummary(report, origin)), dataPart(report), urlPart(reportPageUrl(origin, report.host))];
}

export function catalogParts(catalog: z.input<typeof CheckCatalog>): Part[] {
  const lines = catalog.checks.map((check) => `- ${check.id}: ${check.name} (${check.category}, weight ${check.weight})`);
  return [textPart(`${catalog.checks.length} checks:\n${lines.join('\n')}`), dataPart(catalog)];
}

/** A refusal or failure: the REST API's error body as data, its message as text. */
export function errorParts(body: ErrorBody): Part[] {
  return [textPart(body.message), dataPart(body)];
}
