import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  PLAYWRIGHT_MISSING,
  connectRenderBrowser,
  launchRenderBrowser,
  launchRenderServer,
  loadChromium
} from "./chunk-UGNDKVLY.mjs";
import "./chunk-LFHTJQKQ.mjs";
import {
  BROWSER_ENV,
  findBrowser
} from "./chunk-RIV2OLB2.mjs";
import "./chunk-DSULTAOW.mjs";
import "./chunk-R5TNYSJW.mjs";
import "./chunk-7564N62R.mjs";
export {
  BROWSER_ENV,
  PLAYWRIGHT_MISSING,
  connectRenderBrowser,
  findBrowser,
  launchRenderBrowser,
  launchRenderServer,
  loadChromium
};
