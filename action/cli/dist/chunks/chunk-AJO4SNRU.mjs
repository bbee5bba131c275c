import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  parsePrivateTargets
} from "./chunk-FVZW2CLM.mjs";

// lib/server/settings.ts
function privateTargetsAllowed() {
  return parsePrivateTargets(process.env.AGENTGAUGE_ALLOW_PRIVATE_TARGETS);
}

export {
  privateTargetsAllowed
};
