import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  addRemoteOptions
} from "./chunk-3V5KMRWJ.mjs";
import {
  parsePrivateTargetsFlag
} from "./chunk-UMFTRR2M.mjs";
import {
  examples,
  sections
} from "./chunk-SXDEZMSX.mjs";
import "./chunk-6SUSSLBV.mjs";
import "./chunk-VMBA2NLR.mjs";
import {
  ENVIRONMENT_HELP
} from "./chunk-Y7YEYXO7.mjs";
import {
  InvalidArgumentError
} from "./chunk-EP3D6DWK.mjs";
import "./chunk-FQI5YMEL.mjs";
import "./chunk-2NGWI5PL.mjs";
import "./chunk-VNSXWG4G.mjs";
import "./chunk-4B563FFZ.mjs";
import {
  EXIT_CODES_HELP
} from "./chunk-AF54SNVD.mjs";
import "./chunk-CLW72GYV.mjs";

// bin/cli/traffic-command.ts
var FORMATS = ["combined", "common", "cloudflare", "vercel", "ndjson", "caddy", "nginx-json", "cloudfront", "alb", "fastly"];
function formatFlag(value) {
  const format = value.trim().toLowerCase();
  if (!FORMATS.includes(format)) throw new InvalidArgumentError(`Expected one of ${FORMATS.join(", ")}.`);
  return format;
}
function dayFlag(value) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) throw new InvalidArgumentError("Expected a date, YYYY-MM-DD.");
  return value;
}
function registerTrafficCommands(program) {
  const traffic = program.command("traffic").description("what agents actually got from one of your sites, from its access logs, beside what the scan predicted").argument("[siteId]", "the site (with no subcommand: show its figures)").option("--from <day>", "first UTC day (YYYY-MM-DD; 29 days before --to by default)", dayFlag).option("--to <day>", "last UTC day (YYYY-MM-DD; today by default)", dayFlag);
  addRemoteOptions(
    traffic,
    ["agentgauge traffic <siteId>", "per agent: requests, verified and claimed, observed vs predicted, agreement"],
    ["agentgauge traffic upload <siteId> access.log.gz", "send a log; prints its counts when the worker has read it"],
    ["agentgauge traffic analyze access.log --site example.com", "no service: the same table, with a local audit's predictions"]
  ).action(async (siteId, flags) => {
    const { showTraffic } = await import("./traffic-run-TCO7E6FI.mjs");
    await showTraffic(siteId, flags);
  });
  const upload = traffic.command("upload").description("send an access log of a site (combined, common, Cloudflare Logpush, Vercel, Caddy, nginx JSON, CloudFront, ALB, Fastly or generic NDJSON; .gz is sent compressed)").argument("<siteId>", "the site").argument("<file>", "the log file").option("--format <format>", `the log's format (${FORMATS.join(", ")}); detected from its first lines by default`, formatFlag).option("--no-wait", "print the queued batch and return without waiting for its counts");
  addRemoteOptions(upload, ["agentgauge traffic upload <siteId> /var/log/nginx/access.log", "send a log and wait for its counts"]).action(
    async (siteId, file, flags) => {
      const { uploadTraffic } = await import("./traffic-run-TCO7E6FI.mjs");
      await uploadTraffic(siteId, file, flags);
    }
  );
  const analyze = traffic.command("analyze").description("read a log on this machine (no service, no API key): per agent what it got and how it was verified, the visits AI assistants referred; with --site, a local audit's predictions and its pages' coverage beside it").argument("<file>", "the log file (.gz is read compressed)").option("--site <url>", "the site the log is of: other hosts' lines are skipped, and a local audit of its start page predicts each agent").option("--format <format>", `the log's format (${FORMATS.join(", ")}); detected from its first lines by default`, formatFlag).option("--allow-private-targets [host:port,...]", "let the --site audit reach private addresses and any port, or only the listed host:port origins (as audit takes it; local testing)", parsePrivateTargetsFlag).option("--no-reverse-dns", "judge Googlebot, bingbot and Applebot by their published ranges alone: no reverse DNS lookup (they ask AGENTGAUGE_DNS_SERVERS, else the system's resolvers)").option("--json", "print the figures as JSON on stdout");
  analyze.addHelpText("after", sections(examples(["agentgauge traffic analyze access.log", "every agent in the log"], ["agentgauge traffic analyze access.log.gz --site https://example.com", "beside a local audit"]), EXIT_CODES_HELP, ENVIRONMENT_HELP));
  analyze.action(async (file, flags) => {
    const { analyzeTraffic } = await import("./traffic-run-TCO7E6FI.mjs");
    await analyzeTraffic(file, flags);
  });
}
export {
  registerTrafficCommands
};
