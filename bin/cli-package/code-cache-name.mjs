// The names of what a build keeps beside the engine script for one runtime: its V8 code cache (bin/pack-cli.mjs makes
// it, the loader bin/cli/code-cached-script.ts reads it) and its start-up snapshot with the snapshot's manifest
// (bin/cli-package/make-snapshot.mjs makes them, bin/cli/snapshot-start.ts reads them). Each is named by the script's
// content-hashed file name and by the runtime that made it. V8 refuses a cache of another V8 build on its own
// (cachedDataRejected); the name lets a run on another Node, V8 or processor architecture skip reading it at all. A
// snapshot is tied closer still, to the very build of Node that made it: its manifest says which (buildConfigHash).
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

/** The start-up snapshot of the script named `scriptName` for `key`. */
export function snapshotName(scriptName, key = runtimeKey()) {
  return `${scriptName}.${key}.snapshot`;
}

/** The manifest of that snapshot (JSON: what it was made with, and what a run must match to start from it). */
export function snapshotManifestName(scriptName, key = runtimeKey()) {
  return `${snapshotName(scriptName, key)}.json`;
}

/**
 * Node's build configuration (process.config: its configure options, bundled or shared libraries, ICU), hashed
 * (FNV-1a, hex): two builds of the same Node version by different packagers (a distribution's, Homebrew's) can differ
 * in what a snapshot refers to, and a snapshot that does not fit crashes the process rather than being refused.
 */
export function buildConfigHash(config = process.config) {
  const text = JSON.stringify(config);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, '0');
}
