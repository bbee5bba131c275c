import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);

// bin/cli/engine.ts
var script = null;
var host = null;
function useLoadedEngine(loaded) {
  host = loaded;
}
function engineScriptUrl() {
  if (typeof AGENTGAUGE_IN_ENGINE_SCRIPT !== "undefined" || false) {
    throw new Error("the engine script is loaded only by a built CLI's entry (bin/cli/main.ts)");
  }
  const dist = new URL(/\/chunks\/[^/]+$/.test(import.meta.url) ? "../" : "./", import.meta.url);
  return new URL("chunks/engine-UXADFXUJ.cjs", dist);
}
async function loadEngineScript() {
  const url = engineScriptUrl();
  const { loadCodeCachedScript } = await import("./code-cached-script-NIDBCUXH.mjs");
  script ??= loadCodeCachedScript(url);
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
function engineStart() {
  if (host) return host.start;
  return false ? "the engine runs from its sources" : "the engine runs from its code-cached script";
}
function keepCompiledEngine(allChecks) {
  if (host) host.keepCompiled(allChecks);
  else script?.saveCache(allChecks);
}

export {
  useLoadedEngine,
  engineScriptUrl,
  loadEngineScript,
  loadEngine,
  engineStart,
  keepCompiledEngine
};
