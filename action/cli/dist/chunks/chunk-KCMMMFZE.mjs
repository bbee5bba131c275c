import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  init_define_AGENTGAUGE_BUILT_CATALOG
} from "./chunk-R7CKBUGH.mjs";

// bin/cli/engine.ts
init_define_AGENTGAUGE_BUILT_CATALOG();
var script = null;
async function loadEngine() {
  if (false) return null;
  const { loadCodeCachedScript } = await import("./code-cached-script-XM56CQIQ.mjs");
  const dist = new URL(/\/chunks\/[^/]+$/.test(import.meta.url) ? "../" : "./", import.meta.url);
  script ??= loadCodeCachedScript(new URL("chunks/engine-Y6PYXOOP.cjs", dist));
  return script.exports;
}
function keepCompiledEngine(allChecks) {
  script?.saveCache(allChecks);
}

export {
  loadEngine,
  keepCompiledEngine
};
