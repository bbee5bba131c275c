import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  engineScriptUrl,
  engineStart,
  keepCompiledEngine,
  loadEngine,
  loadEngineScript,
  useLoadedEngine
} from "./chunk-H7ZFXC5A.mjs";
import "./chunk-CLW72GYV.mjs";
export {
  engineScriptUrl,
  engineStart,
  keepCompiledEngine,
  loadEngine,
  loadEngineScript,
  useLoadedEngine
};
