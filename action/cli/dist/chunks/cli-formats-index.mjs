import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  renderFormat
} from "./chunk-24JWL5BP.mjs";
import "./chunk-RAGRN4CC.mjs";
import "./chunk-TEFVBBX6.mjs";
import "./chunk-QB2V7OOS.mjs";
import "./chunk-ZAUVACMC.mjs";
import "./chunk-5ODNOEJI.mjs";
import "./chunk-67GFB6N4.mjs";
import "./chunk-VNSXWG4G.mjs";
import "./chunk-4B563FFZ.mjs";
import "./chunk-AF54SNVD.mjs";
import "./chunk-CLW72GYV.mjs";
export {
  renderFormat
};
