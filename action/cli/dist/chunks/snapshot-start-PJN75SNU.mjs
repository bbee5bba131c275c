import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  buildConfigHash,
  require_node_module,
  runtimeKey,
  snapshotManifestName,
  snapshotName
} from "./chunk-HLCNXOCZ.mjs";
import {
  require_node_path
} from "./chunk-FQI5YMEL.mjs";
import {
  require_node_fs
} from "./chunk-4B563FFZ.mjs";
import {
  __toESM
} from "./chunk-CLW72GYV.mjs";

// bin/cli/snapshot-start.ts
var import_node_fs = __toESM(require_node_fs(), 1);
var import_node_module = __toESM(require_node_module(), 1);
var import_node_path = __toESM(require_node_path(), 1);

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
export {
  NO_SNAPSHOT_ENV,
  snapshotStart,
  startFromSnapshot
};
