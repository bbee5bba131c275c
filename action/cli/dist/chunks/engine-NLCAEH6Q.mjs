import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  keepCompiledEngine,
  loadEngine,
  useLoadedEngine
} from "./chunk-MPKJCCOW.mjs";
import "./chunk-CLW72GYV.mjs";
export {
  keepCompiledEngine,
  loadEngine,
  useLoadedEngine
};
