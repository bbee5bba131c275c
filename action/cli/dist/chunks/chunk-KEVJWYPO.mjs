import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  PROFILE_NAMES
} from "./chunk-2NGWI5PL.mjs";

// lib/schemas/index-category.ts
var INDEX_CATEGORIES = [...PROFILE_NAMES, "other"];
function categoryOfReport(report) {
  const detected = report.resolvedProfiles.find((resolved) => resolved.profile !== "base");
  return detected && PROFILE_NAMES.includes(detected.profile) ? detected.profile : "other";
}
var CATEGORY_NOUNS = {
  docs: { singular: "documentation site", plural: "documentation sites", short: "docs sites" },
  api: { singular: "API site", plural: "API sites", short: "API sites" },
  mcp: { singular: "MCP server site", plural: "MCP server sites", short: "MCP sites" },
  agent: { singular: "agent site", plural: "agent sites", short: "agent sites" },
  commerce: { singular: "shop", plural: "shops", short: "shops" },
  other: { singular: "other site", plural: "other sites", short: "other sites" }
};

export {
  INDEX_CATEGORIES,
  categoryOfReport,
  CATEGORY_NOUNS
};
