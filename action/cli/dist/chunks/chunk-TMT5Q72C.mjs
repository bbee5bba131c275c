import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  init_define_AGENTGAUGE_BUILT_CATALOG
} from "./chunk-R7CKBUGH.mjs";

// node_modules/zod/index.js
init_define_AGENTGAUGE_BUILT_CATALOG();
