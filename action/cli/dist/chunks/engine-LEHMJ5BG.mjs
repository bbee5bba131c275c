import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  keepCompiledEngine,
  loadEngine,
  loadEngineScript,
  useLoadedEngine
} from "./chunk-SA2ARYJM.mjs";
import "./chunk-CLW72GYV.mjs";
export {
  keepCompiledEngine,
  loadEngine,
  loadEngineScript,
  useLoadedEngine
};
