import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  compareWithProduction,
  findingKey,
  regressionsOf
} from "./chunk-QVDRNU7D.mjs";
import "./chunk-2YIDG366.mjs";
import "./chunk-FVZW2CLM.mjs";
import "./chunk-IWOCQL2G.mjs";
import "./chunk-4B563FFZ.mjs";
import "./chunk-CLW72GYV.mjs";
export {
  compareWithProduction,
  findingKey,
  regressionsOf
};
