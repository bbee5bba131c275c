import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  registerSitesCommands,
  scanFailureLine
} from "./chunk-QYEHU3C7.mjs";
import "./chunk-ZN36KK7D.mjs";
import "./chunk-SXDEZMSX.mjs";
import "./chunk-6SUSSLBV.mjs";
import "./chunk-VMBA2NLR.mjs";
import "./chunk-PZHYX5GF.mjs";
import "./chunk-EP3D6DWK.mjs";
import "./chunk-FQI5YMEL.mjs";
import "./chunk-G5T2DEZV.mjs";
import "./chunk-VNSXWG4G.mjs";
import "./chunk-4B563FFZ.mjs";
import "./chunk-AF54SNVD.mjs";
import "./chunk-CLW72GYV.mjs";
export {
  registerSitesCommands,
  scanFailureLine
};
