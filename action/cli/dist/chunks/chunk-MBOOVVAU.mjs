import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);

// bin/cli/engine.ts
var script = null;
async function loadEngine() {
  if (false) return null;
  const { loadCodeCachedScript } = await import("./code-cached-script-JWWDLJVC.mjs");
  const dist = new URL(/\/chunks\/[^/]+$/.test(import.meta.url) ? "../" : "./", import.meta.url);
  script ??= loadCodeCachedScript(new URL("chunks/engine-KCEYI5GN.cjs", dist));
  return script.exports;
}
function keepCompiledEngine(allChecks) {
  script?.saveCache(allChecks);
}

export {
  loadEngine,
  keepCompiledEngine
};
