import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  compareWithProduction,
  findingKey,
  regressionsOf
} from "./chunk-NGPILBVM.mjs";
import "./chunk-L323FDLJ.mjs";
import "./chunk-G5T2DEZV.mjs";
import "./chunk-VNSXWG4G.mjs";
import "./chunk-4B563FFZ.mjs";
import "./chunk-CLW72GYV.mjs";
export {
  compareWithProduction,
  findingKey,
  regressionsOf
};
