import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  __commonJS,
  __require
} from "./chunk-CLW72GYV.mjs";

// builtin-through-require:node:path
var require_node_path = __commonJS({
  "builtin-through-require:node:path"(exports, module) {
    module.exports = __require("node:path");
  }
});

export {
  require_node_path
};
