import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  CONFIG_FILE_NAME,
  CONFIG_JOURNEYS_MAX,
  readConfigFile
} from "./chunk-EPZZYYPU.mjs";
import "./chunk-4G5NWBTQ.mjs";
import "./chunk-T7IDVYWR.mjs";
import "./chunk-FQI5YMEL.mjs";
import "./chunk-X7LJQZ2T.mjs";
import "./chunk-2NGWI5PL.mjs";
import "./chunk-VNSXWG4G.mjs";
import "./chunk-4B563FFZ.mjs";
import "./chunk-AF54SNVD.mjs";
import "./chunk-GZR6GE6Y.mjs";
import "./chunk-CLW72GYV.mjs";
export {
  CONFIG_FILE_NAME,
  CONFIG_JOURNEYS_MAX,
  readConfigFile
};
