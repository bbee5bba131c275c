import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  require_node_module,
  require_node_url
} from "./chunk-LFHTJQKQ.mjs";
import {
  require_node_path
} from "./chunk-DSULTAOW.mjs";
import {
  __commonJS,
  __require,
  __toESM,
  init_define_AGENTGAUGE_BUILT_CATALOG
} from "./chunk-7564N62R.mjs";

// builtin-through-require:node:net
var require_node_net = __commonJS({
  "builtin-through-require:node:net"(exports, module) {
    init_define_AGENTGAUGE_BUILT_CATALOG();
    module.exports = __require("node:net");
  }
});

// engine/render/browser.ts
init_define_AGENTGAUGE_BUILT_CATALOG();

// engine/render/blackhole-proxy.ts
init_define_AGENTGAUGE_BUILT_CATALOG();
var import_node_net = __toESM(require_node_net(), 1);
async function startBlackholeProxy() {
  const server = (0, import_node_net.createServer)((socket) => {
    socket.on("error", () => void 0);
    socket.destroy();
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address !== null ? address.port : 0;
  return { port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

// engine/render/browser-driver.ts
init_define_AGENTGAUGE_BUILT_CATALOG();
var import_node_module = __toESM(require_node_module(), 1);
var import_node_path = __toESM(require_node_path(), 1);
var import_node_url = __toESM(require_node_url(), 1);
var DRIVER = "playwright-core";
var PLAYWRIGHT_MISSING = `the rendered view needs ${DRIVER}, which is not installed: run "npm i -g ${DRIVER}" (it drives the Chrome or Chromium already on this machine; no browser is downloaded)`;
function isMissing(error) {
  const code = error?.code;
  return code === "ERR_MODULE_NOT_FOUND" || code === "MODULE_NOT_FOUND" || code === "ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING";
}
function globalModuleFolder() {
  const prefix = process.env.npm_config_prefix || (process.platform === "win32" ? (0, import_node_path.dirname)(process.execPath) : (0, import_node_path.dirname)((0, import_node_path.dirname)(process.execPath)));
  return process.platform === "win32" ? (0, import_node_path.join)(prefix, "node_modules") : (0, import_node_path.join)(prefix, "lib", "node_modules");
}
function chromiumOf(loaded) {
  return loaded.chromium ?? loaded.default?.chromium;
}
async function loadChromium() {
  for (const from of [import.meta.url, (0, import_node_url.pathToFileURL)(`${globalModuleFolder()}/`).href]) {
    try {
      return chromiumOf((0, import_node_module.createRequire)(from)(DRIVER));
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }
  try {
    return chromiumOf(await import(
      /* webpackIgnore: true */
      DRIVER
    ));
  } catch (error) {
    if (isMissing(error)) throw new Error(PLAYWRIGHT_MISSING);
    throw error;
  }
}

// engine/render/browser.ts
var RENDERER_HEAP_MB = 256;
function chromiumArgs(proxyPort) {
  return [
    `--proxy-server=http://127.0.0.1:${proxyPort}`,
    "--proxy-bypass-list=<-loopback>",
    "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1",
    "--force-webrtc-ip-handling-policy=disable_non_proxied_udp",
    "--webrtc-ip-handling-policy=disable_non_proxied_udp",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-domain-reliability",
    "--disable-sync",
    "--disable-default-apps",
    "--disable-extensions",
    "--no-pings",
    "--no-first-run",
    "--no-default-browser-check",
    "--metrics-recording-only",
    "--disable-breakpad",
    "--disable-features=Prerender2,NoStatePrefetch,SpeculationRulesPrefetchFuture,InterestFeedContentSuggestions,OptimizationHints,MediaRouter,DialMediaRouteProvider,AutofillServerCommunication,Translate,NetworkTimeServiceQuerying",
    "--disable-dev-shm-usage",
    `--js-flags=--max-old-space-size=${RENDERER_HEAP_MB}`,
    "--renderer-process-limit=4"
  ];
}
async function behindBlackholeProxy(start) {
  const proxy = await startBlackholeProxy();
  try {
    const started = await start(chromiumArgs(proxy.port));
    return {
      started,
      async close() {
        await started.close().catch(() => void 0);
        await proxy.close();
      }
    };
  } catch (error) {
    await proxy.close();
    throw error;
  }
}
async function launchRenderBrowser(executablePath) {
  const chromium = await loadChromium();
  const { started: browser, close } = await behindBlackholeProxy((args) => chromium.launch({ executablePath, headless: true, args, timeout: 3e4 }));
  return { browser, close };
}
async function launchRenderServer(executablePath) {
  const chromium = await loadChromium();
  const { started: server, close } = await behindBlackholeProxy(
    (args) => chromium.launchServer({ executablePath, headless: true, args, host: "127.0.0.1", timeout: 3e4 })
  );
  return { endpoint: server.wsEndpoint(), server, close };
}
async function connectRenderBrowser(endpoint) {
  const chromium = await loadChromium();
  const browser = await chromium.connect(endpoint, { timeout: 1e4 });
  return {
    browser,
    async close() {
      await browser.close().catch(() => void 0);
    }
  };
}

export {
  require_node_net,
  launchRenderBrowser,
  launchRenderServer,
  connectRenderBrowser
};
