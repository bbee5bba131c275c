import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  auditsLocally
} from "./chunks/chunk-TNIVNTLS.mjs";
import {
  require_node_url
} from "./chunks/chunk-HZ5RBFLI.mjs";
import {
  EXIT
} from "./chunks/chunk-AF54SNVD.mjs";
import {
  __toESM
} from "./chunks/chunk-CLW72GYV.mjs";

// bin/cli/main.ts
var import_node_url = __toESM(require_node_url(), 1);

// bin/cli/process-end.ts
function endQuietlyWhenStdoutCloses() {
  process.stdout.on("error", (error) => {
    if (error.code === "EPIPE") process.exit(EXIT.ok);
    throw error;
  });
}
function exitWhenFlushed(code) {
  process.stdout.write("", () => process.exit(code));
}

// bin/cli/main.ts
async function whyNotSnapshot(argv, scriptUrl) {
  const { snapshotStart } = await import("./chunks/snapshot-start-PJN75SNU.mjs");
  const start = snapshotStart((0, import_node_url.fileURLToPath)(scriptUrl), argv.slice(2), process.env);
  return "reason" in start ? start.reason : "the process could not be replaced with one started from the snapshot";
}
async function inEngineScript(argv) {
  try {
    const { engineScriptUrl, keepCompiledEngine, loadEngineScript } = await import("./chunks/engine-X4GML3PY.mjs");
    const [engine, why] = await Promise.all([loadEngineScript(), whyNotSnapshot(argv, engineScriptUrl())]);
    const host = { engine, keepCompiled: keepCompiledEngine, start: `the engine started from its code-cached script: ${why}` };
    return await engine.runAuditCli(argv, host);
  } catch (error) {
    return (await import("./chunks/run-cli-ZTZZGL6C.mjs")).exitCodeFor(error);
  }
}
async function main(argv) {
  if (auditsLocally(argv.slice(2), process.env)) return inEngineScript(argv);
  const [{ runCli }, { createProgram }] = await Promise.all([import("./chunks/run-cli-ZTZZGL6C.mjs"), import("./chunks/program-YBE55KML.mjs")]);
  return runCli(argv, createProgram);
}
endQuietlyWhenStdoutCloses();
exitWhenFlushed(await main(process.argv));
