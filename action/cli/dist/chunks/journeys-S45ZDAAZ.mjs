import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  journeyGridLines,
  journeyMarkdownLines,
  journeysText
} from "./chunk-RAGRN4CC.mjs";
import "./chunk-CLW72GYV.mjs";
export {
  journeyGridLines,
  journeyMarkdownLines,
  journeysText
};
