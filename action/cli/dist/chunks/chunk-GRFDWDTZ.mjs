import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  __commonJS,
  __require
} from "./chunk-CLW72GYV.mjs";

// builtin-through-require:node:timers/promises
var require_promises = __commonJS({
  "builtin-through-require:node:timers/promises"(exports, module) {
    module.exports = __require("node:timers/promises");
  }
});

export {
  require_promises
};
