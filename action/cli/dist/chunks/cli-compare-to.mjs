import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  compareWithProduction,
  findingKey,
  regressionsOf
} from "./chunk-JBAEP3EH.mjs";
import "./chunk-7BP2QXXT.mjs";
import "./chunk-2NGWI5PL.mjs";
import "./chunk-VNSXWG4G.mjs";
import "./chunk-4B563FFZ.mjs";
import "./chunk-CLW72GYV.mjs";
export {
  compareWithProduction,
  findingKey,
  regressionsOf
};
