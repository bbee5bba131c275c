// A2A agent card: /.well-known/agent-card.json, else the legacy /.well-known/agent.json.
import { isObject } from '../parse/json-values.js';
import { A2A_CARD_PATH, A2A_LEGACY_CARD_PATH } from '../well-known.js';
import { defineOriginGatherer } from './context.js';
import { fetchCurrentOrLegacy, type JsonDocument } from './json-document.js';
import { ArtifactProblem } from './problem.js';

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

export const a2aGatherer = defineOriginGatherer('a2a', async (ctx) => {
  const { current, legacy, loaded } = await fetchCurrentOrLegacy(
    ctx,
    `${ctx.origin}${A2A_CARD_PATH}`,
    `${ctx.origin}${A2A_LEGACY_CARD_PATH}`,
  );
  return { current, legacy, card: loaded };
}, (a2a) => {
  const failed = a2a.card ? undefined : [a2a.current, a2a.legacy].find((document) => document?.kind === 'error');
  return failed?.kind === 'error' ? ArtifactProblem.unmeasured('the A2A agent card', failed.failure) : a2a;
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
