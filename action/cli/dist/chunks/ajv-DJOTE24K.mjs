import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  require_ajv
} from "./chunk-E4KMCCG4.mjs";
import "./chunk-RQXMBA46.mjs";
import "./chunk-IYSXYMVB.mjs";
import "./chunk-7564N62R.mjs";
export default require_ajv();
