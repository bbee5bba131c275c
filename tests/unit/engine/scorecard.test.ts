// The number under scorecard 2026.12.2 (checks.md, "Agent outcomes": gates, then cost and coverage): configurations of
// one site where agents get the answer score strictly above those where they do not, whatever files they publish.
import type http from 'node:http';
import { describe, expect, it } from 'vitest';
import { audit, type AuditReport } from '../../../engine/index.js';
import { NO_DNS, useFixtureSites } from '../../helpers/check-audit.js';
import type { Routes } from '../../helpers/site.js';

const serve = useFixtureSites();

const ARTICLE = `<h1>Widget docs</h1><p>${'The widget turns answers into actions for every reader. '.repeat(20)}</p><p>The planted answer is 42.</p>`;
const PLAIN = `<!doctype html><html lang="en"><head><title>Widget docs</title></head><body><main>${ARTICLE}</main></body></html>`;
const SHELL = '<!doctype html><html lang="en"><head><title>Widget docs</title></head><body><div id="root"></div><script src="/app.js"></script></body></html>';
const AGENT_TOKENS = ['Claude-User', 'ChatGPT-User', 'GoogleAgent', 'Perplexity-User', 'ModelContextProtocol'];

/** Every file the checklist asks for: llms.txt, llms-full.txt, sitemap, robots with AI groups and signals, an API catalog, an A2A card. */
function everyFile(origin: string): Routes {
  return {
    '/robots.txt': { status: 200, headers: { 'content-type': 'text/plain' }, body: `User-agent: GPTBot\nAllow: /\n\nUser-agent: *\nContent-Signal: search=yes, ai-input=yes, ai-train=yes\nAllow: /\nSitemap: ${origin}/sitemap.xml\n` },
    '/sitemap.xml': { status: 200, headers: { 'content-type': 'application/xml' }, body: `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${origin}/</loc><lastmod>2026-11-01</lastmod></url></urlset>` },
    '/llms.txt': { status: 200, headers: { 'content-type': 'text/plain' }, body: '# Widget\n\n> Widget docs.\n\n## Docs\n\n- [Home](/): the docs\n' },
    '/llms-full.txt': { status: 200, headers: { 'content-type': 'text/plain' }, body: `# Widget\n\n## One\n\n${'Text. '.repeat(100)}\n\n## Two\n\nMore.\n` },
  };
}

function site(page: string, options: { files?: boolean; refuseAgents?: boolean } = {}): (origin: string) => Routes {
  return (origin) => ({
    ...(options.files ? everyFile(origin) : {}),
    '/': (req: http.IncomingMessage, res: http.ServerResponse) => {
      const ua = req.headers['user-agent'] ?? '';
      if (options.refuseAgents && AGENT_TOKENS.some((token) => ua.includes(token))) {
        res.writeHead(403, { 'content-type': 'text/plain' });
        res.end('Forbidden');
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(page);
    },
  });
}

async function scoreOf(routes: (origin: string) => Routes): Promise<AuditReport> {
  const served = await serve(routes);
  return audit(served.url, { allowPrivateTargets: true, retries: 0, resolver: NO_DNS, profile: 'docs' });
}

describe('scorecard 2026.12.2', () => {
  it('a plain page every agent reads scores strictly above a site with every file that refuses agents or needs JavaScript', async () => {
    const plain = await scoreOf(site(PLAIN));
    const plainWithFiles = await scoreOf(site(PLAIN, { files: true }));
    const refusing = await scoreOf(site(PLAIN, { files: true, refuseAgents: true }));
    const jsOnly = await scoreOf(site(SHELL, { files: true }));

    expect(plain.scoring!.access).toBe(100);
    expect(plain.scoring!.cap).toBeNull();
    // The refusing site's files lift it above 19 without the cap: the cap lowers it, naming whom and what they got.
    expect(refusing.scoring!.uncapped).toBeGreaterThan(19);
    expect(refusing.scoring!.cap).toEqual({
      id: 'agents-refused',
      limit: 19,
      reason: 'Every agent that names itself in its User-Agent is refused: Claude Code, Codex, ChatGPT, Gemini, Perplexity and the MCP fetch server get HTTP 403.',
      profiles: ['claude-code', 'codex', 'chatgpt', 'gemini', 'perplexity', 'mcp-fetch'],
    });
    expect(refusing.overallScore).toBe(19);
    // A cap is applied only where it lowers the score (2026-12b): the JavaScript cap where the shell's files lift it above 39.
    expect(jsOnly.scoring!.cap?.id ?? null).toBe(jsOnly.scoring!.uncapped > 39 ? 'javascript-only' : null);
    expect(jsOnly.overallScore).toBeLessThanOrEqual(39);

    // Access half full: at least 50, above both caps.
    expect(plain.overallScore).toBeGreaterThanOrEqual(50);
    expect(plain.overallScore).toBeGreaterThan(refusing.overallScore);
    expect(plain.overallScore).toBeGreaterThan(jsOnly.overallScore);
    // Files change cost and coverage, never more than access does.
    expect(plainWithFiles.overallScore).toBeGreaterThanOrEqual(plain.overallScore);
    expect(plainWithFiles.overallScore).toBeGreaterThan(refusing.overallScore);
  });

  it('an emerging standard published right adds a bonus; none published takes nothing away', async () => {
    const card = {
      name: 'Widget agent',
      description: 'Answers questions about widgets.',
      version: '1.0.0',
      supportedInterfaces: [],
      capabilities: {},
      defaultInputModes: ['text/plain'],
      defaultOutputModes: ['text/plain'],
      skills: [{ id: 'answer', name: 'Answer', description: 'Answers a widget question.', tags: ['widgets'] }],
    };
    const without = await scoreOf(site(PLAIN));
    const withCard = await scoreOf((origin) => ({
      ...site(PLAIN)(origin),
      '/.well-known/agent-card.json': { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(card) },
    }));
    expect(without.scoring!.bonus).toBe(0);
    expect(withCard.scoring!.costCoverage).toBe(without.scoring!.costCoverage);
    expect(withCard.overallScore).toBeGreaterThanOrEqual(without.overallScore);
    const a2a = withCard.results.find((result) => result.id === 'a2a-agent-card')!;
    expect(withCard.scoring!.bonus).toBe(a2a.status === 'pass' ? 2 : 0);
  });
});
