import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  __commonJS,
  __require
} from "./chunk-CLW72GYV.mjs";

// builtin-through-require:node:url
var require_node_url = __commonJS({
  "builtin-through-require:node:url"(exports, module) {
    module.exports = __require("node:url");
  }
});

export {
  require_node_url
};
