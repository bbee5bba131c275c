// Integration tier (the service in this process): the service's Markdown; the CLI's (a process of its own) is
// tests/system/api/markdown-escaping-cli.test.ts.
// The Markdown we write does not carry a scanned site's markup (issue 21, point 8). A hostile report (finding
// messages, evidence and the audited URL holding a phishing link, an image, raw HTML, an autolink, a heading, emphasis
// and an entity) is rendered by the service (report.md and the `Accept: text/markdown` twin of /report/{host}) and by
// the CLI (--format markdown, what the GitHub Action posts as a PR comment); a CommonMark parser (micromark through
// mdast-util-from-markdown) reads each output, and no link, image, HTML or reference node appears, while the site's
// text is still there, as text.
import { fromMarkdown } from 'mdast-util-from-markdown';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minimalReport } from '../../helpers/api-fixtures';
import { request } from '../../helpers/http';
import { FORBIDDEN, nodesOf, textOf, type Node } from '../../helpers/markdown/markdown-nodes';
import { SERVER_START_TIMEOUT_MS } from '../../helpers/server';
import { startInProcessService, type InProcessService } from '../../helpers/in-process/service';

const HOST = 'hostile.example';
const PHISHING = '[Verify your account](https://evil.example/login)';
const HOSTILE = [
  PHISHING,
  '![tracking pixel](https://evil.example/p.png)',
  '<img src=x onerror=alert(1)>',
  '<https://evil.example/auto>',
  '*urgent* _now_',
  '&copy; &#x3C;script&#x3E;',
  '[ref]: https://evil.example/defined',
  'see [ref] and https://evil.example/bare',
].join(' ');

function hostileReport() {
  const report = minimalReport(`https://${HOST}/`, 40, new Date('2026-06-01T10:00:00Z'));
  report.results[0]!.findings = [{ status: 'warn', message: `Title: ${HOSTILE}`, detail: `\n# Injected heading\n${HOSTILE}`, hint: `Fix: ${PHISHING}` }];
  return report;
}

describe('Markdown outputs of a hostile site', { timeout: 120_000 }, () => {
  let server: InProcessService;

  beforeAll(async () => {
    server = await startInProcessService({
      seed: async (db) => {
        const report = hostileReport();
        await db.publicReport.create({ data: { host: HOST, url: report.url, score: 40, engine: report.engine, report: report as never, scannedAt: new Date(report.timestamp) } });
      },
    });
  }, SERVER_START_TIMEOUT_MS);

  afterAll(async () => {
    await server?.stop();
  });

  for (const [label, path, headers] of [
    ['report.md', `/report/${HOST}/report.md`, {}],
    ['the Accept: text/markdown twin of /report/{host}', `/report/${HOST}`, { accept: 'text/markdown' }],
  ] as const) {
    it(`${label}: the site's text is text, no link, image, HTML, reference or emphasis node`, async () => {
      const answer = await request(server.baseUrl, path, { headers });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^text\/markdown/);
      const nodes = nodesOf(answer.text);
      expect(nodes.filter((node) => FORBIDDEN.has(node.type))).toEqual([]);
      // Headings are ours alone: the title, "Checks" and one per check (the injected one stays inside its line).
      expect(nodes.filter((node) => node.type === 'heading').map(textOf)).toEqual([
        `Agent readiness of ${HOST}`,
        'Checks',
        'robots.txt (robots-txt): warn, 40/100',
      ]);
      const rendered = textOf(fromMarkdown(answer.text) as Node);
      expect(rendered).toContain(`Title: ${HOSTILE}`);
      expect(rendered).toContain(`Evidence: # Injected heading ${HOSTILE}`);
      expect(rendered).toContain(`Fix: Fix: ${PHISHING}`);
    });
  }

  // The CLI's --format markdown (the PR comment): tests/system/api/markdown-escaping-cli.test.ts.
});
