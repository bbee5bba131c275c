import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  runLocalAudit
} from "./chunk-6HYVF6TT.mjs";
import "./chunk-WTATI42K.mjs";
import "./chunk-CLW72GYV.mjs";
export {
  runLocalAudit
};
