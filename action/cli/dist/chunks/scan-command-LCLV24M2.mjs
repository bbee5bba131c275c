import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  require_promises
} from "./chunk-GRFDWDTZ.mjs";
import {
  addRemoteOptions,
  clientFor,
  printResult
} from "./chunk-3V5KMRWJ.mjs";
import {
  integerFlag
} from "./chunk-UMFTRR2M.mjs";
import "./chunk-SXDEZMSX.mjs";
import "./chunk-6SUSSLBV.mjs";
import "./chunk-VMBA2NLR.mjs";
import "./chunk-Y7YEYXO7.mjs";
import "./chunk-EP3D6DWK.mjs";
import "./chunk-FQI5YMEL.mjs";
import "./chunk-2NGWI5PL.mjs";
import "./chunk-VNSXWG4G.mjs";
import "./chunk-4B563FFZ.mjs";
import {
  CliError,
  EXIT
} from "./chunk-AF54SNVD.mjs";
import {
  __toESM
} from "./chunk-CLW72GYV.mjs";

// bin/cli/scan-command.ts
var import_promises = __toESM(require_promises(), 1);
var FALLBACK_POLL_SECONDS = 2;
var DEFAULT_WAIT_SECONDS = 600;
var MAX_WAIT_SECONDS = 86400;
async function waitForScan(client, scanId, timeoutSeconds) {
  const deadline = Date.now() + timeoutSeconds * 1e3;
  let lastStatus = "";
  for (; ; ) {
    const poll = await client.pollScan(scanId);
    if (poll.status !== lastStatus) {
      process.stderr.write(`agentgauge: scan ${scanId} ${poll.status}
`);
      lastStatus = poll.status;
    }
    if (poll.status !== "queued" && poll.status !== "running") return poll;
    const remainingMs = deadline - Date.now();
    if (remainingMs <= 0) {
      throw new CliError(
        EXIT.waitTimedOut,
        `gave up waiting after ${timeoutSeconds} s: scan ${scanId} is still ${poll.status} (it goes on; follow it with GET /api/v1/me/scans/${scanId})`
      );
    }
    const seconds = poll.pollAfterSeconds !== void 0 && poll.pollAfterSeconds > 0 ? poll.pollAfterSeconds : FALLBACK_POLL_SECONDS;
    await (0, import_promises.setTimeout)(Math.min(seconds * 1e3, remainingMs));
  }
}
function settledLines(scanId, poll) {
  if (poll.status !== "succeeded" || !poll.report) return [`Scan ${scanId}: ${poll.status}`];
  const { report } = poll;
  return [`Scan ${scanId} succeeded: score ${report.score}/100, grade ${report.grade.label} over ${report.pageCount} page(s).`];
}
function registerScanCommand(program) {
  const command = program.command("scan").description("Start a stored scan of one of the organization's sites (API key needed).").argument("<siteId>", 'the site id (see "agentgauge sites")').option("--wait", "poll until the scan settles, then print its score; exit 5 when the scan failed").option(
    "--timeout <seconds>",
    `with --wait, give up after this many seconds, 1-${MAX_WAIT_SECONDS} (default ${DEFAULT_WAIT_SECONDS}); exit 6 when the scan is still queued or running`,
    integerFlag(1, MAX_WAIT_SECONDS),
    DEFAULT_WAIT_SECONDS
  );
  addRemoteOptions(
    command,
    ["agentgauge scan <siteId>", "queue a scan and print its id"],
    ["agentgauge scan <siteId> --wait", "wait for the score (progress on stderr)"],
    ["agentgauge scan <siteId> --wait --json", "print the settled scan as JSON"],
    ["agentgauge scan <siteId> --wait --timeout 120", "wait at most two minutes (exit 6 if the scan has not settled)"]
  ).action(async (siteId, flags) => {
    const client = clientFor(flags);
    const queued = await client.startScan(siteId);
    if (!flags.wait) {
      printResult(flags, queued, (body) => [
        `Scan ${body.scanId} ${body.status}.`,
        `Follow it with: agentgauge scan ${siteId} --wait, or read GET ${body.pollUrl}`
      ]);
      return;
    }
    const settled = await waitForScan(client, queued.scanId, flags.timeout);
    printResult(flags, settled, (body) => settledLines(queued.scanId, body));
    if (settled.status === "failed") throw new CliError(EXIT.failure, `scan ${queued.scanId} failed: ${settled.error ?? "no reason given"}`);
  });
}
export {
  registerScanCommand
};
