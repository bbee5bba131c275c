import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  renderFormat
} from "./chunk-SXUNGXG3.mjs";
import "./chunk-NKSWJSBL.mjs";
import "./chunk-RAGRN4CC.mjs";
import "./chunk-TEFVBBX6.mjs";
import "./chunk-QB2V7OOS.mjs";
import "./chunk-KEVJWYPO.mjs";
import "./chunk-X7LJQZ2T.mjs";
import "./chunk-2NGWI5PL.mjs";
import "./chunk-VNSXWG4G.mjs";
import "./chunk-4B563FFZ.mjs";
import "./chunk-AF54SNVD.mjs";
import "./chunk-CLW72GYV.mjs";
export {
  renderFormat
};
