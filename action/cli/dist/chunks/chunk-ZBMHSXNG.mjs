import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);

// bin/cli/latest-baseline-name.ts
var LATEST = "latest";

export {
  LATEST
};
