import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  __commonJS,
  __require,
  init_define_AGENTGAUGE_BUILT_CATALOG
} from "./chunk-R7CKBUGH.mjs";

// builtin-through-require:node:fs
var require_node_fs = __commonJS({
  "builtin-through-require:node:fs"(exports, module) {
    init_define_AGENTGAUGE_BUILT_CATALOG();
    module.exports = __require("node:fs");
  }
});

export {
  require_node_fs
};
