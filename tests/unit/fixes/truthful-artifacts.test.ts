// Issue 22 point 2 and issue 28 point 8: generated files are truthful and offered only where they are needed. Each
// fixture site is scanned the way a site scan is (every check, site facts collected), every kind the scan offers is
// generated and published where the engine looks for it, and the site is audited again: no check of a declared
// surface rises to pass on the strength of a declaration alone, a file is never offered in place of one that passes,
// and the AI catalog lists only the surfaces that answered, in their own words, and passes the engine's own rules.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { audit, type AuditReport, type CheckResult } from '../../../engine/index';
import { offerArtifact, type GeneratedArtifact } from '../../../lib/artifacts/generate';
import { PLACEHOLDER_ORIGIN } from '../../../lib/artifacts/shown-surfaces';
import type { ArtifactInput } from '../../../lib/artifacts/site-input';
import { useFixtureSites } from '../../helpers/check-audit';
import { json, text, type Routes } from '../../helpers/site';
import { mcpRoute } from '../../fixtures/mcp-server';
import { a2aJsonRpcRoute, agentCard, openApiDescription, serverCard, DESK_SERVER_INFO } from '../../fixtures/web/surfaces';
import { ARTIFACT_KINDS, type ArtifactKind } from '@/lib/schemas/vocabulary/artifacts';

const start = useFixtureSites();

const page = (title: string, body: string, head = '') =>
  `<!doctype html><html lang="en"><head><title>${title}</title>${head}</head><body><main><h1>${title}</h1><p>${body}</p></main></body></html>`;
const htmlRoute = (body: string) => ({ status: 200, headers: { 'content-type': 'text/html; charset=utf-8' }, body });

/** A site scan as the service runs one (lib/services/run-site-scan.ts): every check, the site's facts kept. */
const scan = (url: string): Promise<AuditReport> => audit(url, { profile: 'all', allowPrivateTargets: true, retries: 0, timeout: 3000, collectSiteFacts: true });

function inputFor(url: string, report: AuditReport): ArtifactInput {
  const origin = new URL(url).origin;
  return { siteId: '00000000-0000-4000-8000-000000000001', host: new URL(url).host, origin, scanId: '00000000-0000-4000-8000-000000000002', report };
}

/** Every kind on offer, generated; the others with the reason they are not offered. */
function offers(input: ArtifactInput): { files: GeneratedArtifact[]; refused: Partial<Record<ArtifactKind, string>> } {
  const files: GeneratedArtifact[] = [];
  const refused: Partial<Record<ArtifactKind, string>> = {};
  for (const kind of ARTIFACT_KINDS) {
    const offer = offerArtifact(kind, input);
    if (offer.offered) files.push(offer.artifact);
    else refused[kind] = offer.reason;
  }
  return { files, refused };
}

/** Serves each file where it says (and where else it says), json-ld inside the start page's head. */
function publish(routes: Routes, files: GeneratedArtifact[], home: (head: string) => string): void {
  for (const file of files) {
    if (file.kind === 'json-ld') continue;
    for (const path of [file.path, ...file.alsoServeAt]) routes[path] = { status: 200, headers: file.headers, body: file.body };
  }
  routes['/'] = htmlRoute(home(files.find((file) => file.kind === 'json-ld')?.body ?? ''));
}

const statusOf = (report: AuditReport, id: string): CheckResult['status'] => report.results.find((result) => result.id === id)!.status;
const SURFACE_CHECKS = ['a2a-agent-card', 'mcp-server', 'api-catalog', 'openapi', 'oauth-discovery', 'oauth-protected-resource'];

describe('generated files published on a site without agent surfaces', () => {
  it('raise no surface check to pass; the catalogs are not offered, the cards are templates with a placeholder endpoint', async () => {
    const home = (head: string) => page('Plain site', 'A site with pages and nothing for agents to call.', head);
    let routes: Routes = {};
    const site = await start(() => (routes = { '/': htmlRoute(home('')) }));
    const before = await scan(site.url);
    const { files, refused } = offers(inputFor(site.url, before));

    expect(refused).toEqual({
      'api-catalog':
        'the last scan found no API description (OpenAPI) on the site, and an API catalog lists APIs: publish the description first (the openapi check), then the catalog is generated from it',
      'ai-catalog':
        'the last scan saw no agent surface answer that describes itself (an API description, an MCP server card with a live endpoint, an A2A agent card whose interface answers, an agent skill matching its digest): an AI catalog lists only surfaces that work',
    });
    const card = JSON.parse(files.find((file) => file.kind === 'agent-card')!.body);
    expect(card.supportedInterfaces[0].url).toBe(`${PLACEHOLDER_ORIGIN}/a2a`);
    expect(card.description).toMatch(/^TEMPLATE/);
    const serverCardFile = JSON.parse(files.find((file) => file.kind === 'mcp-server-card')!.body);
    expect(serverCardFile.remotes[0].url).toBe(`${PLACEHOLDER_ORIGIN}/mcp`);

    publish(routes, files, home);
    const after = await scan(site.url);
    expect(SURFACE_CHECKS.map((id) => `${id} ${statusOf(after, id)}`).filter((line) => line.endsWith(' pass'))).toEqual([]);
    // The card is complete, its placeholder interface does not answer: the declaration alone cannot pass.
    const a2a = after.results.find((result) => result.id === 'a2a-agent-card')!;
    expect(a2a.findings.map((finding) => `${finding.status} ${finding.code}`)).toEqual(['pass a2a-agent-card.complete', 'warn a2a-agent-card.interface-unreachable']);
    expect(a2a.score).toBe(20);
    // What did rise to pass is content the files carry themselves (an index of pages, rules, a skill), never a surface.
    const risen = after.results.filter((result) => result.status === 'pass' && statusOf(before, result.id) !== 'pass').map((result) => result.id);
    expect(risen).toEqual(['robots-txt', 'sitemap', 'llms-txt', 'ai-crawler-rules', 'content-signals', 'structured-data', 'agent-skills']);

    // Published, those files pass their checks: the next scan offers none of them again. The cards stay templates on
    // offer (no agent answers yet), and the AI catalog is now offered: the published skill answered and matched.
    const again = offers(inputFor(site.url, after));
    expect(again.files.map((file) => file.kind)).toEqual(['agent-card', 'mcp-server-card', 'ai-catalog']);
    expect(again.refused['robots-txt']).toBe("robots-txt, ai-crawler-rules, content-signals already pass in the last scan: the site's own file works, and a generated one would replace it");
    expect(JSON.parse(again.files[2]!.body).entries.map((entry: { identifier: string; type: string }) => `${entry.identifier} ${entry.type}`)).toEqual([
      'urn:air:127.0.0.1:skill:site-guide application/agent-skills+md',
    ]);
  });
});

const SKILL_MD = '---\nname: berth-booking\ndescription: Books a berth for a boat. Checks which berths are free first.\n---\n\n# Berth booking\n\nAsk for the boat length and the dates.\n';

/**
 * A harbour whose surfaces all answer: the SDK's A2A server, a live MCP server and its card, an OpenAPI description
 * whose GET answers, an agent skill matching its digest, and llms.txt.
 */
function harbourRoutes(origin: string): Routes {
  return {
    '/.well-known/agent-card.json': json(agentCard(origin, `${origin}/a2a`)),
    '/a2a': a2aJsonRpcRoute(origin, '/a2a'),
    '/mcp/server-card': json({ ...serverCard(origin, ['get_tides', 'get_berths']), title: 'Harbour desk' }, 'application/mcp-server-card+json'),
    '/mcp': mcpRoute({ tools: ['get_tides', 'get_berths'], serverInfo: DESK_SERVER_INFO }),
    '/openapi.json': json(openApiDescription(origin)),
    '/v1': json({ name: 'Harbour API' }),
    '/v1/berths': json([{ id: 'B7' }]),
    '/.well-known/agent-skills/index.json': json({
      $schema: 'https://schemas.agentskills.io/discovery/0.2.0/schema.json',
      skills: [
        {
          name: 'berth-booking',
          type: 'skill-md',
          description: 'Books a berth for a boat. Checks which berths are free first.',
          url: `${origin}/.well-known/agent-skills/berth-booking/SKILL.md`,
          digest: `sha256:${createHash('sha256').update(SKILL_MD).digest('hex')}`,
        },
      ],
    }),
    '/.well-known/agent-skills/berth-booking/SKILL.md': text(SKILL_MD, 'text/markdown; charset=utf-8'),
    '/llms.txt': text(`# Harbour\n\n> Berths, tides and fees of the harbour.\n\n## Pages\n\n- [Home](${origin}/): the harbour desk\n`),
  };
}

describe('the generated AI catalog (issue 28 point 8)', () => {
  it('lists every surface that answered, in its own words, and passes api-catalog with no catalog warning once published', async () => {
    const home = (head: string) => page('Harbour', 'The harbour desk answers questions about berths, tides and fees.', head);
    let routes: Routes = {};
    const site = await start((origin) => (routes = { '/': htmlRoute(home('')), ...harbourRoutes(origin) }));
    const before = await scan(site.url);
    expect(SURFACE_CHECKS.slice(0, 2).map((id) => statusOf(before, id))).toEqual(['pass', 'pass']);
    const { files, refused } = offers(inputFor(site.url, before));

    // The surfaces' own files pass: none is offered in their place.
    expect(Object.keys(refused).sort()).toEqual(['agent-card', 'agent-skill', 'agent-skills-index', 'llms-txt', 'mcp-server-card']);
    expect(refused['agent-card']).toBe("a2a-agent-card already passes in the last scan: the site's own file works, and a generated one would replace it");
    const catalogFile = files.find((file) => file.kind === 'ai-catalog')!;
    expect([catalogFile.path, catalogFile.alsoServeAt, catalogFile.contentType]).toEqual(['/.well-known/ai-catalog.json', ['/.well-known/ard.json'], 'application/ai-catalog+json']);
    const publisher = '127.0.0.1';
    expect(JSON.parse(catalogFile.body)).toEqual({
      specVersion: '1.0',
      host: { displayName: 'Harbour', identifier: publisher, documentationUrl: `${site.origin}/llms.txt` },
      entries: [
        {
          identifier: `urn:air:${publisher}:api:harbour-api`,
          displayName: 'Harbour API',
          type: 'application/openapi+json',
          url: `${site.origin}/openapi.json`,
          representativeQueries: ['List free berths', 'Harbour API'],
        },
        {
          identifier: `urn:air:${publisher}:mcp:harbour-desk`,
          displayName: 'Harbour desk',
          type: 'application/mcp-server-card+json',
          url: `${site.origin}/mcp/server-card`,
          description: 'Berths, fees and opening hours of the harbour.',
          representativeQueries: ['The get_tides tool of the fixture.', 'The get_berths tool of the fixture.', 'Berths, fees and opening hours of the harbour.', 'Harbour desk'],
        },
        {
          identifier: `urn:air:${publisher}:a2a:harbour-desk`,
          displayName: 'Harbour desk',
          type: 'application/a2a-agent-card+json',
          url: `${site.origin}/.well-known/agent-card.json`,
          description: 'Answers questions about berths, fees and opening hours of the harbour.',
          representativeQueries: ['Is a 12 m berth free on 3 May?', 'Tells which berths are free on a date.', 'Answers questions about berths, fees and opening hours of the harbour.', 'Harbour desk'],
        },
        {
          identifier: `urn:air:${publisher}:skill:berth-booking`,
          displayName: 'berth-booking',
          type: 'application/agent-skills+md',
          url: `${site.origin}/.well-known/agent-skills/berth-booking/SKILL.md`,
          description: 'Books a berth for a boat. Checks which berths are free first.',
          representativeQueries: ['Books a berth for a boat.', 'Checks which berths are free first.', 'berth-booking'],
        },
      ],
    });

    publish(routes, files, home);
    const after = await scan(site.url);
    const catalog = after.results.find((result) => result.id === 'api-catalog')!;
    expect([catalog.status, catalog.score]).toEqual(['pass', 100]);
    expect(catalog.findings.filter((finding) => finding.status === 'warn' || finding.status === 'fail')).toEqual([]);
    expect(catalog.findings.find((finding) => finding.code === 'api-catalog.ai-catalog-valid')).toMatchObject({ status: 'pass', subject: `${site.origin}/.well-known/ai-catalog.json` });
    // Both well-known paths serve it (no one-path note), and every entry the engine called answered.
    expect(catalog.findings.map((finding) => finding.code)).not.toContain('api-catalog.ai-catalog-one-path');
    expect(catalog.findings.map((finding) => finding.code)).not.toContain('api-catalog.ai-catalog-entries-dead');
    // api-catalog and openapi rose on surfaces that answer: the catalogs point at the description the scan found
    // (now advertised, no longer found only by probing) and at the live MCP, A2A and skill documents.
    const risen = after.results.filter((result) => result.status === 'pass' && statusOf(before, result.id) !== 'pass').map((result) => result.id);
    expect(risen).toEqual(['robots-txt', 'sitemap', 'api-catalog', 'ai-crawler-rules', 'content-signals', 'structured-data', 'openapi']);
    expect(after.results.find((result) => result.id === 'openapi')!.findings.find((finding) => finding.code === 'openapi.advertised')).toMatchObject({ status: 'pass', subject: `${site.origin}/openapi.json` });
  });

  it('leaves out a surface whose card the scan saw but whose endpoint did not answer', async () => {
    const site = await start((origin) => {
      const { '/mcp': _live, ...rest } = harbourRoutes(origin);
      return { '/': htmlRoute(page('Harbour', 'The harbour desk.')), ...rest };
    });
    const report = await scan(site.url);
    expect(statusOf(report, 'mcp-server')).not.toBe('pass');
    const entries = JSON.parse(offers(inputFor(site.url, report)).files.find((file) => file.kind === 'ai-catalog')!.body).entries as Array<{ type: string }>;
    expect(entries.map((entry) => entry.type)).toEqual(['application/openapi+json', 'application/a2a-agent-card+json', 'application/agent-skills+md']);
  });
});
