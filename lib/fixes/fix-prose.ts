// The guide (Markdown) and the whole fix (one prose block) for one check of one site, from the stored report.
import type { StoredAuditReport, StoredCheckResult, StoredFinding } from '@/lib/schemas/report';
import { ARTIFACT_PATHS, artifactKindsFor } from '@/lib/artifacts/kinds';
import { gainOf, openFindings, pageSidesOf, siteScoreOf, siteStatusOf, totalWeight } from './check-results';
import type { CheckGuide } from './guides';

export interface FixSubject {
  siteId: string;
  host: string;
  origin: string;
  report: StoredAuditReport;
  result: StoredCheckResult;
  guide: CheckGuide;
}

interface GroupedFinding {
  finding: StoredFinding;
  pages: string[];
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

/** Open findings, the same finding on several pages told once with the pages it appears on. */
function groupedOpenFindings(subject: FixSubject): GroupedFinding[] {
  const pages = pageSidesOf(subject.report, subject.result);
  if (pages.length === 0) return openFindings(subject.result.findings).map((finding) => ({ finding, pages: [] }));
  const groups = new Map<string, GroupedFinding>();
  for (const page of pages) {
    for (const finding of openFindings(page.findings)) {
      const key = groupKey(finding);
      const group = groups.get(key) ?? { finding, pages: [] };
      group.pages.push(page.url);
      groups.set(key, group);
    }
  }
  return [...groups.values()];
}

function steps(subject: FixSubject): string[] {
  return subject.guide.steps.map((step) => step.replaceAll('{origin}', subject.origin));
}

function artifactSentences(subject: FixSubject): string[] {
  return artifactKindsFor(subject.result.id).map(
    (kind) =>
      `GET /api/v1/me/sites/${subject.siteId}/artifacts/${kind} generates this file from the site's own pages: serve its body at ${ARTIFACT_PATHS[kind]} with the headers it names.`,
  );
}

/** Ends the text with a full stop unless it already ends a sentence. */
function sentence(text: string): string {
  return /[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`;
}

function findingSentence({ finding, pages }: GroupedFinding): string {
  const where = pages.length > 0 ? ` (on ${pages.length === 1 ? pages[0] : `${pages.length} pages: ${pages.slice(0, 5).join(', ')}${pages.length > 5 ? ', …' : ''}`})` : '';
  const evidence = finding.detail ? ` Evidence: ${sentence(finding.detail)}` : '';
  const change = finding.hint ? ` Change: ${sentence(finding.hint)}` : '';
  return `${finding.status.toUpperCase()}: ${sentence(finding.message)}${where}${evidence}${change}`;
}

function scoreSentence(subject: FixSubject): string {
  const { result } = subject;
  const score = siteScoreOf(result);
  const gain = gainOf(result, totalWeight(subject.report));
  const applicability = !result.applicable
    ? ' It is not applicable under the profiles this site resolved to, so it does not count towards the score yet.'
    : result.informational
      ? ' It is informational and never counts towards the overall score.'
      : ` Bringing it to 100 returns ${gain} points of the overall score (${subject.report.overallScore} now).`;
  return `${result.name} (${result.id}) scores ${score}/100 on ${subject.host} (${siteStatusOf(result)}) in the scan of ${subject.report.timestamp}.${applicability}`;
}

export function guideMarkdown(subject: FixSubject): string {
  const findings = groupedOpenFindings(subject);
  return [
    `## ${subject.result.name} (${subject.result.id})`,
    '',
    subject.result.description,
    '',
    `**What passes:** ${subject.guide.passes}`,
    '',
    `**Where ${subject.host} stands:** ${scoreSentence(subject)}`,
    '',
    '**What the last scan found:**',
    ...(findings.length === 0 ? ['- Nothing open.'] : findings.map((group) => `- ${findingSentence(group)}`)),
    '',
    '**Steps:**',
    ...steps(subject).map((step, index) => `${index + 1}. ${step}`),
    ...artifactSentences(subject).map((sentence) => `- ${sentence}`),
    '',
    `**References:** ${subject.guide.specs.join('; ')}.`,
  ].join('\n');
}

/** The whole fix as one block of prose: situation, evidence, steps, how it is verified. */
export function fixProse(subject: FixSubject): string {
  const findings = groupedOpenFindings(subject);
  const found =
    findings.length === 0
      ? 'The last scan left no open finding for this check.'
      : `The last scan found: ${findings.map(findingSentence).join(' ')}`;
  const stepText = steps(subject)
    .map((step, index) => `(${index + 1}) ${step}`)
    .join(' ');
  return [
    `Goal: ${subject.guide.headline}`,
    scoreSentence(subject),
    found,
    `To fix it: ${stepText}`,
    ...artifactSentences(subject),
    `It passes when: ${subject.guide.passes}`,
    `Then start a scan with POST /api/v1/me/sites/${subject.siteId}/scan: the verification record for ${subject.result.id} is verified when its score rises above ${siteScoreOf(subject.result)}.`,
    `References: ${subject.guide.specs.join('; ')}.`,
  ].join(' ');
}
