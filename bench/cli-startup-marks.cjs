// Preloaded (node -r) by bench/cli-startup.ts into one run of the CLI: the time of its first request (the first socket
// it connects; performance.now() counts from the process's start), each ES module Node loads (its URL and size) and
// the engine's script, which the CLI reads to compile itself, and the time the process exits; written
// as JSON to $CLI_STARTUP_MARKS when it exits. CommonJS and Node's own modules only, so the marks cost the run ~nothing.
'use strict';
const fs = process.getBuiltinModule('node:fs');
const module_ = process.getBuiltinModule('node:module');
const net = process.getBuiltinModule('node:net');

// The process's start on the monotonic clock in µs, the clock of the CPU profile's timestamps.
const marks = { originUs: Number(process.hrtime.bigint() / 1000n) - performance.now() * 1000, firstRequestMs: null, exitMs: null, modules: [] };
const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function markedConnect(...args) {
  marks.firstRequestMs ??= performance.now();
  return connect.apply(this, args);
};
module_.registerHooks({
  load(url, context, nextLoad) {
    const loaded = nextLoad(url, context);
    if (url.startsWith('file:')) marks.modules.push({ url, bytes: loaded.source?.length ?? 0 });
    return loaded;
  },
});
const readFileSync = fs.readFileSync;
fs.readFileSync = function markedReadFileSync(file, ...rest) {
  const contents = readFileSync.call(this, file, ...rest);
  if (typeof file === 'string' && /[\\/]engine-[A-Z0-9]+\.cjs$/.test(file)) marks.modules.push({ url: `file://${file}`, bytes: contents.length });
  return contents;
};
process.on('exit', () => {
  marks.exitMs = performance.now();
  fs.writeFileSync(process.env.CLI_STARTUP_MARKS, JSON.stringify(marks));
});
