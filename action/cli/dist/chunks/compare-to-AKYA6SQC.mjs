import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  compareWithProduction,
  findingKey,
  regressionsOf
} from "./chunk-5MXSW3YW.mjs";
import "./chunk-WCEKMEQA.mjs";
import "./chunk-ROYAGEJY.mjs";
import "./chunk-VNSXWG4G.mjs";
import "./chunk-4B563FFZ.mjs";
import "./chunk-CLW72GYV.mjs";
export {
  compareWithProduction,
  findingKey,
  regressionsOf
};
