import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  CONFIG_FILE_NAME,
  CONFIG_JOURNEYS_MAX,
  readConfigFile
} from "./chunk-RXKJCUNN.mjs";
import "./chunk-CQWFN4QN.mjs";
import "./chunk-IBVGFE6L.mjs";
import "./chunk-LAFRX436.mjs";
import "./chunk-52HPAKGE.mjs";
import "./chunk-R7CKBUGH.mjs";
export {
  CONFIG_FILE_NAME,
  CONFIG_JOURNEYS_MAX,
  readConfigFile
};
