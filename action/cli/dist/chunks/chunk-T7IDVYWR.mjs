import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);

// bin/cli/formats/names.ts
var FORMATS = ["text", "json", "markdown", "sarif", "junit"];

export {
  FORMATS
};
