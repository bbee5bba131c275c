import type http from 'node:http';
import { describe, expect, it } from 'vitest';
import { html, text } from '../../helpers/site.js';
import { useCheckAudit } from '../../helpers/check-audit.js';

const ID = 'markdown-negotiation';
const check = useCheckAudit(ID);
const PAGE = '<!doctype html><html><body><h1>Guide</h1><p>Hello.</p></body></html>';
const MARKDOWN = '# Guide\n\nHello.\n';

const { measure } = check;

interface Negotiation {
  /** Which Accept headers get markdown. */
  markdownFor?: (accept: string) => boolean;
  markdownType?: string;
  vary?: boolean;
}

function negotiating({
  markdownFor = (a) => a.startsWith('text/markdown'),
  markdownType = 'text/markdown; charset=utf-8',
  vary = true,
}: Negotiation = {}) {
  return (req: http.IncomingMessage, res: http.ServerResponse) => {
    const accept = req.headers.accept ?? '';
    const headers: Record<string, string> = vary ? { vary: 'Accept' } : {};
    if (markdownFor(accept)) {
      res.writeHead(200, { 'content-type': markdownType, ...headers });
      res.end(MARKDOWN);
    } else {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers });
      res.end(PAGE);
    }
  };
}

describe('markdown-negotiation', () => {
  it('passes when both Accept headers get text/markdown with Vary: Accept and browsers still get HTML', async () => {
    const { result } = await measure({ '/': negotiating() });
    expect(result.status).toBe('pass');
    expect(result.score).toBe(100);
    expect(result.findings.map((f) => f.message)).toEqual([
      'Accept: text/markdown gets markdown as text/markdown.',
      'Accept: text/markdown, text/html;q=0.9 gets markdown as text/markdown.',
      'A browser Accept header still gets HTML.',
    ]);
  });

  it('warns without Vary: Accept', async () => {
    const { result } = await measure({ '/': negotiating({ vary: false }) });
    expect(result.status).toBe('warn');
    expect(result.score).toBe(75);
    expect(result.findings.find((f) => f.status === 'warn')!.message).toMatch(/do not carry Vary: Accept/);
  });

  it('warns about a markdown body labelled text/plain', async () => {
    const { result } = await measure({ '/': negotiating({ markdownType: 'text/plain; charset=utf-8' }) });
    expect(result.score).toBe(70);
    expect(result.findings[0]!.message).toBe('Accept: text/markdown gets a markdown body, but labelled text/plain.');
  });

  it('warns when only the strict Accept header works', async () => {
    const { result } = await measure({ '/': negotiating({ markdownFor: (a) => a === 'text/markdown' }) });
    expect(result.score).toBe(75);
    expect(result.findings[1]!.message).toBe(
      'Accept: text/markdown, text/html;q=0.9 does not get markdown, although the other Accept header does.',
    );
  });

  it('warns when only a .md twin URL serves markdown', async () => {
    const { result } = await measure({ '/': html(PAGE), '/index.md': text(MARKDOWN, 'text/markdown') });
    expect(result.status).toBe('warn');
    expect(result.score).toBe(50);
    expect(result.findings.at(-1)!.message).toBe(
      `Only the markdown twin URL ${check.site!.origin}/index.md serves markdown; the page URL does not negotiate.`,
    );
  });

  it('fails when HTML comes back, and names a 406', async () => {
    const { result: htmlOnly } = await measure({ '/': html(PAGE) });
    expect(htmlOnly.status).toBe('fail');
    expect(htmlOnly.findings[0]!.message).toBe('Accept: text/markdown returned HTML.');
    expect(htmlOnly.findings.at(-1)!.message).toBe('No markdown twin URL was found either.');
    await check.site!.close();
    const { result: refused } = await measure({
      '/': (req, res) => {
        if ((req.headers.accept ?? '').includes('markdown')) res.writeHead(406).end();
        else res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
      },
    });
    expect(refused.status).toBe('fail');
    expect(refused.findings[0]!.message).toBe('Accept: text/markdown answered 406 Not Acceptable.');
  });

  it('fails when browsers get markdown', async () => {
    const { result } = await measure({ '/': text(MARKDOWN, 'text/markdown') });
    expect(result.status).toBe('fail');
    expect(result.findings[0]!.message).toBe('A browser Accept header gets markdown instead of HTML.');
  });

  it('is an error when the markdown request never answers', async () => {
    const { result } = await measure(
      {
        '/': (req, res) => {
          if ((req.headers.accept ?? '').includes('markdown')) return;
          res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
        },
      },
      { timeout: 300 },
    );
    expect(result.status).toBe('error');
    expect(result.findings[0]!.message).toMatch(/^Could not fetch the page as markdown/);
  });
});
