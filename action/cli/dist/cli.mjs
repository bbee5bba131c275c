import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  auditsLocally
} from "./chunks/chunk-D3VDCEYQ.mjs";
import {
  EXIT
} from "./chunks/chunk-AF54SNVD.mjs";
import "./chunks/chunk-CLW72GYV.mjs";

// bin/cli/main.ts
async function inEngineScript(argv) {
  try {
    const { keepCompiledEngine, loadEngine } = await import("./chunks/engine-NLCAEH6Q.mjs");
    const engine = await loadEngine();
    const host = { engine, keepCompiled: keepCompiledEngine };
    return await engine.runAuditCli(argv, host);
  } catch (error) {
    return (await import("./chunks/run-cli-UXU7F46N.mjs")).exitCodeFor(error);
  }
}
async function main(argv) {
  if (auditsLocally(argv.slice(2), process.env)) return inEngineScript(argv);
  const [{ runCli }, { createProgram }] = await Promise.all([import("./chunks/run-cli-UXU7F46N.mjs"), import("./chunks/program-QMZGAO2H.mjs")]);
  return runCli(argv, createProgram);
}
process.stdout.on("error", (error) => {
  if (error.code === "EPIPE") process.exit(EXIT.ok);
  throw error;
});
var code = await main(process.argv);
process.stdout.write("", () => process.exit(code));
