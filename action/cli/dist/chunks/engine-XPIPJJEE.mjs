import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  keepCompiledEngine,
  loadEngine
} from "./chunk-KCMMMFZE.mjs";
import "./chunk-R7CKBUGH.mjs";
export {
  keepCompiledEngine,
  loadEngine
};
