// Runs a CommonJS script of the built CLI (its engine, bin/build-cli.mjs) with V8's code cache taken after the script's
// functions ran. Node's own compile cache stores a module's code as compiled before it runs, so every function an
// audit calls would be compiled again by every run; a cache made by vm.Script#createCachedData after an audit holds
// every function compiled so far.
//
// Two places hold such a cache. @agentgauge/cli ships one beside the script, made when it was packed after an audit of a
// fixture site (bin/pack-cli.mjs) and named by the runtime that made it (bin/cli-package/code-cache-name.mjs), so
// that the first audit on a fresh CI runner, with an empty cache folder, runs as fast as later ones; on another Node,
// V8 or architecture it is not read, and a cache V8 refuses is compiled around. Otherwise the first run stores its own
// in Node's compile cache folder (bin/agentgauge enables it), named by the script's content-hashed file name. Where that
// folder is off (NODE_DISABLE_COMPILE_CACHE=1), no cache is read or stored.
import { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import module, { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { packagedCacheName } from '../cli-package/code-cache-name.mjs';

export interface CodeCachedScript<T> {
  exports: T;
  /**
   * Stores the code compiled so far, once the script has done its work: when there was no usable cache, or when the
   * cache came from a run that did only part of the work (`complete` false: an audit of some checks) and this one
   * did all of it.
   */
  saveCache(complete: boolean): void;
}

function readIfPresent(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

function writeAside(file: string, contents: Buffer): void {
  const partial = `${file}.${process.pid}.partial`;
  try {
    writeFileSync(partial, contents);
    renameSync(partial, file);
  } catch {
    // A cache folder that cannot be written costs the next run its speed, nothing else.
  }
}

/** Caches of other builds of a script (another content hash in its name) are kept this long after their last write. */
const OTHER_BUILDS_KEPT_MS = 60 * 60 * 1000;

/** Drops the caches other builds of the script left (~2 MB each) once they are older than OTHER_BUILDS_KEPT_MS. */
function dropOtherBuilds(cacheDir: string, file: string): void {
  const own = basename(file);
  const stem = own.replace(/-[A-Z0-9]+\.cjs$/, '-');
  try {
    for (const name of readdirSync(cacheDir)) {
      if (!name.startsWith(stem) || name.startsWith(own) || !name.endsWith('.v8cache')) continue;
      const path = join(cacheDir, name);
      if (Date.now() - statSync(path).mtimeMs > OTHER_BUILDS_KEPT_MS) rmSync(path, { force: true });
    }
  } catch {
    // As with writing: a folder that cannot be tidied costs disk space, nothing else.
  }
}

interface CacheFile {
  path: string;
  /** Made after an audit of every check (the package's always is), rather than of some. */
  complete: boolean;
}

/** The first of `files` that can be read, with its contents. */
function firstPresent(files: CacheFile[]): { file: CacheFile; data: Buffer } | undefined {
  for (const file of files) {
    const data = readIfPresent(file.path);
    if (data) return { file, data };
  }
  return undefined;
}

/**
 * The script at `url`: a function expression of (exports, require, module, { url: its own URL }), in ASCII, as
 * bin/build-cli.mjs writes it, run as a CommonJS module. Read as Latin-1, Node keeps it outside V8's heap, one byte
 * a character.
 */
export function loadCodeCachedScript<T>(url: URL): CodeCachedScript<T> {
  const file = fileURLToPath(url);
  const cacheDir = module.getCompileCacheDir?.();
  const ownCache = (complete: boolean): CacheFile => ({ path: join(cacheDir!, `${basename(file)}${complete ? '' : '.partial'}.v8cache`), complete });
  // This machine's own caches first: a run stores one only where the package's could not be used (none for this
  // runtime, or one V8 refused), and reading that again would only be refused again.
  const found = cacheDir
    ? firstPresent([ownCache(true), ownCache(false), { path: join(dirname(file), packagedCacheName(basename(file))), complete: true }])
    : undefined;
  const script = new vm.Script(readFileSync(file, 'latin1'), { filename: file, cachedData: found?.data });
  const loaded = { exports: {} };
  script.runInThisContext()(loaded.exports, createRequire(file), loaded, { url: url.href });
  const used = found !== undefined && script.cachedDataRejected !== true ? found.file : undefined;
  let saved = false;
  return {
    exports: loaded.exports as T,
    saveCache(complete) {
      if (saved || !cacheDir || (used && (used.complete || !complete))) return;
      saved = true;
      writeAside(ownCache(complete).path, script.createCachedData());
      dropOtherBuilds(cacheDir, file);
    },
  };
}
