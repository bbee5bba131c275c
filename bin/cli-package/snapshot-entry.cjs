// The entry of the engine's V8 start-up snapshot (issue 65), run by `node --snapshot-blob <blob> --build-snapshot
// snapshot-entry.cjs <engine script> <report file> [<code cache>]` (bin/cli-package/make-snapshot.mjs). It loads the
// engine's script as the CLI's code-cached path does (bin/cli/code-cached-script.ts: the same function expression, the
// same arguments), compiled from the code cache of a training audit (every function that audit ran, and no other;
// without one, every function), runs the modules' initialisers and what a plain local audit initialises on its way
// (initialiseForSnapshot in bin/cli/engine-script-entry.ts), and leaves the heap to Node, which writes it to the blob
// when this script is done. A run started from the blob (bin/cli/snapshot-start.ts) skips all of that and calls the
// main function below. The snapshot builder runs no WebAssembly (undici's HTTP parser), so the training audit runs in
// a process of its own, started without Node's built-in snapshot as this builder is: V8 takes a code cache only from
// an isolate whose read-only heap was made the same way.
//
// What the snapshot cannot hold is re-made when it starts: the script's own location (the blob is made in one folder
// and runs from the folder the CLI is installed in: the require it hands the script resolves from there, and the
// URL the script reads its rank table by), and Node's own state (process.env, argv, the clock, Math.random's seed,
// stdio), which Node refreshes itself. Sockets, timers, undici's pools and TLS contexts are never made here: loading
// the script opens none. Environment variables the script reads while it loads would be fixed at their value here:
// they are recorded (the builder runs with none of them set) and written to the manifest, and a run where one is set
// starts from the code-cached script instead.
'use strict';

const { startupSnapshot, setFlagsFromString } = process.getBuiltinModule('node:v8');
const { readFileSync, writeFileSync } = process.getBuiltinModule('node:fs');
const { basename, resolve } = process.getBuiltinModule('node:path');
const { pathToFileURL } = process.getBuiltinModule('node:url');
const vm = process.getBuiltinModule('node:vm');

const [scriptFile, reportFile, trainedCache] = process.argv.slice(2);
if (!scriptFile || !reportFile) throw new Error('usage: node --snapshot-blob <blob> --build-snapshot snapshot-entry.cjs <engine script> <report file> [<code cache>]');
/** The engine script's file name, by which a run's arguments say where the installed script is (see main below). */
const SCRIPT_NAME = /^engine-[A-Z0-9]+\.cjs$/;

// Only Node's own modules while the snapshot is built (the script requires nothing else when it loads: its chunks
// load on need); through getBuiltinModule, which does not print the snapshot builder's notes on modules it has not
// verified (node:vm, node:async_hooks: neither keeps state that the script's loading sets).
let requireNow = (id) => {
  const builtin = process.getBuiltinModule(id);
  if (builtin === undefined) throw new Error(`the engine script required ${id} while it loaded; a start-up snapshot can hold Node's modules only`);
  return builtin;
};
const location = { url: pathToFileURL(scriptFile).href };

// Environment variables read while the script loads.
const environment = process.env;
const readWhileLoading = new Set();
let recording = true;
process.env = new Proxy(environment, {
  get(target, name) {
    if (recording && typeof name === 'string') readWhileLoading.add(name);
    return Reflect.get(target, name);
  },
  has(target, name) {
    if (recording && typeof name === 'string') readWhileLoading.add(name);
    return Reflect.has(target, name);
  },
});

// The functions an audit runs compiled now, so that the snapshot holds their bytecode: a run from it compiles none of
// them. From the training audit's code cache when V8 takes it; else every function, which makes a larger snapshot.
const source = readFileSync(scriptFile, 'latin1');
const filename = `@agentgauge/cli/dist/chunks/${basename(scriptFile)}`;
let script = trainedCache ? new vm.Script(source, { filename, cachedData: readFileSync(trainedCache) }) : null;
const compiled = script && !script.cachedDataRejected ? 'trained' : 'eager';
if (compiled === 'eager') {
  setFlagsFromString('--no-lazy');
  script = new vm.Script(source, { filename });
  setFlagsFromString('--lazy');
}
const loaded = { exports: {} };
script.runInThisContext()(loaded.exports, (id) => requireNow(id), loaded, location);
const engine = loaded.exports;

engine.initialiseForSnapshot().then(() => {
  recording = false;
  // The same object as before (Node's, which reads the environment of the process it is in): a module that kept the
  // proxy reads through to it.
  process.env = environment;
  writeFileSync(reportFile, `${JSON.stringify({ env: [...readWhileLoading].sort(), compiled })}\n`);
  startupSnapshot.setDeserializeMainFunction(main);
});

/**
 * A run: `node [flags] --snapshot-blob <blob> <installed engine script> <the CLI's arguments>`. Node hands the
 * arguments after its own options to process.argv behind its own path (some versions repeat that path first), so the
 * script's path is found by its name.
 */
function main() {
  const at = process.argv.findIndex((arg, index) => index > 0 && SCRIPT_NAME.test(basename(arg)));
  if (at === -1) {
    process.stderr.write("agentgauge: the engine's start-up snapshot was started without the engine script's path (bin/cli/snapshot-start.ts starts it)\n");
    process.exit(5);
  }
  const installed = resolve(process.argv[at]);
  const { createRequire } = process.getBuiltinModule('node:module');
  requireNow = createRequire(installed);
  location.url = pathToFileURL(installed).href;
  engine.runFromSnapshot([process.execPath, installed, ...process.argv.slice(at + 1)]);
}
