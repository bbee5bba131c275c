import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  auditsLocally
} from "./chunks/chunk-CWWLP3JW.mjs";
import {
  EXIT
} from "./chunks/chunk-AF54SNVD.mjs";
import "./chunks/chunk-CLW72GYV.mjs";

// bin/cli/main.ts
async function inEngineScript(argv) {
  try {
    const { keepCompiledEngine, loadEngineScript } = await import("./chunks/engine-4VFMVSX3.mjs");
    const engine = await loadEngineScript();
    const host = { engine, keepCompiled: keepCompiledEngine };
    return await engine.runAuditCli(argv, host);
  } catch (error) {
    return (await import("./chunks/run-cli-BVBPGF63.mjs")).exitCodeFor(error);
  }
}
async function main(argv) {
  if (auditsLocally(argv.slice(2), process.env)) return inEngineScript(argv);
  const [{ runCli }, { createProgram }] = await Promise.all([import("./chunks/run-cli-BVBPGF63.mjs"), import("./chunks/program-LINP7A5L.mjs")]);
  return runCli(argv, createProgram);
}
process.stdout.on("error", (error) => {
  if (error.code === "EPIPE") process.exit(EXIT.ok);
  throw error;
});
var code = await main(process.argv);
process.stdout.write("", () => process.exit(code));
