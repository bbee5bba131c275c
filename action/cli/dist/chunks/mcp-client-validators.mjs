import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  Ajv,
  AjvJsonSchemaValidator,
  addFormats
} from "./chunk-VDJEPLYB.mjs";
import "./chunk-CLW72GYV.mjs";
export {
  Ajv,
  AjvJsonSchemaValidator,
  addFormats
};
