import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  renderFormat
} from "./chunk-QRCX6PXL.mjs";
import "./chunk-RAGRN4CC.mjs";
import "./chunk-TEFVBBX6.mjs";
import "./chunk-QB2V7OOS.mjs";
import "./chunk-BULEFIDI.mjs";
import "./chunk-ETJQ5PUU.mjs";
import "./chunk-UJ6YHIAP.mjs";
import "./chunk-VNSXWG4G.mjs";
import "./chunk-K6VGDFNV.mjs";
import "./chunk-4B563FFZ.mjs";
import "./chunk-CLW72GYV.mjs";
export {
  renderFormat
};
