import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  connectRenderBrowser,
  launchRenderBrowser,
  launchRenderServer
} from "./chunk-T3N7C3OB.mjs";
import "./chunk-LFHTJQKQ.mjs";
import "./chunk-DSULTAOW.mjs";
import "./chunk-7564N62R.mjs";
export {
  connectRenderBrowser,
  launchRenderBrowser,
  launchRenderServer
};
