import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  __commonJS,
  __require
} from "./chunk-CLW72GYV.mjs";

// builtin-through-require:node:module
var require_node_module = __commonJS({
  "builtin-through-require:node:module"(exports, module) {
    module.exports = __require("node:module");
  }
});

// bin/cli-package/code-cache-name.mjs
function runtimeKey(versions = process.versions, arch = process.arch) {
  return `node${versions.node}-v8-${versions.v8}-${arch}`;
}
function packagedCacheName(scriptName, key = runtimeKey()) {
  return `${scriptName}.${key}.v8cache`;
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

export {
  require_node_module,
  runtimeKey,
  packagedCacheName,
  snapshotName,
  snapshotManifestName,
  buildConfigHash
};
