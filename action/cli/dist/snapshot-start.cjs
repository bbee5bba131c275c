"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// bin/cli/snapshot-launch.ts
var snapshot_launch_exports = {};
__export(snapshot_launch_exports, {
  launch: () => launch
});
module.exports = __toCommonJS(snapshot_launch_exports);
var import_node_url = require("node:url");

// bin/cli/command-files.ts
var COMMAND_FILES = [
  { names: ["audit"], load: async () => (await import("./audit-command.js")).registerAuditCommand },
  { names: ["checks"], load: async () => (await import("./checks-command.js")).registerChecksCommand },
  { names: ["journeys"], load: async () => (await import("./journeys-command.js")).registerJourneysCommand },
  { names: ["sites"], load: async () => (await import("./sites-command.js")).registerSitesCommands },
  { names: ["scan"], load: async () => (await import("./scan-command.js")).registerScanCommand },
  {
    names: ["report", "history", "compare", "fixes", "artifact", "verifications"],
    load: async () => (await import("./reads-command.js")).registerReadCommands
  },
  { names: ["fleet"], load: async () => (await import("./fleet-command.js")).registerFleetCommands },
  { names: ["traffic"], load: async () => (await import("./traffic-command.js")).registerTrafficCommands },
  { names: ["admin"], load: async () => (await import("./admin.js")).registerAdminCommands }
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

// bin/cli/snapshot-start.ts
var import_node_fs = require("node:fs");
var import_node_module = __toESM(require("node:module"), 1);
var import_node_path = require("node:path");

// bin/cli-package/code-cache-name.mjs
function runtimeKey(versions = process.versions, arch = process.arch) {
  return `node${versions.node}-v8-${versions.v8}-${arch}`;
}
function snapshotName(scriptName, key = runtimeKey()) {
  return `${scriptName}.${key}.snapshot`;
}
function snapshotManifestName(scriptName, key = runtimeKey()) {
  return `${snapshotName(scriptName, key)}.json`;
}
function buildConfigHash(config = process.config) {
  const text = JSON.stringify(config);
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return (hash >>> 0).toString(16).padStart(8, "0");
}

// bin/cli/snapshot-malloc.ts
var SNAPSHOT_MALLOC_TUNABLES = "glibc.malloc.hugetlb=1:glibc.malloc.top_pad=33554432";
function snapshotEnvironment(env, platform = process.platform) {
  if (platform !== "linux" || env.GLIBC_TUNABLES !== void 0) return env;
  return { ...env, GLIBC_TUNABLES: SNAPSHOT_MALLOC_TUNABLES };
}

// bin/cli/snapshot-start.ts
var NO_SNAPSHOT_ENV = "AGENTGAUGE_NO_SNAPSHOT";
var runtimeOf = (node, platform, arch) => `Node ${node}, ${platform} ${arch}`;
function otherRuntimes(scriptFile) {
  const prefix = `${(0, import_node_path.basename)(scriptFile)}.`;
  try {
    return (0, import_node_fs.readdirSync)((0, import_node_path.dirname)(scriptFile)).filter((name) => name.startsWith(prefix) && name.endsWith(".snapshot.json")).map((name) => {
      const manifest = JSON.parse((0, import_node_fs.readFileSync)((0, import_node_path.join)((0, import_node_path.dirname)(scriptFile), name), "utf8"));
      return runtimeOf(manifest.node, manifest.platform, manifest.arch);
    });
  } catch {
    return [];
  }
}
function snapshotStart(scriptFile, args, env, execArgv = process.execArgv) {
  if (env[NO_SNAPSHOT_ENV] === "1") return { reason: `${NO_SNAPSHOT_ENV}=1` };
  const here = runtimeOf(process.versions.node, process.platform, process.arch);
  if (typeof process.execve !== "function") return { reason: `this Node cannot replace its process with one started from the snapshot (${here}: process.execve)` };
  if (env.NODE_OPTIONS?.trim()) return { reason: "NODE_OPTIONS is set" };
  if (execArgv.length > 0) return { reason: `Node was started with options (${execArgv.join(" ")})` };
  const manifestFile = (0, import_node_path.join)((0, import_node_path.dirname)(scriptFile), snapshotManifestName((0, import_node_path.basename)(scriptFile)));
  if (!(0, import_node_fs.existsSync)(manifestFile)) {
    const others = otherRuntimes(scriptFile);
    return { reason: `no start-up snapshot for ${here}${others.length > 0 ? ` (the CLI has one for ${others.join("; ")})` : ""}` };
  }
  let manifest;
  try {
    manifest = JSON.parse((0, import_node_fs.readFileSync)(manifestFile, "utf8"));
  } catch (error) {
    return { reason: `the start-up snapshot's manifest cannot be read (${error.message})` };
  }
  if (manifest.node !== process.versions.node || manifest.v8 !== process.versions.v8 || manifest.arch !== process.arch || manifest.platform !== process.platform) {
    return { reason: `the start-up snapshot is for ${runtimeOf(manifest.node, manifest.platform, manifest.arch)}, this is ${here}` };
  }
  if (manifest.config !== buildConfigHash()) return { reason: `the start-up snapshot was made by another build of Node ${manifest.node} (its build configuration differs)` };
  const setNow = manifest.env.filter((name) => env[name] !== void 0);
  if (setNow.length > 0) return { reason: `${setNow.join(", ")} ${setNow.length === 1 ? "is" : "are"} set, which the engine reads as it loads` };
  const blob = (0, import_node_path.join)((0, import_node_path.dirname)(scriptFile), snapshotName((0, import_node_path.basename)(scriptFile), runtimeKey()));
  const bytes = (0, import_node_fs.statSync)(blob, { throwIfNoEntry: false })?.size;
  if (bytes !== manifest.bytes) return { reason: bytes === void 0 ? "the start-up snapshot file is missing" : `the start-up snapshot file has ${bytes} bytes, not the ${manifest.bytes} it was made with` };
  return { argv: [process.execPath, ...manifest.flags, "--snapshot-blob", blob, scriptFile, ...args], env: snapshotEnvironment(env) };
}
function startFromSnapshot(scriptFile, argv) {
  const start = snapshotStart(scriptFile, argv.slice(2), process.env);
  if ("reason" in start) return start.reason;
  import_node_module.default.flushCompileCache?.();
  try {
    return process.execve(start.argv[0], start.argv, start.env);
  } catch (error) {
    return `the process could not be replaced (${error.message})`;
  }
}

// bin/cli/snapshot-launch.ts
function launch(argv, dist) {
  if (auditsLocally(argv.slice(2), process.env)) startFromSnapshot((0, import_node_url.fileURLToPath)(new URL("chunks/engine-UXADFXUJ.cjs", dist)), argv);
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  launch
});
