// checks.md 12 (2026-11): placeholder text of a loading skeleton is not content. Text inside aria-busy="true" or an
// element whose class names contain "skeleton" is left out before counting, so a pre-rendered skeleton is an
// application shell; real text beside a finished skeleton still counts.
import { describe, expect, it } from 'vitest';
import { html } from '../../helpers/site.js';
import { useCheckAudit } from '../../helpers/check-audit.js';

const { measure } = useCheckAudit('server-rendered-content');

const placeholder = 'Loading your dashboard, please wait while we fetch the latest numbers for your team. '.repeat(8);

describe('server-rendered-content: loading skeletons', () => {
  it('fails a pre-rendered skeleton as an application shell (aria-busy and skeleton classes)', async () => {
    const { result } = await measure({
      '/': html(
        `<html><body><div id="root"><div aria-busy="true"><h1>${placeholder}</h1></div><div class="card Skeleton-line"><p>${placeholder}</p></div></div></body></html>`,
      ),
    });
    expect([result.status, result.findings.map((finding) => finding.code)]).toEqual([
      'fail',
      // Without a browser the rendered view is not measured (issue 23): an info finding, no points.
      ['server-rendered-content.app-shell', 'server-rendered-content.rendered-not-measured'],
    ]);
  });

  it('counts the real text beside a placeholder', async () => {
    const words = 'Agents read the words that the server sends them directly. '.repeat(10);
    const { result } = await measure({
      '/': html(`<html><body><main><h1>Guide</h1><p>${words}</p><aside class="skeleton">${placeholder}</aside></main></body></html>`),
    });
    expect(result.status).toBe('pass');
    expect(result.findings[0]!.message).toBe(`The raw HTML holds ${`Guide ${words.trim()}`.length} characters of text.`);
  });
});
