import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);

// bin/cli/engine.ts
var script = null;
var host = null;
function useLoadedEngine(loaded) {
  host = loaded;
}
async function loadEngineScript() {
  if (typeof AGENTGAUGE_IN_ENGINE_SCRIPT !== "undefined" || false) {
    throw new Error("the engine script is loaded only by a built CLI's entry (bin/cli/main.ts)");
  }
  const { loadCodeCachedScript } = await import("./code-cached-script-JWWDLJVC.mjs");
  const dist = new URL(/\/chunks\/[^/]+$/.test(import.meta.url) ? "../" : "./", import.meta.url);
  script ??= loadCodeCachedScript(new URL("chunks/engine-O4SGXRMN.cjs", dist));
  return script.exports;
}
async function loadEngine() {
  if (host) return host.engine;
  if (typeof AGENTGAUGE_IN_ENGINE_SCRIPT === "undefined") {
    if (false) return null;
    return loadEngineScript();
  }
  throw new Error("the engine script runs without its host (bin/cli/main.ts)");
}
function keepCompiledEngine(allChecks) {
  if (host) host.keepCompiled(allChecks);
  else script?.saveCache(allChecks);
}

export {
  useLoadedEngine,
  loadEngineScript,
  loadEngine,
  keepCompiledEngine
};
