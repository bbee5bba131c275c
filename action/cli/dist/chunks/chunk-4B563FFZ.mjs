import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  __commonJS,
  __require
} from "./chunk-CLW72GYV.mjs";

// builtin-through-require:node:fs
var require_node_fs = __commonJS({
  "builtin-through-require:node:fs"(exports, module) {
    module.exports = __require("node:fs");
  }
});

export {
  require_node_fs
};
