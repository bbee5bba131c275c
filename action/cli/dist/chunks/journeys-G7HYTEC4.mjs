import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  journeyGridLines,
  journeyMarkdownLines
} from "./chunk-IOY54XYB.mjs";
import "./chunk-CLW72GYV.mjs";
export {
  journeyGridLines,
  journeyMarkdownLines
};
