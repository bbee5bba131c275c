import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  packagedCacheName,
  require_node_module
} from "./chunk-HLCNXOCZ.mjs";
import {
  require_node_path
} from "./chunk-FQI5YMEL.mjs";
import {
  require_node_fs
} from "./chunk-4B563FFZ.mjs";
import {
  require_node_url
} from "./chunk-HZ5RBFLI.mjs";
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-CLW72GYV.mjs";

// builtin-through-require:node:vm
var require_node_vm = __commonJS({
  "builtin-through-require:node:vm"(exports, module2) {
    module2.exports = __require("node:vm");
  }
});

// bin/cli/code-cached-script.ts
var import_node_fs = __toESM(require_node_fs(), 1);
var import_node_module = __toESM(require_node_module(), 1);
var import_node_path = __toESM(require_node_path(), 1);
var import_node_url = __toESM(require_node_url(), 1);
var import_node_vm = __toESM(require_node_vm(), 1);
function readIfPresent(file) {
  try {
    return (0, import_node_fs.readFileSync)(file);
  } catch {
    return void 0;
  }
}
function writeAside(file, contents) {
  const partial = `${file}.${process.pid}.partial`;
  try {
    (0, import_node_fs.writeFileSync)(partial, contents);
    (0, import_node_fs.renameSync)(partial, file);
  } catch {
  }
}
var OTHER_BUILDS_KEPT_MS = 60 * 60 * 1e3;
function dropOtherBuilds(cacheDir, file) {
  const own = (0, import_node_path.basename)(file);
  const stem = own.replace(/-[A-Z0-9]+\.cjs$/, "-");
  try {
    for (const name of (0, import_node_fs.readdirSync)(cacheDir)) {
      if (!name.startsWith(stem) || name.startsWith(own) || !name.endsWith(".v8cache")) continue;
      const path = (0, import_node_path.join)(cacheDir, name);
      if (Date.now() - (0, import_node_fs.statSync)(path).mtimeMs > OTHER_BUILDS_KEPT_MS) (0, import_node_fs.rmSync)(path, { force: true });
    }
  } catch {
  }
}
function firstPresent(files) {
  for (const file of files) {
    const data = readIfPresent(file.path);
    if (data) return { file, data };
  }
  return void 0;
}
function loadCodeCachedScript(url) {
  const file = (0, import_node_url.fileURLToPath)(url);
  const cacheDir = import_node_module.default.getCompileCacheDir?.();
  const ownCache = (complete) => ({ path: (0, import_node_path.join)(cacheDir, `${(0, import_node_path.basename)(file)}${complete ? "" : ".partial"}.v8cache`), complete });
  const found = cacheDir ? firstPresent([ownCache(true), ownCache(false), { path: (0, import_node_path.join)((0, import_node_path.dirname)(file), packagedCacheName((0, import_node_path.basename)(file))), complete: true }]) : void 0;
  const script = new import_node_vm.default.Script((0, import_node_fs.readFileSync)(file, "latin1"), { filename: file, cachedData: found?.data });
  const loaded = { exports: {} };
  script.runInThisContext()(loaded.exports, (0, import_node_module.createRequire)(file), loaded, { url: url.href });
  const used = found !== void 0 && script.cachedDataRejected !== true ? found.file : void 0;
  let saved = false;
  return {
    exports: loaded.exports,
    saveCache(complete) {
      if (saved || !cacheDir || used && (used.complete || !complete)) return;
      saved = true;
      writeAside(ownCache(complete).path, script.createCachedData());
      dropOtherBuilds(cacheDir, file);
    }
  };
}
export {
  loadCodeCachedScript
};
