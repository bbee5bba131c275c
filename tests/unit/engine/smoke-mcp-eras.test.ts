// The fixture web's MCP site with its endpoint in each protocol era (MCP 2026-07-28 basic/versioning §Compatibility
// Matrix, the "Dual-era client" rows): the audit passes all three and names the revision each speaks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit, type CheckResult } from '../../../engine/index.js';
import type { FixtureSite } from '../../helpers/site.js';
import { startMcpEraSites } from '../../fixtures/web/mcp.js';

let sites: Record<'modern' | 'legacy' | 'dual', FixtureSite>;
const results = {} as Record<'modern' | 'legacy' | 'dual', CheckResult>;

beforeAll(async () => {
  sites = await startMcpEraSites();
  for (const era of ['modern', 'legacy', 'dual'] as const) {
    const report = await audit(sites[era].url, { allowPrivateTargets: true });
    results[era] = report.results.find((result) => result.id === 'mcp-server')!;
    expect(report.resolvedProfiles.map((resolved) => resolved.profile)).toContain('mcp');
  }
});

afterAll(async () => {
  await Promise.all(Object.values(sites ?? {}).map((site) => site.close()));
});

describe('the MCP fixture site in each era', () => {
  it.each([
    ['modern', 'speaks MCP 2026-07-28 (answers server/discover, stateless)'],
    ['dual', 'speaks MCP 2026-07-28 (answers server/discover, stateless)'],
    ['legacy', 'speaks the 2025-era MCP revision 2025-11-25 (initialize handshake; it does not answer the 2026-07-28 server/discover)'],
  ] as const)('%s: mcp-server passes and says "%s"', (era, revision) => {
    const result = results[era];
    expect(result.status).toBe('pass');
    expect(result.score).toBe(100);
    const live = result.findings.find((finding) => finding.code === 'mcp-server.live')!;
    expect(live.message).toBe(`The MCP endpoint ${sites[era].origin}/mcp (named by the card ${sites[era].origin}/mcp/server-card) ${revision} over Streamable HTTP and lists 2 tool(s).`);
  });

  it('sends no initialize to the 2026-07-28-only endpoint, and initialize to the 2025-era one after its 4xx to server/discover', () => {
    const posts = (site: FixtureSite) => site.requests.filter((request) => request === 'POST /mcp').length;
    // modern: the hand-written probe, the client's server/discover, tools/list.
    expect(posts(sites.modern)).toBe(3);
    // legacy: the probe, the client's server/discover, initialize, notifications/initialized, tools/list.
    expect(posts(sites.legacy)).toBe(5);
  });
});
