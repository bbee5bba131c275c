import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);

// bin/cli/command-files.ts
var COMMAND_FILES = [
  { names: ["audit"], load: async () => (await import("./audit-command-MOYQAVWG.mjs")).registerAuditCommand },
  { names: ["checks"], load: async () => (await import("./checks-command-XE76CDYU.mjs")).registerChecksCommand },
  { names: ["journeys"], load: async () => (await import("./journeys-command-HGGB5B7C.mjs")).registerJourneysCommand },
  { names: ["sites"], load: async () => (await import("./sites-command-L6IFDAIM.mjs")).registerSitesCommands },
  { names: ["scan"], load: async () => (await import("./scan-command-LCLV24M2.mjs")).registerScanCommand },
  {
    names: ["report", "history", "compare", "fixes", "artifact", "verifications"],
    load: async () => (await import("./reads-command-WF7BEC5G.mjs")).registerReadCommands
  },
  { names: ["fleet"], load: async () => (await import("./fleet-command-3ZIRT5I6.mjs")).registerFleetCommands },
  { names: ["traffic"], load: async () => (await import("./traffic-command-I6WDDE6Y.mjs")).registerTrafficCommands },
  { names: ["admin"], load: async () => (await import("./admin-elsewhere-YTESVOP3.mjs")).registerAdminCommands }
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
var HELP_FLAGS = /* @__PURE__ */ new Set(["-h", "--help"]);
function auditsLocally(args, env) {
  const files = commandFilesFor(args);
  if (files.length !== 1 || files[0] !== COMMAND_FILES[0] || args.find((arg) => !arg.startsWith("-")) !== "audit") return false;
  if (args.some((arg) => HELP_FLAGS.has(arg))) return false;
  if (args.includes("--local")) return true;
  return !env.AGENTGAUGE_API_KEY?.trim() && !args.some((arg) => arg === "--api-key" || arg.startsWith("--api-key="));
}

export {
  COMMAND_FILES,
  commandFilesFor,
  auditsLocally
};
