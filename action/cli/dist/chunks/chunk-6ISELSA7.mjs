import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  parsePrivateTargets
} from "./chunk-67GFB6N4.mjs";

// lib/settings/settings.ts
function privateTargetsAllowed() {
  return parsedPrivateTargets(process.env.AGENTGAUGE_ALLOW_PRIVATE_TARGETS);
}
var lastParsed = null;
function parsedPrivateTargets(raw) {
  if (lastParsed === null || lastParsed.raw !== raw) lastParsed = { raw, value: parsePrivateTargets(raw) };
  return lastParsed.value;
}

export {
  privateTargetsAllowed
};
