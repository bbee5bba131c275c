import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);

// bin/cli/exit-codes.ts
var EXIT = {
  ok: 0,
  /** An assertion (or --min-score) failed, or with --fail-on-regression a check regressed since the baseline. */
  assertionFailed: 1,
  usage: 2,
  targetRefused: 3,
  targetUnreachable: 4,
  /** The Agent Gauge API refused or failed the request, or the CLI itself broke. */
  failure: 5,
  /** `scan --wait` gave up: the scan was still queued or running when --timeout ran out (it goes on). */
  waitTimedOut: 6,
  /** This Node.js is older than the CLI needs (bin/agentgauge says so before loading anything; see MINIMUM_NODE). */
  nodeTooOld: 7
};
var MINIMUM_NODE = "22.12";
var CLI_ERROR = /* @__PURE__ */ Symbol.for("agentgauge.CliError");
var CliError = class extends Error {
  exitCode;
  // An empty message ends the run with the code alone, its reasons already printed.
  constructor(exitCode, message) {
    super(message);
    this.name = "CliError";
    this.exitCode = exitCode;
    Object.defineProperty(this, CLI_ERROR, { value: true });
  }
  /** `instanceof CliError` holds for a CliError of every copy of this module (CLI_ERROR). */
  static [Symbol.hasInstance](value) {
    return typeof value === "object" && value !== null && CLI_ERROR in value;
  }
};
function usageError(message) {
  return new CliError(EXIT.usage, message);
}
var EXIT_CODES_HELP = `Exit codes:
  0  done
  1  an assertion failed (--assert, --min-score), or --fail-on-regression found a regressed check
  2  usage error (bad flag value, unknown check id, malformed URL)
  3  the target was refused by the safety rules (private address, port, credentials, scheme); nothing was sent
  4  the target is unreachable (DNS, connect, TLS or timeout on the start page)
  5  the Agent Gauge API refused or failed the request (key, plan, rate limit, outage), or another failure
  6  scan --wait: the scan was still queued or running when --timeout ran out (the scan goes on)
  7  this Node.js is older than ${MINIMUM_NODE}, the oldest the CLI runs on`;

export {
  EXIT,
  MINIMUM_NODE,
  CliError,
  usageError,
  EXIT_CODES_HELP
};
