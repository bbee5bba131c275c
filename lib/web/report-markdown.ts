// The markdown twins of the public pages (served to `Accept: text/markdown`): the same facts as the HTML.
import type { z } from 'zod';
import { blockerOf, capSentence, countedScoreOf, countedStatusOf, pageMeanNote } from '@/engine/light';
import { markdownText } from '@/lib/markdown/escape';
import type { PublicReport } from '@/lib/schemas/report';
import { describeBenchmark, describeCheckShare } from '@/lib/editions/wording';
import { formatDateTime } from '@/lib/format/dates';
import { SITE_DESCRIPTION, SITE_NAME } from './page-metadata';

type Report = z.input<typeof PublicReport>;

/**
 * Everything that came from the scanned site (its URL, the findings that quote it) goes through markdownText; the host
 * is the canonical host key (lib/net/host.ts: letters, digits, dots, hyphens, a port), which forms no Markdown.
 */
/**
 * What stops agents and the cap that changed the score first, the score's parts, and what each agent profile receives
 * for the start page (reports of engines 6.3.0 and later): the same words as the HTML page (engine/blocker.ts).
 */
function scoringLines(report: Report): string[] {
  const lines: string[] = [];
  const blocker = blockerOf(report);
  if (blocker) lines.push(`**What stops agents:** ${markdownText(blocker)}`, '');
  const scoring = report.scoring;
  if (scoring) {
    const cap = capSentence(scoring);
    if (cap) lines.push(`**Score cap:** ${markdownText(cap)}`, '');
    lines.push(
      `Agent access ${scoring.access ?? 'not measured'} (half of the score), cost and coverage ${scoring.costCoverage ?? 'none counted'} (the other half), bonus +${scoring.bonus} (scorecard ${scoring.scorecard}).`,
      '',
    );
  }
  const views = report.agents?.pages[0]?.views ?? [];
  if (views.length > 0) {
    lines.push('## As agents see it', '');
    for (const view of views) lines.push(`- \`${view.profile}\`: **${view.verdict ?? 'not measured'}**. ${markdownText(view.reason)}`);
    lines.push('');
  }
  return lines;
}

export function reportMarkdown(report: Report, origin: string): string {
  const lines = [
    `# Agent readiness of ${report.host}`,
    '',
    `> Score ${Math.round(report.score)}/100, grade ${report.grade.label}, measured ${formatDateTime(report.scannedAt)} by ${markdownText(report.engine)} on ${markdownText(report.url)}.`,
    '',
    ...(report.scopeLabel ? [`- ${report.scopeLabel}`] : []),
    `- Pages measured: ${report.pageCount}`,
    `- Scorecard: ${report.scorecard}`,
    `- JSON: ${origin}/api/v1/report/${encodeURIComponent(report.host)}`,
    '',
    ...(report.benchmark ? [`**In the index:** ${describeBenchmark(report.benchmark)} Method: ${origin}/index`, ''] : []),
    ...scoringLines(report),
    '## Checks',
    '',
  ];
  for (const result of report.results) {
    // `applicable` first: a check that does not apply is never shown as failing (its measured score is often 0).
    // What counts, in the words every surface uses (engine/counted.ts): a page check's mean over the pages.
    const note = pageMeanNote(result, report.pageCount);
    const verdict = result.applicable
      ? `${countedStatusOf(result)}, ${Math.round(countedScoreOf(result))}/100${note ? ` (${note})` : ''}`
      : 'not applicable (not counted)';
    const informational = result.informational ? ', informational' : '';
    lines.push(`### ${result.name} (\`${result.id}\`): ${verdict}${informational}`, '');
    const share = report.benchmark ? describeCheckShare(report.benchmark, result.id) : null;
    if (share) lines.push(`_${share}_`, '');
    for (const finding of result.findings) {
      lines.push(`- **${result.applicable ? finding.status : 'note'}**: ${markdownText(finding.message)}`);
      if (finding.detail) lines.push(`  - Evidence: ${markdownText(finding.detail)}`);
      if (finding.hint) lines.push(`  - Fix: ${markdownText(finding.hint)}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

export function homeMarkdown(origin: string): string {
  return `# ${SITE_NAME}

> ${SITE_DESCRIPTION}

## Scan a site

- [Scan form](${origin}/): enter a domain to measure its start page (rate limited)
- API: POST ${origin}/api/v1/scan with {"domain": "example.com"}

## Read results

- [Latest public report of a host](${origin}/report/example.com): also as JSON at ${origin}/api/v1/report/example.com
- [The index](${origin}/index): the population's figures and method, and the opted-in leaderboard; JSON at ${origin}/api/v1/index
- [API description (OpenAPI 3.1)](${origin}/.well-known/openapi.json)
- [llms.txt](${origin}/llms.txt)
`;
}
