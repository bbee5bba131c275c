// Fixes say what they cost (issue 53 point 5): a fix guide states the known production costs of its fix, and, where the
// report's evidence names a platform (the start page's CDN, host, framework or site builder; the platform that supplied
// the capability), how to apply it there, naming that evidence. The guide (Markdown), the prose and the fix page's
// document are one document (lib/fixes/fix-prose.ts).
import { describe, expect, it } from 'vitest';
import type { DetectedPlatform } from '../../../engine/index';
import { fixDocument, fixProse, guideMarkdown } from '../../../lib/fixes/fix-prose';
import { CHECK_GUIDES, type CheckGuide } from '../../../lib/fixes/guides';
import { buildReport, codedFinding } from '../../helpers/me-fixtures';

const CLOUDFLARE: DetectedPlatform = { id: 'cloudflare', name: 'Cloudflare', kind: 'cdn', evidence: 'the cf-ray header on the start page' };
const NEXTJS: DetectedPlatform = { id: 'nextjs', name: 'Next.js', kind: 'framework', evidence: 'x-powered-by: Next.js on the start page' };

function subject(platforms: DetectedPlatform[]) {
  const report = {
    ...buildReport({
      url: 'https://docs.example/',
      at: new Date('2026-11-20T10:00:00Z'),
      overallScore: 62,
      checks: [{ id: 'markdown-negotiation', score: 0, findings: [codedFinding('markdown-negotiation.variant-refused', 'fail', 'Accept: text/markdown gets HTML.', 'https://docs.example/ — HTTP 200', 'text/markdown')] }],
    }),
    platforms,
  };
  const result = report.results.find((candidate) => candidate.id === 'markdown-negotiation')!;
  return { siteId: '00000000-0000-4000-8000-000000000001', host: 'docs.example', origin: 'https://docs.example', report, result, guide: CHECK_GUIDES['markdown-negotiation'] };
}

describe('a fix that has a cost in production', () => {
  it('states the costs of Markdown negotiation with their sources: Vary and shared caches, Cloudflare, Next.js, no paid CDN feature', () => {
    const document = fixDocument(subject([]));
    expect(document.costs).toHaveLength(4);
    expect(document.costs[0]).toMatch(/^`Vary: Accept` splits a shared cache .* \(RFC 9111 §4\.1\)\.$/);
    expect(document.costs[1]).toContain('developers.cloudflare.com/cache/concepts/vary/');
    expect(document.costs[2]).toContain('vercel/next.js issues #85852 and #85999');
    expect(document.costs[3]).toMatch(/^Negotiation needs no paid CDN feature/);
    // Without a platform in the evidence, only the general steps.
    expect(document.steps.filter((step) => step.startsWith('On ') || step.startsWith('With '))).toEqual([]);
    const markdown = guideMarkdown(subject([]));
    expect(markdown).toContain('**What it costs in production:**\n- `Vary: Accept` splits a shared cache');
    expect(fixProse(subject([]))).toContain('What it costs in production: `Vary: Accept` splits a shared cache');
  });

  it('adds the steps for the platforms the report names, each with the evidence that named it, and no others', () => {
    const document = fixDocument(subject([CLOUDFLARE, NEXTJS]));
    const platformSteps = document.steps.filter((step) => step.startsWith('On ') || step.startsWith('With '));
    expect(platformSteps).toHaveLength(2);
    expect(platformSteps[0]).toMatch(/^On Cloudflare, Markdown for Agents \(Pro plans and above\) .* \(The scan saw Cloudflare: the cf-ray header on the start page\.\)$/);
    expect(platformSteps[1]).toMatch(/^With Next\.js, serve the Markdown from a route handler .* \(The scan saw Next\.js: x-powered-by: Next\.js on the start page\.\)$/);
    expect(document.steps.join('\n')).not.toContain('Fastly');
    // The general steps come first, then the platforms', then the scan that verifies the fix.
    expect(document.steps.indexOf(platformSteps[0]!)).toBe(CHECK_GUIDES['markdown-negotiation'].steps.length);
    expect(document.steps.at(-1)).toMatch(/^Start a scan/);
  });

  it('keeps code in backticks in every cost and platform step, as in the guides\' steps (issue 25.5)', () => {
    for (const [checkId, guide] of Object.entries(CHECK_GUIDES) as Array<[string, CheckGuide]>) {
      const texts = [...(guide.costs ?? []), ...Object.values(guide.onPlatform ?? {}).flat()];
      for (const text of texts) {
        const parts = text.split('`');
        expect(parts.length % 2, `${checkId}: "${text}" leaves a code span open`).toBe(1);
        const prose = parts.filter((_, index) => index % 2 === 0).join(' ');
        expect(prose, `${checkId}: "${text}"`).not.toMatch(/<[a-z!/]|\b(?:Content-Type|User-agent|Link|Vary|Accept):|\{"/i);
      }
    }
    // Cloudflare, Fastly, Vercel (checks.md 2026-12c): the CDNs the issue names each have their way of applying it.
    expect(Object.keys((CHECK_GUIDES['markdown-negotiation'] as CheckGuide).onPlatform ?? {})).toEqual(['cloudflare', 'fastly', 'vercel', 'nextjs', 'wordpress']);
  });
});
