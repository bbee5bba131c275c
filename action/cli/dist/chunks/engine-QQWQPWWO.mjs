import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  keepCompiledEngine,
  loadEngine
} from "./chunk-KMO7DCTW.mjs";
import "./chunk-7564N62R.mjs";
export {
  keepCompiledEngine,
  loadEngine
};
