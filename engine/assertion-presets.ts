// Assertion presets, as Lighthouse CI's `lighthouse:recommended`: named sets of assertions (`agentgauge audit
// --preset <name>`), kept as data next to the catalog. `recommended` holds what any site should meet; each profile's
// preset adds what a site of that kind should meet on top of it. Keys are check ids (typed: a misspelt id does not
// compile), `score`, `category:<name>` or `agent:<profile>` (`agent:*`: every profile); values a minimum score
// (0-100), a status ('pass', or 'warn' and better) or, for an agent, the verdict it must at least have (issue 62 point 5).
// The user's own assertions replace a preset's for the same key.
import type { AgentProfileId } from './agents/profiles.js';
import type { AgentVerdict } from './agents/types.js';
import type { CheckId } from './check-ids.js';
import type { Category, DetectableProfile } from './types.js';

/**
 * What `agent:<profile>=<value>` accepts of the profile's view of the start page: reads; partial (reads or partial);
 * pay (any verdict but blocked: asked to pay is the owner's choice, checks.md 2026-12d, so `=pay` asserts that no agent
 * is refused). A view not measured is not judged.
 */
export const AGENT_READS_AT_LEAST = {
  reads: ['reads'],
  partial: ['reads', 'partial'],
  pay: ['reads', 'partial', 'pay'],
} as const satisfies Record<string, readonly AgentVerdict[]>;
export type AgentReadRequirement = keyof typeof AGENT_READS_AT_LEAST;

export type PresetKey = CheckId | 'score' | `category:${Lowercase<Category>}` | `agent:${AgentProfileId | '*'}`;
export type PresetValue = number | 'pass' | 'warn' | AgentReadRequirement;

export interface AssertionPreset {
  description: string;
  /** The preset whose assertions this one starts from (its own replace those of the same key). */
  extends?: PresetName;
  assert: Partial<Record<PresetKey, PresetValue>>;
}

export const PRESET_NAMES = ['recommended', 'docs', 'api', 'mcp', 'agent', 'commerce'] as const;
export type PresetName = (typeof PRESET_NAMES)[number];

export const ASSERTION_PRESETS = {
  recommended: {
    description: 'What every site should meet: crawlable, described, readable without JavaScript, open to agents (none refused; charging one is your choice).',
    assert: {
      score: 60,
      'agent:*': 'pay',
      'robots-txt': 'pass',
      sitemap: 'warn',
      'llms-txt': 'warn',
      'ai-crawler-rules': 'warn',
      'agent-access': 'pass',
      'server-rendered-content': 'pass',
      'page-metadata': 'warn',
      'semantic-structure': 'warn',
      'http-semantics': 'warn',
    },
  },
  docs: {
    description: 'Documentation sites: llms.txt and its full text, Markdown for agents, lean pages, every agent reading at least part of the start page.',
    extends: 'recommended',
    assert: {
      'agent:*': 'partial',
      'llms-txt': 'pass',
      'llms-full-txt': 'warn',
      'markdown-negotiation': 'warn',
      'content-efficiency': 'warn',
      'category:content': 70,
    },
  },
  api: {
    description: 'Sites with a public API: a valid OpenAPI description, found through the API catalog, with OAuth metadata.',
    extends: 'recommended',
    assert: {
      openapi: 'pass',
      'api-catalog': 'warn',
      'oauth-discovery': 'warn',
      'oauth-protected-resource': 'warn',
    },
  },
  mcp: {
    description: 'Sites with an MCP server: the server answers, is listed, and says how to authorize.',
    extends: 'recommended',
    assert: {
      'mcp-server': 'pass',
      'api-catalog': 'warn',
      'oauth-protected-resource': 'warn',
      'agent-skills': 'warn',
    },
  },
  agent: {
    description: 'Sites offering an agent: a valid A2A agent card, agent skills and OAuth discovery.',
    extends: 'recommended',
    assert: {
      'a2a-agent-card': 'pass',
      'agent-skills': 'warn',
      'oauth-discovery': 'warn',
    },
  },
  commerce: {
    description: 'Shops: product data agents can read and the agent commerce protocols.',
    extends: 'recommended',
    assert: {
      'product-data': 'pass',
      'structured-data': 'pass',
      'commerce-protocols': 'warn',
    },
  },
} as const satisfies Record<PresetName, AssertionPreset> & Record<DetectableProfile, AssertionPreset>;

export function isPresetName(name: string): name is PresetName {
  return (PRESET_NAMES as readonly string[]).includes(name);
}

/** A preset's assertions with those of the preset it extends, its own winning. */
export function presetAssertions(name: PresetName): Array<[PresetKey, PresetValue]> {
  const preset: AssertionPreset = ASSERTION_PRESETS[name];
  const inherited = preset.extends ? presetAssertions(preset.extends) : [];
  const own = Object.entries(preset.assert) as Array<[PresetKey, PresetValue]>;
  const ownKeys = new Set(own.map(([key]) => key));
  return [...inherited.filter(([key]) => !ownKeys.has(key)), ...own];
}
