// The markdown twins of the public pages (served to `Accept: text/markdown`): the same facts as the HTML.
import type { z } from 'zod';
import type { PublicReport } from '@/lib/schemas/report';
import { SITE_DESCRIPTION, SITE_NAME } from './page-metadata';

type Report = z.input<typeof PublicReport>;

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export function reportMarkdown(report: Report, origin: string): string {
  const lines = [
    `# Agent readiness of ${report.host}`,
    '',
    `> Score ${Math.round(report.score)}/100, grade ${report.grade.label}, measured ${report.scannedAt} by ${report.engine} on ${report.url}.`,
    '',
    `- Pages measured: ${report.pageCount}`,
    `- JSON: ${origin}/api/v1/report/${encodeURIComponent(report.host)}`,
    '',
    '## Checks',
    '',
  ];
  for (const result of report.results) {
    // `applicable` first: a check that does not apply is never shown as failing (its measured score is often 0).
    const verdict = result.applicable ? `${result.status}, ${Math.round(result.score)}/100` : 'not applicable (not counted)';
    const informational = result.informational ? ', informational' : '';
    lines.push(`### ${result.name} (\`${result.id}\`): ${verdict}${informational}`, '');
    for (const finding of result.findings) {
      lines.push(`- **${result.applicable ? finding.status : 'note'}**: ${oneLine(finding.message)}`);
      if (finding.detail) lines.push(`  - Evidence: ${oneLine(finding.detail)}`);
      if (finding.hint) lines.push(`  - Fix: ${oneLine(finding.hint)}`);
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
- [API description (OpenAPI 3.1)](${origin}/.well-known/openapi.json)
- [llms.txt](${origin}/llms.txt)
`;
}
