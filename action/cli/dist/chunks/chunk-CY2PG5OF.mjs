import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);

// lib/schemas/vocabulary/pages.ts
var PAGE_LIMIT = { min: 1, max: 50, default: 20 };
var PAGE_OFFSET = { min: 0, max: 1e4, default: 0 };

export {
  PAGE_LIMIT,
  PAGE_OFFSET
};
