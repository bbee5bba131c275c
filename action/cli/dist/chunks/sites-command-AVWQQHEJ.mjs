import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  registerSitesCommands,
  scanFailureLine
} from "./chunk-K35Z42AQ.mjs";
import "./chunk-YHBYMLT6.mjs";
import "./chunk-IEYEKMNM.mjs";
import "./chunk-HWVU77VM.mjs";
import "./chunk-ROYAGEJY.mjs";
import "./chunk-VNSXWG4G.mjs";
import "./chunk-SXDEZMSX.mjs";
import "./chunk-EP3D6DWK.mjs";
import "./chunk-K6VGDFNV.mjs";
import "./chunk-FQI5YMEL.mjs";
import "./chunk-4B563FFZ.mjs";
import "./chunk-CLW72GYV.mjs";
export {
  registerSitesCommands,
  scanFailureLine
};
