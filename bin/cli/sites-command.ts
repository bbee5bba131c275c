// `agentgauge sites` and `agentgauge sites add <url>`: the organization's sites on the Agent Gauge service.
import type { Command } from 'commander';
import type { SiteSummary } from '../../lib/schemas/me/index.js';
import type { Body } from './api-client.js';
import { addRemoteOptions, clientFor, printResult, table, type RemoteFlags } from './remote-command.js';

function siteRows(sites: Array<Body<typeof SiteSummary>>): string[] {
  if (sites.length === 0) return ['No sites yet. Add one with: agentgauge sites add <url>'];
  return table(
    ['ID', 'HOST', 'LATEST', 'PREVIOUS', 'SCANNED'],
    sites.map((site) => [site.id, site.host, site.latestScore, site.previousScore, site.latestScannedAt]),
  );
}

export function registerSitesCommands(program: Command): void {
  const sites = program
    .command('sites')
    .description("List the organization's sites with their latest and previous scores (API key needed).")
    // `sites add x --json` must give --json to `add`, not to `sites`.
    .enablePositionalOptions();
  addRemoteOptions(
    sites,
    ['agentgauge sites', 'list your sites and their scores'],
    ['agentgauge sites --json', 'the same as JSON'],
    ['agentgauge sites add https://example.com/', 'add a site'],
  ).action(async (flags: RemoteFlags) => {
    const list = await clientFor(flags).listSites();
    printResult(flags, list, (body) => siteRows(body.sites));
  });

  const add = sites
    .command('add')
    .description('Add a site to the organization (API key needed).')
    .argument('<url>', 'the start page of the site, e.g. https://example.com/');
  addRemoteOptions(
    add,
    ['agentgauge sites add https://example.com/', 'add a site; prints its id for `agentgauge scan <siteId>`'],
    ['agentgauge sites add https://example.com/ --json', 'the created site as JSON'],
  ).action(async (url: string, flags: RemoteFlags) => {
    const site = await clientFor(flags).addSite(url);
    printResult(flags, site, (body) => [
      `Added ${body.host} (${body.url}) with id ${body.id}.`,
      `Scan it with: agentgauge scan ${body.id} --wait`,
    ]);
  });
}
