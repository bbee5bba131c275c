import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  addRemoteOptions,
  clientFor,
  printResult,
  table
} from "./chunk-3V5KMRWJ.mjs";

// bin/cli/sites-command.ts
function siteRows(sites) {
  if (sites.length === 0) return ["No sites yet. Add one with: agentgauge sites add <url>"];
  const rows = table(
    ["ID", "HOST", "LATEST", "PREVIOUS", "SCANNED"],
    sites.map((site) => [site.id, site.host, site.latestScore, site.previousScore, site.latestScannedAt])
  );
  const failures = sites.flatMap((site) => site.lastScanFailure ? [`${site.host}: ${scanFailureLine(site.lastScanFailure)}`] : []);
  return failures.length === 0 ? rows : [...rows, "", ...failures];
}
function scanFailureLine(failure) {
  return `last scan failed at ${failure.failedAt}: ${failure.error} (scan ${failure.scanId})`;
}
function registerSitesCommands(program) {
  const sites = program.command("sites").description("List the organization's sites with their latest and previous scores (API key needed).").enablePositionalOptions();
  addRemoteOptions(
    sites,
    ["agentgauge sites", "list your sites and their scores"],
    ["agentgauge sites --json", "the same as JSON"],
    ["agentgauge sites add https://example.com/", "add a site"],
    ["agentgauge sites set-url <siteId> http://127.0.0.1:4000/", "correct the address of a site, keeping its history"]
  ).action(async (flags) => {
    const list = await clientFor(flags).listSites();
    printResult(flags, list, (body) => siteRows(body.sites));
  });
  const add = sites.command("add").description("Add a site to the organization (API key needed).").argument("<url>", "the start page of the site, e.g. https://example.com/ (a bare domain means https://, a bare IP or localhost with a port http://)");
  addRemoteOptions(
    add,
    ["agentgauge sites add https://example.com/", "add a site; prints its id for `agentgauge scan <siteId>`"],
    ["agentgauge sites add https://example.com/ --json", "the created site as JSON"]
  ).action(async (url, flags) => {
    const site = await clientFor(flags).addSite(url);
    printResult(flags, site, (body) => [
      `Added ${body.host} (${body.url}) with id ${body.id}.`,
      `Scan it with: agentgauge scan ${body.id} --wait`
    ]);
  });
  const setUrl = sites.command("set-url").description("Change the address of one of the organization's sites; its scans and history stay (API key needed).").argument("<siteId>", 'the site id (see "agentgauge sites")').argument("<url>", 'the new start page, by the rule of "sites add"');
  addRemoteOptions(
    setUrl,
    ["agentgauge sites set-url <siteId> http://127.0.0.1:4000/", "the site is measured at the new address from its next scan on"],
    ["agentgauge sites set-url <siteId> example.com --json", "the changed site as JSON"]
  ).action(async (siteId, url, flags) => {
    const site = await clientFor(flags).setSiteUrl(siteId, url);
    printResult(flags, site, (body) => [`${body.id} now measures ${body.url}; its history is kept.`, `Scan it with: agentgauge scan ${body.id} --wait`]);
  });
}

export {
  scanFailureLine,
  registerSitesCommands
};
