// One check's fix for one site, from the stored report, as one document with three renderings: the guide (Markdown,
// the API's `guide`), the whole fix as one prose block (the API's `fix`, to hand to a developer or a coding agent) and
// the fix page, which shows the document itself. So the findings, the steps and their numbers are the same everywhere.
//
// Text we write marks code with backticks (`GET /robots.txt`); text from the scanned site (finding messages, evidence)
// is never read as Markdown: the guide escapes it, the page shows it as text.
import type { StoredAuditReport, StoredCheckResult, StoredFinding } from '@/lib/schemas/report';
import { alsoServedAt, ARTIFACT_PATHS } from '@/lib/artifacts/kinds';
import { offeredKindsFor } from '@/lib/artifacts/offer';
import { markdownText } from '@/lib/markdown/escape';
import { formatDateTime, formatTimestampsIn } from '@/lib/format/dates';
import { blockedBy, fixKindOf } from '@/engine/light';
import { gainOf, isVerifiableAdvice, openFindings, pageSidesOf, siteScoreOf, siteStatusOf } from '@/lib/schemas/check-results';
import type { CheckGuide } from './guides';
import type { ArtifactKind } from '@/lib/schemas/vocabulary/artifacts';

export interface FixSubject {
  siteId: string;
  host: string;
  origin: string;
  report: StoredAuditReport;
  result: StoredCheckResult;
  guide: CheckGuide;
}

/** One open finding, told once with every page it appears on (none for origin checks). */
export interface FoundFinding {
  status: StoredFinding['status'];
  message: string;
  pages: string[];
  evidence: string | null;
  change: string | null;
}

export interface FixDocument {
  /** Whether the check is open work (engine/fix-gains.ts): false for a check with nothing to do, which the page says. */
  open: boolean;
  /** The fix in one sentence. */
  goal: string;
  /** The check's score on the site, when it was measured and what fixing it returns. */
  standing: string;
  found: FoundFinding[];
  /** Numbered as one list: the guide's steps, fetching the generated files, then the scan that verifies the fix. */
  steps: string[];
  passes: string;
  references: string[];
  /** What the fix is known to cost in production (the guide's costs), with their sources; empty when none is known. */
  costs: string[];
}

/**
 * What makes findings on several pages one: the same code and subject saying the same thing (a finding stored
 * before codes existed: the same status, message and hint).
 */
function groupKey(finding: StoredFinding): string {
  const parts = finding.code
    ? [finding.code, finding.subject ?? '', finding.message]
    : [finding.status, finding.message, finding.hint ?? ''];
  return parts.join('\u0000');
}

function foundFinding(finding: StoredFinding, pages: string[]): FoundFinding {
  // Times the engine wrote (an expired key's date) read in the pages' one date format.
  return {
    status: finding.status,
    message: formatTimestampsIn(finding.message),
    pages,
    evidence: finding.detail ? formatTimestampsIn(finding.detail) : null,
    change: finding.hint ? formatTimestampsIn(finding.hint) : null,
  };
}

/** Open findings, the same finding on several pages told once with the pages it appears on. */
function foundFindings(subject: FixSubject): FoundFinding[] {
  const pages = pageSidesOf(subject.report, subject.result);
  if (pages.length === 0) return openFindings(subject.result.findings).map((finding) => foundFinding(finding, []));
  const groups = new Map<string, { finding: StoredFinding; pages: string[] }>();
  for (const page of pages) {
    for (const finding of openFindings(page.findings)) {
      const key = groupKey(finding);
      const group = groups.get(key) ?? { finding, pages: [] };
      group.pages.push(page.url);
      groups.set(key, group);
    }
  }
  return [...groups.values()].map((group) => foundFinding(group.finding, group.pages));
}

/** Why a check that applies and counts has no open work (engine/fix-gains.ts isOpenWork), or null when it has. */
function nothingToDo(subject: FixSubject): string | null {
  const { report, result } = subject;
  if (isVerifiableAdvice(report, result)) return null;
  if (siteStatusOf(result) === 'error') return 'The last scan could not measure it, so there is nothing to fix yet: scan again to measure it.';
  if (report.scoring && fixKindOf(result.id) === 'gate') {
    return 'No agent loses the start page to what this check measures, so there is nothing to do for agents: resolving its findings would return no points.';
  }
  return 'It scores 100 with no open finding: there is nothing to do.';
}

function standingOf(subject: FixSubject): string {
  const { result, report } = subject;
  const scored = `${result.name} (${result.id}) scores ${siteScoreOf(result)}/100 on ${subject.host} (${siteStatusOf(result)}) in the scan of ${formatDateTime(report.timestamp)}.`;
  if (!result.applicable) return `${scored} It is not applicable under the profiles this site resolved to, so it does not count towards the score yet.`;
  if (result.informational) return `${scored} It is informational and never counts towards the overall score.`;
  const nothing = nothingToDo(subject);
  if (nothing) return `${scored} ${nothing}`;
  const stops = blockedBy(report, result.id);
  const gain = gainOf(report, result);
  const cap = report.scoring?.cap;
  const returns =
    gain > 0 || !cap
      ? `Resolving its open findings returns ${gain} points of the overall score (${report.overallScore} now).`
      : `Resolving its open findings returns no points on its own while the score is capped at ${cap.limit}: ${cap.reason}`;
  return `${scored}${stops ? ` On the start page, ${stops}.` : ''} ${returns}`;
}

/** Where to serve a generated file: its path, and any further path for the same bytes. */
export function servingPaths(kind: ArtifactKind): string {
  return [ARTIFACT_PATHS[kind], ...alsoServedAt(kind)].map((path) => `\`${path}\``).join(' and at ');
}

/**
 * The platforms the report's evidence names (the start page's platforms, and the one that supplied this check's
 * capability), in the engine's platform table's order: where a guide says how to apply its fix on one of them.
 */
function namedPlatforms(subject: FixSubject): Array<{ id: string; name: string; evidence: string }> {
  const named = [...(subject.report.platforms ?? []), ...(subject.result.capability?.platform ? [subject.result.capability.platform] : [])];
  return named.filter((platform, index) => named.findIndex((other) => other.id === platform.id) === index);
}

/** The guide's steps for the platforms the evidence names, each saying which evidence named it. */
function platformSteps(subject: FixSubject): string[] {
  const onPlatform = subject.guide.onPlatform ?? {};
  return namedPlatforms(subject).flatMap((platform) =>
    (onPlatform[platform.id] ?? []).map((step) => `${step.replaceAll('{origin}', subject.origin)} (The scan saw ${platform.name}: ${platform.evidence}.)`),
  );
}

function stepsOf(subject: FixSubject): string[] {
  const base = `/api/v1/me/sites/${subject.siteId}`;
  const guideSteps = [...subject.guide.steps.map((step) => step.replaceAll('{origin}', subject.origin)), ...platformSteps(subject)];
  const fileSteps = offeredKindsFor(subject.result.id, subject).map(
    (kind) =>
      `Fetch the generated file with \`GET ${base}/artifacts/${kind}\` (or from this fix page): it is built from the site's own pages. Serve its body at ${servingPaths(kind)} with the headers it names.`,
  );
  if (nothingToDo(subject)) return [`Nothing to change for this check. Start a scan (\`POST ${base}/scan\`, or "Scan now" on the site page) after changes to the site to keep it that way.`];
  const verify = isVerifiableAdvice(subject.report, subject.result)
    ? `Start a scan (\`POST ${base}/scan\`, or "Scan now" on the site page): the verification record for ${subject.result.id} is verified when its score rises above ${siteScoreOf(subject.result)}.`
    : `Start a scan (\`POST ${base}/scan\`, or "Scan now" on the site page) to measure the check again.`;
  return [...guideSteps, ...fileSteps, verify];
}

export function fixDocument(subject: FixSubject): FixDocument {
  const open = subject.result.applicable && !subject.result.informational && nothingToDo(subject) === null;
  return {
    open,
    goal: open || !subject.result.applicable || subject.result.informational ? subject.guide.headline : `Nothing to do: ${subject.result.name} has no open work on ${subject.host}.`,
    standing: standingOf(subject),
    found: foundFindings(subject),
    steps: stepsOf(subject),
    passes: subject.guide.passes,
    references: subject.guide.specs,
    costs: subject.guide.costs ? [...subject.guide.costs] : [],
  };
}

/** Ends the text with a full stop unless it already ends a sentence. */
function sentence(text: string): string {
  return /[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`;
}

/** Where a finding was seen, for the guide and the prose ("on 2 pages: …"). */
export function pagesWords(pages: readonly string[]): string | null {
  if (pages.length === 0) return null;
  if (pages.length === 1) return `on ${pages[0]}`;
  return `on ${pages.length} pages: ${pages.slice(0, 5).join(', ')}${pages.length > 5 ? ', …' : ''}`;
}

/** A finding as one line; `text` is how site text is written (escaped for Markdown, as it is for prose). */
function findingLine(found: FoundFinding, text: (value: string) => string): string {
  const where = pagesWords(found.pages);
  return [
    `${found.status.toUpperCase()}: ${text(sentence(found.message))}`,
    where ? ` (${text(where)})` : '',
    found.evidence ? ` Evidence: ${text(sentence(found.evidence))}` : '',
    found.change ? ` Change: ${text(sentence(found.change))}` : '',
  ].join('');
}

export function guideMarkdown(subject: FixSubject): string {
  const document = fixDocument(subject);
  return [
    `## ${subject.result.name} (${subject.result.id})`,
    '',
    subject.result.description,
    '',
    `**What passes:** ${document.passes}`,
    '',
    `**Where ${subject.host} stands:** ${document.standing}`,
    '',
    '**What the last scan found:**',
    ...(document.found.length === 0 ? ['- Nothing open.'] : document.found.map((found) => `- ${findingLine(found, markdownText)}`)),
    '',
    '**Steps:**',
    ...document.steps.map((step, index) => `${index + 1}. ${step}`),
    ...(document.costs.length > 0 ? ['', '**What it costs in production:**', ...document.costs.map((cost) => `- ${cost}`)] : []),
    '',
    `**References:** ${document.references.join('; ')}.`,
  ].join('\n');
}

/** The whole fix as one block of prose (one line): situation, evidence, numbered steps, what passes. */
export function fixProse(subject: FixSubject): string {
  const document = fixDocument(subject);
  const found =
    document.found.length === 0
      ? 'The last scan left no open finding for this check.'
      : `The last scan found: ${document.found.map((item) => findingLine(item, (value) => value)).join(' ')}`;
  return [
    `Goal: ${document.goal}`,
    document.standing,
    found,
    `To fix it: ${document.steps.map((step, index) => `(${index + 1}) ${step}`).join(' ')}`,
    `It passes when: ${document.passes}`,
    ...(document.costs.length > 0 ? [`What it costs in production: ${document.costs.join(' ')}`] : []),
    `References: ${document.references.join('; ')}.`,
  ].join(' ');
}
