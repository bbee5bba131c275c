// One catalog, three readers (issue 28, point 8): `agentgauge checks` (the built CLI, whose catalog is compiled in),
// the table of caps in docs/checks-and-scorecard.md and the /checks page (tests/system/browser/checks-page.test.ts) all say
// what engine/catalog.ts says: the caps and budgets each check measures within, the environment variables, the finding codes and statuses.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECK_CATALOG, describeLimit } from '../../../engine/index.js';
import { capsMarkdown } from '../../../lib/web/check-catalog.js';
import { buildCli, ROOT, runCli } from '../../helpers/cli/run-cli.js';

beforeAll(() => buildCli());

const apiCatalog = CHECK_CATALOG.find((entry) => entry.id === 'api-catalog')!;

describe('agentgauge checks and the reference docs say what the catalog says', () => {
  it('--json prints the catalog exactly, limits, environment and declared statuses included', async () => {
    const run = await runCli(['checks', '--json']);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(JSON.parse(JSON.stringify(CHECK_CATALOG)));
  });

  it('names the 2026-11 caps, settings, codes and statuses for api-catalog, and its limits in catalog units', async () => {
    expect(apiCatalog.limits.map((limit) => describeLimit(limit))).toEqual(
      expect.arrayContaining([
        'AI catalog size: 1 MiB',
        'AI catalog entries judged (the rest counted): 2,000',
        'AI catalog locations fetched: 5',
        'DNS-AID queries: 16',
        'DNS-AID AliasMode hops: 8',
        'Trust manifest signatures checked: 50',
        'Key documents fetched (JWK Sets, DID documents): 3',
      ]),
    );
    const run = await runCli(['checks', 'api-catalog']);
    expect(run.code).toBe(0);
    const lines = run.stdout.split('\n').map((line) => line.trim().replace(/\s{2,}/g, '  '));
    expect(lines[0]).toBe('api-catalog  API catalog  (Discovery, origin)');
    // The weight follows api-catalog's evidence grade under the current scorecard (checks.md, "Evidence grades").
    expect(lines).toContain(`weight ${apiCatalog.weight}; counts in profiles api, mcp, agent`);
    expect(apiCatalog.weight).toBe(2);
    for (const limit of apiCatalog.limits) expect(lines).toContain(describeLimit(limit));
    expect(lines).toContain(
      'AGENTGAUGE_DNS_SERVERS=host:port,…: DNS servers that answer every lookup of an audit (host addresses and DNS-AID records) instead of the system\'s; the CLI\'s --dns-server',
    );
    expect(lines).toContain('AGENTGAUGE_DNS_TRUST_AD=1: trust the DNSSEC AD bit of a resolver that is not on loopback (DNS-AID records then count as authenticated)');
    expect(lines).toContain(
      'api-catalog.ai-catalog-signature-invalid  warn  Trust manifest signatures that do not verify over the manifest\'s RFC 8785 form (consumers should reject those manifests).',
    );
    expect(lines).toContain('api-catalog.dns-aid-unsigned  warn  Usable DNS-AID records, not authenticated.');
    expect(lines).toContain('api-catalog.ai-catalog-invalid  fail/warn  An AI catalog with no usable entry.');
    // A code whose check declares no statuses is listed with its meaning alone.
    expect(lines).toContain('api-catalog.no-linkset  The API catalog has no top-level "linkset" array, or it is empty.');
    expect(lines.filter((line) => line.startsWith('api-catalog.'))).toHaveLength(apiCatalog.codes.length);
  });

  it('--caps lists every check\'s limits and settings, as the catalog gives them', async () => {
    const run = await runCli(['checks', '--caps']);
    expect(run.code).toBe(0);
    const expected = CHECK_CATALOG.filter((entry) => entry.limits.length + entry.environment.length > 0).flatMap((entry) => [
      entry.id,
      ...entry.limits.map((limit) => `  ${describeLimit(limit)}`),
      ...entry.environment.map((setting) => `  ${setting.name}=${setting.value}: ${setting.meaning}`),
      '',
    ]);
    expect(run.stdout.split('\n')).toEqual(expected);
  });

  it('refuses an unknown check id with exit code 2', async () => {
    const run = await runCli(['checks', 'api-catalog', 'no-such-check']);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe('agentgauge: unknown check id: no-such-check (run "agentgauge checks" for the list)\n');
  });

  it('docs/checks-and-scorecard.md holds the catalog\'s table of caps and environment variables (npm run docs:caps rewrites it)', () => {
    const page = readFileSync(`${ROOT}docs/checks-and-scorecard.md`, 'utf8');
    const block = /<!-- caps:start[^\n]*-->\n([\s\S]*?)\n<!-- caps:end -->/.exec(page)?.[1];
    expect(block).toBe(capsMarkdown());
    expect(block).toContain('| `api-catalog` | JSON document size (metadata, cards, indexes): 256 KiB;');
    expect(block).toContain('AI catalog size: 1 MiB; AI catalog locations fetched: 5;');
    expect(block).toContain('| `openapi` | OpenAPI description size: 16 MiB; OpenAPI validation time: 2 s; Safe GET operations called: 3; Advertised description locations fetched: 5;');
    expect(block).toContain('Schema keywords compiled per schema (each $ref target once): 1,000; Schema compile time per audit: 5 s;');
    expect(block).toContain('tools/list pages read (resources/list and prompts/list: the first): 3;');
    expect(block).toContain('| `content-signals` | robots.txt size judged: 500 KiB; RSL license size: 256 KiB;');
    expect(block).toContain('| `AGENTGAUGE_DNS_TRUST_AD` | `1` | `api-catalog` |');
  });
});
