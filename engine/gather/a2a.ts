// A2A agent card: /.well-known/agent-card.json, else the legacy /.well-known/agent.json.
import { defineOriginGatherer } from './context.js';
import { fetchCurrentOrLegacy, isObject, type JsonDocument } from './json-document.js';

export interface A2aArtifact {
  current: JsonDocument;
  /** Fetched only when the current location has no card. */
  legacy: JsonDocument | null;
  /** The card that loaded (current location first), or null. */
  card: { url: string; path: 'current' | 'legacy'; value: unknown } | null;
}

declare module './artifacts.js' {
  interface OriginArtifacts {
    a2a: A2aArtifact;
  }
}

export const A2A_CARD_PATH = '/.well-known/agent-card.json';
export const A2A_LEGACY_PATH = '/.well-known/agent.json';

export const a2aGatherer = defineOriginGatherer('a2a', async (ctx) => {
  const { current, legacy, loaded } = await fetchCurrentOrLegacy(
    ctx,
    `${ctx.origin}${A2A_CARD_PATH}`,
    `${ctx.origin}${A2A_LEGACY_PATH}`,
  );
  return { current, legacy, card: loaded };
});

/** The card's `capabilities.extensions` entries (AP2 is declared there). */
export function a2aExtensions(artifact: A2aArtifact): unknown[] {
  const card = artifact.card?.value;
  if (!isObject(card) || !isObject(card.capabilities) || !Array.isArray(card.capabilities.extensions)) return [];
  return card.capabilities.extensions;
}

/** Profile auto-detection: an A2A card that loaded as a JSON object. */
export function a2aEvidence(artifact: A2aArtifact): string[] {
  return artifact.card && isObject(artifact.card.value) ? [`A2A agent card at ${artifact.card.url}`] : [];
}
