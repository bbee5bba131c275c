// `agentgauge sites`, `agentgauge sites add <url>` and `agentgauge sites set-url <siteId> <url>`: the organization's
// sites on the Agent Gauge service.
import type { Command } from 'commander';
import type { SiteSummary } from '../../lib/schemas/me/index.js';
import type { Body } from './api-client.js';
import { addRemoteOptions, clientFor, printResult, table, type RemoteFlags } from './remote-command.js';

function siteRows(sites: Array<Body<typeof SiteSummary>>): string[] {
  if (sites.length === 0) return ['No sites yet. Add one with: agentgauge sites add <url>'];
  const rows = table(
    ['ID', 'HOST', 'LATEST', 'PREVIOUS', 'SCANNED'],
    sites.map((site) => [site.id, site.host, site.latestScore, site.previousScore, site.latestScannedAt]),
  );
  // A failed scan is never a score: it is said under the table, beside the last good one.
  const failures = sites.flatMap((site) => (site.lastScanFailure ? [`${site.host}: ${scanFailureLine(site.lastScanFailure)}`] : []));
  return failures.length === 0 ? rows : [...rows, '', ...failures];
}

/** "last scan failed at <time>: <why> (scan <id>)", as `sites` and `history` print it. */
export function scanFailureLine(failure: NonNullable<Body<typeof SiteSummary>['lastScanFailure']>): string {
  return `last scan failed at ${failure.failedAt}: ${failure.error} (scan ${failure.scanId})`;
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
    ['agentgauge sites set-url <siteId> http://127.0.0.1:4000/', 'correct the address of a site, keeping its history'],
  ).action(async (flags: RemoteFlags) => {
    const list = await clientFor(flags).listSites();
    printResult(flags, list, (body) => siteRows(body.sites));
  });

  const add = sites
    .command('add')
    .description('Add a site to the organization (API key needed).')
    .argument('<url>', 'the start page of the site, e.g. https://example.com/ (a bare domain means https://, a bare IP or localhost with a port http://)');
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

  const setUrl = sites
    .command('set-url')
    .description("Change the address of one of the organization's sites; its scans and history stay (API key needed).")
    .argument('<siteId>', 'the site id (see "agentgauge sites")')
    .argument('<url>', 'the new start page, by the rule of "sites add"');
  addRemoteOptions(
    setUrl,
    ['agentgauge sites set-url <siteId> http://127.0.0.1:4000/', 'the site is measured at the new address from its next scan on'],
    ['agentgauge sites set-url <siteId> example.com --json', 'the changed site as JSON'],
  ).action(async (siteId: string, url: string, flags: RemoteFlags) => {
    const site = await clientFor(flags).setSiteUrl(siteId, url);
    printResult(flags, site, (body) => [`${body.id} now measures ${body.url}; its history is kept.`, `Scan it with: agentgauge scan ${body.id} --wait`]);
  });
}
