// Fix guides cover every check, and generated files are what the engine's own parsers accept.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CHECK_IDS } from '../../../engine/index';
import { parseRobots } from '../../../engine/parse/robots-txt';
import { generateArtifact, offerArtifact } from '../../../lib/artifacts/generate';
import { CHECK_GUIDES } from '../../../lib/fixes/guides';
import { buildReport, codedFinding, finding } from '../../helpers/me-fixtures';

const input = (robotsTxt: string | null) => ({
  siteId: '00000000-0000-4000-8000-000000000001',
  host: 'shop.example',
  origin: 'https://shop.example',
  scanId: '00000000-0000-4000-8000-000000000002',
  report: buildReport({
    url: 'https://shop.example/',
    at: new Date('2026-05-01T00:00:00Z'),
    overallScore: 50,
    checks: [],
    otherPages: ['https://shop.example/mugs'],
    siteFacts: {
      siteName: null,
      pages: [
        { url: 'https://shop.example/', httpStatus: 200, title: 'Shop home', description: 'Mugs and cups.', lang: 'en', h1: null },
        { url: 'https://shop.example/mugs', httpStatus: 200, title: 'Mugs', description: null, lang: 'en', h1: null },
      ],
      robotsKind: robotsTxt === null ? 'absent' : 'ok',
      robotsTxt,
      sitemaps: robotsTxt?.includes('Sitemap:') ? ['https://shop.example/map.xml'] : [],
    },
  }),
});

describe('fix guides', () => {
  it('exist for every one of the 26 checks, with a headline, what passes, steps and specifications', () => {
    expect(CHECK_IDS).toHaveLength(26);
    expect(Object.keys(CHECK_GUIDES).sort()).toEqual([...CHECK_IDS].sort());
    for (const guide of Object.values(CHECK_GUIDES)) {
      expect(guide.headline).toMatch(/\.$/);
      expect(guide.passes.length).toBeGreaterThan(20);
      expect(guide.steps.length).toBeGreaterThan(0);
      expect(guide.specs.length).toBeGreaterThan(0);
    }
  });

  it('mark their code in backticks, so no step carries markup or a header outside a code span (issue 25.5)', () => {
    for (const [checkId, guide] of Object.entries(CHECK_GUIDES)) {
      for (const step of guide.steps) {
        const parts = step.split('`');
        expect(parts.length % 2, `${checkId}: "${step}" leaves a code span open`).toBe(1);
        const prose = parts.filter((_, index) => index % 2 === 0).join(' ');
        expect(prose, `${checkId}: "${step}"`).not.toMatch(/<[a-z!/]|\b(?:Content-Type|User-agent|Link|Vary|Accept):|\{"/i);
      }
    }
  });
});

describe('generated files', () => {
  it('robots.txt without an existing file: a parseable wildcard group with Content-Signal, named AI agents and a sitemap', () => {
    const body = generateArtifact('robots-txt', input(null)).body;
    const parsed = parseRobots(body);
    expect(parsed.invalidLines).toEqual([]);
    expect(parsed.groups[0]!.userAgents).toEqual(['*']);
    expect(parsed.contentSignals).toMatchObject([{ group: 0 }]);
    expect(parsed.groups[1]!.userAgents).toContain('ChatGPT-User');
    expect(parsed.sitemaps.map((line) => line.url)).toEqual(['https://shop.example/sitemap.xml']);
  });

  it('robots.txt that already names agents and a sitemap gets only what is missing', () => {
    const existing = 'User-agent: *\nContent-Signal: search=yes, ai-input=no, ai-train=no\nDisallow: /cart\n\nSitemap: https://shop.example/map.xml\n';
    const withAgents = `${existing}\nUser-agent: OAI-SearchBot\nUser-agent: Claude-SearchBot\nUser-agent: PerplexityBot\nUser-agent: Amazonbot\nUser-agent: ChatGPT-User\nUser-agent: Claude-User\nUser-agent: Perplexity-User\nUser-agent: Meta-ExternalFetcher\nUser-agent: ModelContextProtocol\nAllow: /\n`;
    expect(generateArtifact('robots-txt', input(withAgents)).body).toBe(withAgents);
    const partial = generateArtifact('robots-txt', input(existing)).body;
    expect(partial.startsWith(existing)).toBe(true);
    expect(partial).not.toContain('Sitemap: https://shop.example/sitemap.xml');
    expect(partial.match(/Content-Signal/g)).toHaveLength(1);
  });

  it('sitemap.xml lists the measured pages with the scan date', () => {
    expect(generateArtifact('sitemap-xml', input(null)).body).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://shop.example/</loc><lastmod>2026-05-01</lastmod></url>',
        '  <url><loc>https://shop.example/mugs</loc><lastmod>2026-05-01</lastmod></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('the skills index carries the digest of the SKILL.md it lists', () => {
    const skill = generateArtifact('agent-skill', input(null)).body;
    const index = JSON.parse(generateArtifact('agent-skills-index', input(null)).body);
    expect(index.skills[0]).toMatchObject({
      name: 'site-guide',
      type: 'skill-md',
      url: 'https://shop.example/.well-known/agent-skills/site-guide/SKILL.md',
      digest: `sha256:${createHash('sha256').update(skill).digest('hex')}`,
    });
  });

  it('JSON files parse, and the JSON-LD element cannot be closed early by page text', () => {
    for (const kind of ['agent-card', 'mcp-server-card'] as const) {
      expect(() => JSON.parse(generateArtifact(kind, input(null)).body)).not.toThrow();
    }
    const withScript = input(null);
    withScript.report.siteFacts!.pages[0]!.description = 'Mugs </script><script>alert(1)</script>';
    const jsonLd = generateArtifact('json-ld', withScript).body;
    expect(jsonLd.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(jsonLd.replace(/^<script[^>]*>/, '').replace(/<\/script>\s*$/, ''))['@graph'][0]).toMatchObject({
      '@type': 'WebSite',
      name: 'Shop home',
      url: 'https://shop.example/',
      description: 'Mugs </script><script>alert(1)</script>',
    });
  });
});

describe('generated MCP server card names (issue 25.10)', () => {
  const cardName = (host: string, siteName: string | null = 'Shop Home & Mugs') => {
    const named = input(null);
    named.report.siteFacts!.siteName = siteName;
    return JSON.parse(generateArtifact('mcp-server-card', { ...named, host, origin: `http://${host}` }).body).name;
  };

  it('reads as a name: the reverse-DNS namespace of a host, the site\'s name as a slug; an address stays as it is', () => {
    expect(cardName('shop.example')).toBe('example.shop/shop-home-mugs');
    expect(cardName('127.0.0.1:8080')).toBe('127.0.0.1/shop-home-mugs');
    expect(cardName('127.0.0.1:8080', '…')).toBe('127.0.0.1/site');
  });
});

describe('generated files key on finding codes', () => {
  const withOpenApi = (findings: Parameters<typeof buildReport>[0]['checks'][number]['findings']) => {
    const base = input(null);
    return { ...base, report: buildReport({ url: 'https://shop.example/', at: new Date('2026-05-01T00:00:00Z'), overallScore: 50, checks: [{ id: 'openapi', score: 100, findings }] }) };
  };
  const serviceDesc = (value: ReturnType<typeof withOpenApi>) => {
    const offer = offerArtifact('api-catalog', value);
    return offer.offered ? JSON.parse(offer.artifact.body).linkset[0]['service-desc'][0] : offer.reason;
  };
  const NO_DESCRIPTION =
    'the last scan found no API description (OpenAPI) on the site, and an API catalog lists APIs: publish the description first (the openapi check), then the catalog is generated from it';

  it('the API catalog names the description the openapi.found finding is about, whatever its message says; never a guessed path', () => {
    const found = codedFinding('openapi.found', 'pass', 'Reworded: the description is there.', 'HTTP 200', 'https://shop.example/api/spec.yaml');
    expect(serviceDesc(withOpenApi([found]))).toEqual({ href: 'https://shop.example/api/spec.yaml', type: 'application/openapi+yaml' });
    // A description on another origin is not this site's: no catalog, rather than one pointing at /openapi.json.
    const elsewhere = codedFinding('openapi.found', 'pass', 'Found.', null, 'https://api.other.example/openapi.json');
    expect(serviceDesc(withOpenApi([elsewhere]))).toBe(NO_DESCRIPTION);
    expect(serviceDesc(withOpenApi([]))).toBe(NO_DESCRIPTION);
  });

  it('reads the URL from a passing finding\'s text only in reports stored before codes existed', () => {
    const legacy = finding('pass', 'OpenAPI 3.1.0 description found at https://shop.example/v2/openapi.json.', 'https://shop.example/v2/openapi.json — HTTP 200');
    expect(serviceDesc(withOpenApi([legacy]))).toEqual({ href: 'https://shop.example/v2/openapi.json', type: 'application/openapi+json' });
    const coded = codedFinding('openapi.valid', 'pass', 'Valid, see https://shop.example/v2/openapi.json', null);
    expect(serviceDesc(withOpenApi([coded]))).toBe(NO_DESCRIPTION);
  });

  // checks.md 2026-11: generated files cover the new findings and never declare what the site lacks.
  it('robots.txt names the AI catalog the scan found valid in an Agentmap record, and adds no Content-Signal beside a declared RSL license', () => {
    const base = input(null);
    const withChecks = (checks: Parameters<typeof buildReport>[0]['checks']) => ({
      ...base,
      report: { ...buildReport({ url: 'https://shop.example/', at: new Date('2026-05-01T00:00:00Z'), overallScore: 50, checks }), siteFacts: base.report.siteFacts },
    });
    const catalog = codedFinding('api-catalog.ai-catalog-valid', 'pass', 'Reworded.', null, 'https://shop.example/.well-known/ard.json');
    const license = codedFinding('content-signals.rsl-valid', 'pass', 'Reworded.', null);
    const body = generateArtifact('robots-txt', withChecks([{ id: 'api-catalog', score: 100, findings: [catalog] }, { id: 'content-signals', score: 100, findings: [license] }])).body;
    const parsed = parseRobots(body);
    expect(parsed.otherRecords.filter((record) => record.key === 'agentmap').map((record) => record.value)).toEqual(['https://shop.example/.well-known/ard.json']);
    expect(parsed.contentSignals).toEqual([]);
    // Without those findings: no Agentmap (the site publishes no catalog), and the default Content-Signal line.
    const plain = parseRobots(generateArtifact('robots-txt', input(null)).body);
    expect(plain.otherRecords.some((record) => record.key === 'agentmap')).toBe(false);
    expect(plain.contentSignals).toHaveLength(1);
  });
});
