import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  require_node_fs
} from "./chunk-R5TNYSJW.mjs";
import {
  __toESM,
  init_define_AGENTGAUGE_BUILT_CATALOG
} from "./chunk-7564N62R.mjs";

// engine/render/find-browser.ts
init_define_AGENTGAUGE_BUILT_CATALOG();
var import_node_fs = __toESM(require_node_fs(), 1);
var BROWSER_ENV = ["AGENTGAUGE_BROWSER", "CHROME_PATH"];
var KNOWN_PATHS = {
  linux: [
    "/usr/bin/chromium",
    "/usr/bin/chromium-browser",
    "/usr/bin/google-chrome",
    "/usr/bin/google-chrome-stable",
    "/snap/bin/chromium",
    "/usr/bin/microsoft-edge"
  ],
  darwin: [
    "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
    "/Applications/Chromium.app/Contents/MacOS/Chromium",
    "/Applications/Microsoft Edge.app/Contents/MacOS/Microsoft Edge"
  ],
  win32: [
    "C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe",
    "C:\\Program Files (x86)\\Google\\Chrome\\Application\\chrome.exe",
    "C:\\Program Files (x86)\\Microsoft\\Edge\\Application\\msedge.exe"
  ]
};
function findBrowser(explicit, env = process.env) {
  if (explicit) return (0, import_node_fs.existsSync)(explicit) ? explicit : null;
  for (const name of BROWSER_ENV) {
    const value = env[name];
    if (value) return (0, import_node_fs.existsSync)(value) ? value : null;
  }
  return (KNOWN_PATHS[process.platform] ?? []).find((path) => (0, import_node_fs.existsSync)(path)) ?? null;
}

export {
  BROWSER_ENV,
  findBrowser
};
