import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  examples,
  sections
} from "./chunk-SXDEZMSX.mjs";
import {
  ApiClient
} from "./chunk-6SUSSLBV.mjs";
import {
  ENVIRONMENT_HELP,
  addConnectionOptions,
  requireConnection
} from "./chunk-Y7YEYXO7.mjs";
import {
  EXIT_CODES_HELP
} from "./chunk-AF54SNVD.mjs";

// bin/cli/remote-command.ts
var REMOTE_EXIT_HELP = `${EXIT_CODES_HELP}
  These commands need an API key (exit 2 without one). API errors print as one line with the HTTP status.`;
function addRemoteOptions(command, ...helpExamples) {
  command.option("--json", "print the API's JSON body unchanged on stdout");
  addConnectionOptions(command);
  return command.addHelpText("after", sections(examples(...helpExamples), REMOTE_EXIT_HELP, ENVIRONMENT_HELP));
}
function clientFor(flags) {
  return new ApiClient(requireConnection(flags));
}
function printResult(flags, body, readable) {
  const text = flags.json ? JSON.stringify(body, null, 2) : readable(body).join("\n");
  process.stdout.write(`${text}
`);
}
function table(header, rows) {
  const cells = [header, ...rows.map((row) => row.map((cell) => cell === null || cell === void 0 ? "-" : String(cell)))];
  const widths = header.map((_, column) => Math.max(...cells.map((row) => row[column]?.length ?? 0)));
  return cells.map(
    (row) => row.map((cell, column) => column === row.length - 1 ? cell : cell.padEnd(widths[column] ?? 0)).join("  ").trimEnd()
  );
}

export {
  addRemoteOptions,
  clientFor,
  printResult,
  table
};
