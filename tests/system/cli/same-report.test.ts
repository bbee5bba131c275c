// Issue 57 point 3 and issue 65 point 4: the CLI's start-up work (commands loaded on need, the engine as one
// code-cached script or a start-up snapshot of it, the libraries and Node modules it loads on first use) changes
// nothing in what it reports. The built CLI's `audit --json`, started from the engine's start-up snapshot and from its
// code-cached script, is, byte for byte, the engine's report as the service's code runs it in-process from the
// sources (its libraries loaded from node_modules as imported), with only what differs from run to run set aside:
// the report's timestamp, durations, the random path of the 404 probe, and the Date header the fixture servers answer
// each agent view's request with (issue 62: a view records the headers it received).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from '../../../engine/index.js';
import { NO_DNS } from '../../helpers/check-audit';
import type { FixtureSite } from '../../helpers/site';
import { startApiSite } from '../../fixtures/web/api';
import { startDocsSite } from '../../fixtures/web/docs';
import { startMcpSite } from '../../fixtures/web/mcp';
import { startShopSite } from '../../fixtures/web/shop';
import { buildCli, runCli } from '../../helpers/cli/run-cli';

/** The report's text with what differs between two runs of the same audit replaced by placeholders. */
function stable(text: string): string {
  return text
    .replace(/agentgauge-missing-[0-9a-f-]{36}/g, 'agentgauge-missing-<uuid>')
    .replace(/("(?:timestamp|\w*[dD]uration\w*)": )(?:"[^"]*"|-?[\d.e+-]+)/g, '$1<varies>')
    .replace(/("date": )"[^"]*"/g, '$1"<varies>"');
}

const sites: Record<string, FixtureSite> = {};

beforeAll(async () => {
  buildCli();
  [sites.docs, sites.shop, sites.api, sites.mcp] = await Promise.all([startDocsSite(), startShopSite(), startApiSite(), startMcpSite()]);
}, 240_000);

afterAll(async () => {
  await Promise.all(Object.values(sites).map((site) => site.close()));
});

describe('the built CLI reports what the engine reports (issues 57 and 65)', () => {
  // The api and mcp sites load what the engine keeps in chunks beside its script (the OpenAPI parser, the MCP client,
  // Ajv), which a process started from the snapshot requires from where the CLI is installed.
  it.each([['docs'], ['shop'], ['api'], ['mcp']])('a local audit of the %s fixture site, from the snapshot and from the code-cached script: the same JSON, byte for byte', async (name) => {
    const site = sites[name]!;
    const args = ['audit', site.url, '--local', '--allow-private-targets', '--json', '--verbose'];
    // One after the other: the fixture sites answer from this process, which must not be busy with the engine's own
    // audit while the CLI's requests wait (on a loaded machine they would time out).
    const fromSnapshot = await runCli(args);
    const fromScript = await runCli(args, { AGENTGAUGE_NO_SNAPSHOT: '1' });
    const engine = await audit(site.url, { allowPrivateTargets: true, resolver: NO_DNS });
    const started = `agentgauge: the engine started from its start-up snapshot (Node ${process.versions.node}, ${process.platform} ${process.arch})\n`;
    expect(fromSnapshot.stderr).toBe(started);
    expect(fromScript.stderr).toBe('agentgauge: the engine started from its code-cached script: AGENTGAUGE_NO_SNAPSHOT=1\n');
    expect([fromSnapshot.code, fromScript.code]).toEqual([0, 0]);
    const expected = stable(`${JSON.stringify(engine, null, 2)}\n`);
    expect(stable(fromSnapshot.stdout)).toBe(expected);
    expect(stable(fromScript.stdout)).toBe(expected);
  }, 120_000);
});
