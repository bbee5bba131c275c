import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  examples,
  sections
} from "./chunk-SXDEZMSX.mjs";
import "./chunk-CLW72GYV.mjs";
export {
  examples,
  sections
};
