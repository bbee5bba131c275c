import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  CliError,
  EXIT,
  EXIT_CODES_HELP,
  MINIMUM_NODE,
  usageError
} from "./chunk-AF54SNVD.mjs";
import "./chunk-CLW72GYV.mjs";
export {
  CliError,
  EXIT,
  EXIT_CODES_HELP,
  MINIMUM_NODE,
  usageError
};
