import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  __commonJS,
  __require,
  init_define_AGENTGAUGE_BUILT_CATALOG
} from "./chunk-7564N62R.mjs";

// builtin-through-require:node:module
var require_node_module = __commonJS({
  "builtin-through-require:node:module"(exports, module) {
    init_define_AGENTGAUGE_BUILT_CATALOG();
    module.exports = __require("node:module");
  }
});

// builtin-through-require:node:url
var require_node_url = __commonJS({
  "builtin-through-require:node:url"(exports, module) {
    init_define_AGENTGAUGE_BUILT_CATALOG();
    module.exports = __require("node:url");
  }
});

export {
  require_node_module,
  require_node_url
};
