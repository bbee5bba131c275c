import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  Command,
  CommanderError
} from "./chunks/chunk-EP3D6DWK.mjs";
import {
  CliError,
  EXIT
} from "./chunks/chunk-K6VGDFNV.mjs";
import "./chunks/chunk-FQI5YMEL.mjs";
import "./chunks/chunk-4B563FFZ.mjs";
import "./chunks/chunk-CLW72GYV.mjs";

// lib/errors/describe-thrown.ts
var WASI_ERRNO = {
  2: "EACCES: permission denied",
  8: "EBADF: bad file descriptor",
  10: "EBUSY: resource busy",
  20: "EEXIST: file already exists",
  28: "EINVAL: invalid argument",
  29: "EIO: input/output error",
  31: "EISDIR: is a directory",
  37: "ENAMETOOLONG: file name too long",
  44: "ENOENT: no such file or directory",
  48: "ENOMEM: out of memory",
  51: "ENOSPC: no space left on device",
  54: "ENOTDIR: not a directory",
  55: "ENOTEMPTY: directory not empty",
  63: "EPERM: operation not permitted",
  69: "EROFS: read-only file system"
};
var MAX_FIELDS = 6;
function describeThrown(value) {
  if (value instanceof Error) return value.message || value.name;
  if (value === null || typeof value !== "object") return String(value);
  const record = value;
  if (typeof record.message === "string" && record.message) return record.message;
  const name = typeof record.name === "string" && record.name ? record.name : value.constructor?.name ?? "object";
  if (name === "ErrnoError" && typeof record.errno === "number") {
    const meaning = WASI_ERRNO[record.errno];
    return `file system error ${meaning ?? `errno ${record.errno}`} (ErrnoError errno ${record.errno})`;
  }
  const fields = Object.entries(record).filter(([key, field]) => key !== "name" && field !== void 0 && typeof field !== "function" && typeof field !== "object").slice(0, MAX_FIELDS).map(([key, field]) => `${key}=${String(field)}`);
  return fields.length > 0 ? `${name} (${fields.join(", ")})` : `${name} with no message`;
}

// package.json
var package_default = { version: "6.4.0" };

// bin/cli/program.ts
var COMMAND_FILES = [
  { names: ["audit"], load: async () => (await import("./chunks/audit-command-6AJDCTPN.mjs")).registerAuditCommand },
  { names: ["checks"], load: async () => (await import("./chunks/checks-command-3TRAGWX2.mjs")).registerChecksCommand },
  { names: ["journeys"], load: async () => (await import("./chunks/journeys-command-6VPQBTJA.mjs")).registerJourneysCommand },
  { names: ["sites"], load: async () => (await import("./chunks/sites-command-AVWQQHEJ.mjs")).registerSitesCommands },
  { names: ["scan"], load: async () => (await import("./chunks/scan-command-GJM5MAUM.mjs")).registerScanCommand },
  {
    names: ["report", "history", "compare", "fixes", "artifact", "verifications"],
    load: async () => (await import("./chunks/reads-command-G54B3RHY.mjs")).registerReadCommands
  },
  { names: ["fleet"], load: async () => (await import("./chunks/fleet-command-NOWFHTIO.mjs")).registerFleetCommands },
  { names: ["traffic"], load: async () => (await import("./chunks/traffic-command-MFXSTNNL.mjs")).registerTrafficCommands },
  { names: ["admin"], load: async () => (await import("./chunks/admin-elsewhere-PXQF37WG.mjs")).registerAdminCommands }
];
var VERSION_FLAGS = /* @__PURE__ */ new Set(["-v", "--version"]);
function commandFilesFor(args) {
  const at = args.findIndex((arg) => !arg.startsWith("-"));
  const before = at === -1 ? args : args.slice(0, at);
  if (!before.every((arg) => VERSION_FLAGS.has(arg))) return COMMAND_FILES;
  if (at === -1) return before.length > 0 ? [] : COMMAND_FILES;
  const name = args[at] === "help" ? args[at + 1] : args[at];
  const file = COMMAND_FILES.find((entry) => name !== void 0 && entry.names.includes(name));
  return file ? [file] : COMMAND_FILES;
}
function oneLine(message) {
  return message.replace(/^error:\s*/i, "").replace(/\s*\n\s*/g, " ").trim();
}
async function programHelp() {
  const [{ CHECK_COUNT }, { ENVIRONMENT_HELP }, { EXIT_CODES_HELP }, { examples, sections }] = await Promise.all([
    import("./chunks/light-VT3OVLD5.mjs"),
    import("./chunks/connection-3BIGKNOM.mjs"),
    import("./chunks/exit-codes-IQ25X7PU.mjs"),
    import("./chunks/help-N3KUCLOR.mjs")
  ]);
  return sections(
    examples(
      ["agentgauge audit example.com --local", "audit a site from this machine"],
      ["agentgauge audit example.com --json --min-score 75", "JSON report; exit 1 when the score is below 75"],
      ["agentgauge checks", `list the ${CHECK_COUNT} checks`],
      ["agentgauge sites", "your organization's sites (API key needed)"],
      ["agentgauge scan <siteId> --wait", "scan one of your sites on the service and print its score"],
      ["agentgauge fleet create sites.txt", "upload a list of sites to scan in bulk (then fleet run, fleet summary)"],
      ["agentgauge traffic analyze access.log", "which agents came and what they got, from a log on this machine"],
      ["agentgauge admin --help", "operators' commands on the service's database"],
      ["agentgauge audit --help", "everything about one command"]
    ),
    EXIT_CODES_HELP,
    ENVIRONMENT_HELP
  );
}
async function createProgram(args = []) {
  const files = commandFilesFor(args);
  const all = files === COMMAND_FILES;
  const [registers, help] = await Promise.all([Promise.all(files.map((file) => file.load())), all ? programHelp() : void 0]);
  const program = new Command().name("agentgauge").description("Agent Gauge: measure how ready a website is for AI agents.").version(package_default.version, "-v, --version", "print the version").helpOption("-h, --help", "show help").showSuggestionAfterError(true).enablePositionalOptions().configureOutput({ outputError: (message, write) => write(`agentgauge: ${oneLine(message)}
`) }).exitOverride((error) => {
    throw new CommanderError(error.exitCode === 0 ? EXIT.ok : EXIT.usage, error.code, error.message);
  });
  if (help !== void 0) program.addHelpText("after", help);
  for (const register of registers) register(program);
  return program;
}

// bin/cli/main.ts
function fail(message) {
  process.stderr.write(`agentgauge: ${message.replace(/\s*\n\s*/g, " ").trim()}
`);
}
async function exitCodeFor(error) {
  if (error instanceof CommanderError) return error.exitCode;
  if (error instanceof CliError) {
    if (error.message) fail(error.message);
    return error.exitCode;
  }
  const { ApiError, describeApiError, exitCodeForApiError } = await import("./chunks/api-client-MYXRMUFF.mjs");
  if (error instanceof ApiError) {
    fail(describeApiError(error));
    return exitCodeForApiError(error);
  }
  const message = describeThrown(error);
  fail(`unexpected error: ${message}${process.env.AGENTGAUGE_DEBUG ? "" : " (set AGENTGAUGE_DEBUG=1 for details)"}`);
  if (process.env.AGENTGAUGE_DEBUG && error instanceof Error) process.stderr.write(`${error.stack}
`);
  return EXIT.failure;
}
async function main(argv) {
  try {
    await (await createProgram(argv.slice(2))).parseAsync(argv);
    return EXIT.ok;
  } catch (error) {
    return exitCodeFor(error);
  }
}
process.stdout.on("error", (error) => {
  if (error.code === "EPIPE") process.exit(EXIT.ok);
  throw error;
});
var code = await main(process.argv);
process.stdout.write("", () => process.exit(code));
