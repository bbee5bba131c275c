// The name of the engine script's V8 code cache as @agentgauge/cli ships it (bin/pack-cli.mjs makes it, the loader
// bin/cli/code-cached-script.ts reads it): beside the script, named by the script's content-hashed file name and by the
// runtime that made it. V8 refuses a cache of another V8 build on its own (cachedDataRejected); the name lets a run on
// another Node, V8 or processor architecture skip reading it at all.
//
// Plain JavaScript, so that the packer imports it without a compiler.

/** The runtime a cache belongs to: Node's version, V8's (with Node's own patch level) and the architecture. */
export function runtimeKey(versions = process.versions, arch = process.arch) {
  return `node${versions.node}-v8-${versions.v8}-${arch}`;
}

/** The shipped cache of the script named `scriptName` (engine-<hash>.cjs) for `key`. */
export function packagedCacheName(scriptName, key = runtimeKey()) {
  return `${scriptName}.${key}.v8cache`;
}
