import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  registerSitesCommands,
  scanFailureLine
} from "./chunk-O5DLTE5B.mjs";
import "./chunk-HXRPX5YU.mjs";
import "./chunk-IEYEKMNM.mjs";
import "./chunk-P7PTYMKU.mjs";
import "./chunk-UJ6YHIAP.mjs";
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
