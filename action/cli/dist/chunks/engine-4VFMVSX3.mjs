import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  keepCompiledEngine,
  loadEngine,
  loadEngineScript,
  useLoadedEngine
} from "./chunk-3MYMEH7X.mjs";
import "./chunk-CLW72GYV.mjs";
export {
  keepCompiledEngine,
  loadEngine,
  loadEngineScript,
  useLoadedEngine
};
