import type http from 'node:http';
import { describe, expect, it } from 'vitest';
import { html, text } from '../../helpers/site.js';
import { useCheckAudit } from '../../helpers/check-audit.js';

const ID = 'content-efficiency';
const check = useCheckAudit(ID);
const { measure } = check;

const PROSE = 'Agents pay for every token they read, so lean pages are cheaper to use. '.repeat(20); // 1,440 characters
const script = (bytes: number) => `<script>var payload = "${'x'.repeat(bytes)}";</script>`;
const page = (before: string, main: string, after = '') =>
  html(
    `<!doctype html><html lang="en"><head><title>Guide</title></head><body>${before}<main><h1>Guide</h1><p>${main}</p></main>${after}</body></html>`,
  );

describe('content-efficiency', () => {
  it('passes a lean page whose main content starts early', async () => {
    const { result } = await measure({ '/': page('', PROSE) });
    expect(result.status).toBe('pass');
    expect(result.score).toBe(100);
    expect(result.findings[0]!.status).toBe('info');
    expect(result.findings[0]!.message).toMatch(/^The page costs about [\d,]+ tokens as HTML and [\d,]+ as text\.$/);
    expect(result.findings[1]!.message).toMatch(/^Text is \d+\.\d% of the HTML\.$/);
  });

  it('warns when text is 3–10% of the HTML without a markdown twin', async () => {
    const { result } = await measure({ '/': page('', PROSE, script(20_000)) });
    expect(result.status).toBe('warn');
    expect(result.score).toBe(83);
    expect(result.findings[1]!.message).toMatch(
      /^Text is only [3-9]\.\d% of the HTML and there is no markdown twin\.$/,
    );
  });

  it('counts a markdown twin from content negotiation instead of the text share', async () => {
    const negotiating = (req: http.IncomingMessage, res: http.ServerResponse) => {
      if ((req.headers.accept ?? '').startsWith('text/markdown')) {
        res.writeHead(200, { 'content-type': 'text/markdown', vary: 'Accept' }).end(`# Guide\n\n${PROSE}`);
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html', vary: 'Accept' });
      res.end(`<html><body><main><h1>Guide</h1><p>${PROSE}</p></main>${script(100_000)}</body></html>`);
    };
    const { result } = await measure({ '/': negotiating });
    expect(result.score).toBe(100);
    expect(result.findings[1]!.message).toBe('A markdown twin exists, so agents need not read the HTML.');
  });

  it('counts a .md twin URL', async () => {
    const { result } = await measure({
      '/': page('', PROSE, script(100_000)),
      '/index.md': text(`# Guide\n\n${PROSE}`, 'text/markdown'),
    });
    expect(result.score).toBe(100);
    expect(result.findings[1]!.detail).toMatch(/\/index\.md — about [\d,]+ tokens$/);
  });

  it('warns when the main content starts between 10% and 50% of the document', async () => {
    const { result } = await measure({ '/': page(script(600), PROSE) });
    expect(result.status).toBe('warn');
    expect(result.score).toBe(83);
    const finding = result.findings.find((f) => f.message.startsWith('The main content starts'))!;
    expect(finding.status).toBe('warn');
    expect(finding.detail).toMatch(/^first text inside <main> at character [\d,]+ of [\d,]+ \(\d+\.\d%\)$/);
  });

  it('warns about HTML over 500 KB', async () => {
    const { result } = await measure({ '/': page('', PROSE.repeat(400)) });
    expect(result.findings.find((f) => f.message.startsWith('The HTML is'))!.message).toBe(
      'The HTML is 576 KB (under 500 KB expected).',
    );
    expect(result.score).toBe(83);
  });

  it('fails HTML over 2 MB', async () => {
    const { result } = await measure({ '/': page('', PROSE.repeat(1_500)) });
    expect(result.status).toBe('fail');
    expect(result.findings.find((f) => f.message.startsWith('The HTML is'))!.message).toBe(
      'The HTML is 2,160 KB (under 500 KB expected).',
    );
    expect(result.findings.find((f) => f.message.startsWith('The HTML is'))!.status).toBe('fail');
  });

  it('fails when text is under 3% without a twin, or the content starts after half the document', async () => {
    const heavy = await measure({ '/': page('', PROSE, script(60_000)) });
    expect(heavy.result.status).toBe('fail');
    expect(heavy.result.score).toBe(0);
    await check.site!.close();
    const late = await measure({ '/': page(script(5_000), PROSE) });
    expect(late.result.status).toBe('fail');
    expect(late.result.findings.find((f) => f.message.startsWith('The main content starts'))!.status).toBe('fail');
  });

  it('falls back to the first h1 when there is no main element', async () => {
    const { result } = await measure({ '/': html(`<html><body><h1>Guide</h1><p>${PROSE}</p></body></html>`) });
    expect(result.score).toBe(100);
    expect(result.findings.find((f) => f.message.startsWith('The main content starts'))!.detail).toMatch(
      /^first text inside <h1>/,
    );
  });

  it('is not applicable under the api profile, but keeps its measured score', async () => {
    const { result, report } = await measure({ '/': page('', PROSE, script(60_000)) }, { profile: 'api' });
    expect(result.applicable).toBe(false);
    expect(result.weight).toBe(0);
    expect(result.score).toBe(0);
    // Nothing else was selected: no check weighs in cost and coverage, and the score is the agent views' Access alone.
    expect(report.scoring!.costCoverage).toBeNull();
    expect(report.overallScore).toBe(report.scoring!.access);
  });

  it('is an error on a page of a site scan that never answers', async () => {
    const { report } = await measure(
      { '/': page('<a href="/slow">Slow</a>', PROSE), '/slow': () => undefined },
      { maxPages: 2, timeout: 300 },
    );
    expect(report.pages.map((p) => p.results[0]!.status)).toEqual(['pass', 'error']);
  });
});
