import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  runLocalAudit
} from "./chunk-OQLGQLNO.mjs";
import "./chunk-K6VGDFNV.mjs";
import "./chunk-CLW72GYV.mjs";
export {
  runLocalAudit
};
