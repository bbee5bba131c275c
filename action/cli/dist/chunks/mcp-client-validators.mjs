import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  Ajv,
  AjvJsonSchemaValidator,
  addFormats
} from "./chunk-YJSUWISI.mjs";
import {
  init_define_AGENTGAUGE_BUILT_CATALOG
} from "./chunk-R7CKBUGH.mjs";

// node_modules/@modelcontextprotocol/client/dist/validators/ajv.mjs
init_define_AGENTGAUGE_BUILT_CATALOG();
export {
  Ajv,
  AjvJsonSchemaValidator,
  addFormats
};
