import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  renderFormat
} from "./chunk-COBNKFAD.mjs";
import "./chunk-RAGRN4CC.mjs";
import "./chunk-TEFVBBX6.mjs";
import "./chunk-QB2V7OOS.mjs";
import "./chunk-K2ZUFZ4T.mjs";
import "./chunk-PLWCBX4U.mjs";
import "./chunk-ROYAGEJY.mjs";
import "./chunk-VNSXWG4G.mjs";
import "./chunk-K6VGDFNV.mjs";
import "./chunk-4B563FFZ.mjs";
import "./chunk-CLW72GYV.mjs";
export {
  renderFormat
};
