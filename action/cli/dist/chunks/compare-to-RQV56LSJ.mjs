import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  compareWithProduction,
  findingKey,
  regressionsOf
} from "./chunk-L2EMLSQF.mjs";
import "./chunk-6YI44RHG.mjs";
import "./chunk-PGOJBIPN.mjs";
import "./chunk-VNSXWG4G.mjs";
import "./chunk-4B563FFZ.mjs";
import "./chunk-CLW72GYV.mjs";
export {
  compareWithProduction,
  findingKey,
  regressionsOf
};
