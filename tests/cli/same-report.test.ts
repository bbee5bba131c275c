// Issue 57 point 3: the CLI's start-up work (commands loaded on need, the engine as one code-cached script, the
// libraries and Node modules it loads on first use) changes nothing in what it reports. The built CLI's `audit --json`
// is, byte for byte, the engine's report as the service's code runs it in-process from the sources (its libraries
// loaded from node_modules as imported), with only what differs from run to run set aside: the report's timestamp,
// durations, the random path of the 404 probe, and the Date header the fixture servers answer each agent view's
// request with (issue 62: a view records the headers it received).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from '../../engine/index.js';
import { NO_DNS } from '../helpers/check-audit';
import type { FixtureSite } from '../helpers/site';
import { startDocsSite } from '../fixtures/web/docs';
import { startShopSite } from '../fixtures/web/shop';
import { buildCli, runCli } from './run-cli';

/** The report's text with what differs between two runs of the same audit replaced by placeholders. */
function stable(text: string): string {
  return text
    .replace(/agentgauge-missing-[0-9a-f-]{36}/g, 'agentgauge-missing-<uuid>')
    .replace(/("(?:timestamp|\w*[dD]uration\w*)": )(?:"[^"]*"|-?[\d.e+-]+)/g, '$1<varies>')
    .replace(/("date": )"[^"]*"/g, '$1"<varies>"');
}

let docs: FixtureSite;
let shop: FixtureSite;

beforeAll(async () => {
  buildCli();
  [docs, shop] = await Promise.all([startDocsSite(), startShopSite()]);
}, 240_000);

afterAll(async () => {
  await Promise.all([docs?.close(), shop?.close()]);
});

describe('the built CLI reports what the engine reports (issue 57)', () => {
  it.each([['docs'], ['shop']])('a local audit of the %s fixture site: the same JSON, byte for byte', async (name) => {
    const site = name === 'docs' ? docs : shop;
    // One after the other: the fixture sites answer from this process, which must not be busy with the engine's own
    // audit while the CLI's requests wait (on a loaded machine they would time out).
    const cli = await runCli(['audit', site.url, '--local', '--allow-private-targets', '--json']);
    const engine = await audit(site.url, { allowPrivateTargets: true, resolver: NO_DNS });
    expect(cli.code).toBe(0);
    expect(stable(cli.stdout)).toBe(stable(`${JSON.stringify(engine, null, 2)}\n`));
  }, 120_000);
});
