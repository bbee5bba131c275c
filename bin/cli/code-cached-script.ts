// Runs a CommonJS script of the built CLI (its engine, bin/build-cli.mjs) with V8's code cache taken after the script's
// functions ran. Node's own compile cache stores a module's code as compiled before it runs, so every function an
// audit calls would be compiled again by every run; a cache made by vm.Script#createCachedData after an audit holds
// every function compiled so far. It lives in Node's compile cache folder (bin/agentgauge enables it), named by the
// script's content-hashed file name; where that folder is off (NODE_DISABLE_COMPILE_CACHE=1), nothing is cached.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import module, { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';

export interface CodeCachedScript<T> {
  exports: T;
  /** Stores the code compiled so far when there was no usable cache; call it once the script's work is done. */
  saveCache(): void;
}

function readIfPresent(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/**
 * The script at `url`: a function expression of (exports, require, module, __filename, __dirname, its own URL),
 * in ASCII, as bin/build-cli.mjs writes it, run as a CommonJS module. Read as Latin-1, Node keeps it outside V8's
 * heap, one byte a character.
 */
export function loadCodeCachedScript<T>(url: URL): CodeCachedScript<T> {
  const file = fileURLToPath(url);
  const cacheDir = module.getCompileCacheDir?.();
  const cacheFile = cacheDir ? join(cacheDir, `${basename(file)}.v8cache`) : null;
  const cachedData = cacheFile ? readIfPresent(cacheFile) : undefined;
  const script = new vm.Script(readFileSync(file, 'latin1'), { filename: file, cachedData });
  const loaded = { exports: {} };
  script.runInThisContext()(loaded.exports, createRequire(file), loaded, file, dirname(file), url.href);
  let stale = cacheFile !== null && (cachedData === undefined || script.cachedDataRejected === true);
  return {
    exports: loaded.exports as T,
    saveCache() {
      if (!stale || cacheFile === null) return;
      stale = false;
      const partial = `${cacheFile}.${process.pid}.partial`;
      try {
        writeFileSync(partial, script.createCachedData());
        renameSync(partial, cacheFile);
      } catch {
        // A cache folder that cannot be written costs the next run its speed, nothing else.
      }
    },
  };
}
