import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  ApiClient,
  ApiError,
  describeApiError,
  exitCodeForApiError
} from "./chunk-6SUSSLBV.mjs";
import "./chunk-VMBA2NLR.mjs";
import "./chunk-AF54SNVD.mjs";
import "./chunk-CLW72GYV.mjs";
export {
  ApiClient,
  ApiError,
  describeApiError,
  exitCodeForApiError
};
