import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  init_define_AGENTGAUGE_BUILT_CATALOG
} from "./chunk-7564N62R.mjs";

// bin/cli/engine.ts
init_define_AGENTGAUGE_BUILT_CATALOG();
var script = null;
async function loadEngine() {
  if (false) return null;
  const { loadCodeCachedScript } = await import("./code-cached-script-3QL2BVPX.mjs");
  const dist = new URL(/\/chunks\/[^/]+$/.test(import.meta.url) ? "../" : "./", import.meta.url);
  script ??= loadCodeCachedScript(new URL("chunks/engine-S6OP5YTV.cjs", dist));
  return script.exports;
}
function keepCompiledEngine(allChecks) {
  script?.saveCache(allChecks);
}

export {
  loadEngine,
  keepCompiledEngine
};
