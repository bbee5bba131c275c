import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  registerSitesCommands,
  scanFailureLine
} from "./chunk-7TSUJPJO.mjs";
import "./chunk-3V5KMRWJ.mjs";
import "./chunk-SXDEZMSX.mjs";
import "./chunk-6SUSSLBV.mjs";
import "./chunk-VMBA2NLR.mjs";
import "./chunk-Y7YEYXO7.mjs";
import "./chunk-EP3D6DWK.mjs";
import "./chunk-FQI5YMEL.mjs";
import "./chunk-2NGWI5PL.mjs";
import "./chunk-VNSXWG4G.mjs";
import "./chunk-4B563FFZ.mjs";
import "./chunk-AF54SNVD.mjs";
import "./chunk-CLW72GYV.mjs";
export {
  registerSitesCommands,
  scanFailureLine
};
