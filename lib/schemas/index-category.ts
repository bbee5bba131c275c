// A report's category in the index: the first site profile the audit detected (engine order: docs, api, mcp, agent,
// commerce), `other` when it detected none. A fleet row's category follows the same rule (issue 47 point 5), so a
// report is compared with the sites the index sorted the same way.
import { PROFILE_NAMES } from '../../engine/light.js';

export const INDEX_CATEGORIES = [...PROFILE_NAMES, 'other'] as const;
export type IndexCategory = (typeof INDEX_CATEGORIES)[number];

/** What a report says about the profiles it detected (the engine's and the stored report's `resolvedProfiles`). */
export interface ResolvedProfiles {
  resolvedProfiles: ReadonlyArray<{ profile: string }>;
}

export function categoryOfReport(report: ResolvedProfiles): IndexCategory {
  const detected = report.resolvedProfiles.find((resolved) => resolved.profile !== 'base');
  return detected && (PROFILE_NAMES as readonly string[]).includes(detected.profile) ? (detected.profile as IndexCategory) : 'other';
}

/** How a category reads in a sentence: "31% of documentation sites pass this". */
export const CATEGORY_NOUNS: Record<IndexCategory, { singular: string; plural: string; short: string }> = {
  docs: { singular: 'documentation site', plural: 'documentation sites', short: 'docs sites' },
  api: { singular: 'API site', plural: 'API sites', short: 'API sites' },
  mcp: { singular: 'MCP server site', plural: 'MCP server sites', short: 'MCP sites' },
  agent: { singular: 'agent site', plural: 'agent sites', short: 'agent sites' },
  commerce: { singular: 'shop', plural: 'shops', short: 'shops' },
  other: { singular: 'other site', plural: 'other sites', short: 'other sites' },
};

export function isIndexCategory(value: string): value is IndexCategory {
  return (INDEX_CATEGORIES as readonly string[]).includes(value);
}
