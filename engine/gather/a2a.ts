// A2A agent card: /.well-known/agent-card.json; else an AI catalog entry of the agent-card type (A2A 1.0 §8.2 lists
// catalogs as a discovery mechanism), as api-catalog judged the catalog; else the legacy /.well-known/agent.json.
import { isObject } from '../parse/json-values.js';
import { A2A_AGENT_CARD_ENTRY_TYPE, A2A_CARD_PATH, A2A_LEGACY_CARD_PATH, A2A_MEDIA_TYPE } from '../well-known.js';
import { catalogEntriesOfType, type CatalogEntryRef } from './ai-catalogs.js';
import { defineOriginGatherer } from './context.js';
import { fetchJsonDocument, type JsonDocument } from './json-document.js';
import { ArtifactProblem } from './problem.js';

/** Where the card came from: the well-known location, an AI catalog entry, or the legacy location. */
export type A2aCardPath = 'current' | 'catalog' | 'legacy';

export interface A2aArtifact {
  current: JsonDocument;
  /** Fetched only when neither the current location nor an AI catalog entry has a card. */
  legacy: JsonDocument | null;
  /** Agent-card entries of every AI catalog, as api-catalog judged them (usable or not): the one reading of the catalogs. */
  catalogEntries: CatalogEntryRef[];
  /** The card read through a usable catalog entry (fetched from its `url`, or its inline `data`), when one was needed. */
  catalogCard: JsonDocument | null;
  /** The card that loaded (current location first), or null. */
  card: { url: string; path: A2aCardPath; value: unknown } | null;
}

declare module './artifacts.js' {
  interface OriginArtifacts {
    a2a: A2aArtifact;
  }
}

/**
 * A2A 1.0.1 registers `application/a2a+json` (§14.1) and prefers it in the HTTP+JSON binding (§11.1); the agent card
 * itself has no registered type, so a card served as `application/a2a+json` or `application/json` is equally fine and
 * the request asks for the A2A type first.
 */
const CARD_ACCEPT = `${A2A_MEDIA_TYPE}, application/json;q=0.9, */*;q=0.5`;

export const a2aGatherer = defineOriginGatherer('a2a', async (ctx) => {
  const current = await fetchJsonDocument(ctx, `${ctx.origin}${A2A_CARD_PATH}`, { accept: CARD_ACCEPT });
  // The AI catalogs are fetched and judged once, by the aiCatalogs gatherer (their own failures are api-catalog's).
  const aiCatalogs = await ctx.get('aiCatalogs').catch(() => null);
  const catalogEntries = aiCatalogs ? catalogEntriesOfType(aiCatalogs, A2A_AGENT_CARD_ENTRY_TYPE) : [];
  if (current.kind === 'ok') {
    return { current, legacy: null, catalogEntries, catalogCard: null, card: { url: current.url, path: 'current' as const, value: current.value } };
  }
  const entry = catalogEntries.find((item) => item.usable);
  const catalogCard = entry ? await entryDocument(entry) : null;
  if (catalogCard?.kind === 'ok') {
    return { current, legacy: null, catalogEntries, catalogCard, card: { url: catalogCard.url, path: 'catalog' as const, value: catalogCard.value } };
  }
  const legacy = await fetchJsonDocument(ctx, `${ctx.origin}${A2A_LEGACY_CARD_PATH}`, { accept: CARD_ACCEPT });
  const card = legacy.kind === 'ok' ? { url: legacy.url, path: 'legacy' as const, value: legacy.value } : null;
  return { current, legacy, catalogEntries, catalogCard, card };

  /** A usable entry's card: fetched from `url`, or its inline `data` judged as a document with the catalog's evidence. */
  async function entryDocument(found: CatalogEntryRef): Promise<JsonDocument | null> {
    if (found.url !== null) return fetchJsonDocument(ctx, found.url, { accept: CARD_ACCEPT });
    if (found.document.kind !== 'ok') return null;
    const url = `${found.catalogUrl}#${encodeURIComponent(found.identifier ?? found.where)}`;
    return { ...found.document, url, value: found.data };
  }
}, (a2a) => {
  const failed = a2a.card ? undefined : [a2a.current, a2a.catalogCard, a2a.legacy].find((document) => document?.kind === 'error');
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
