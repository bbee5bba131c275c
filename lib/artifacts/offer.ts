// Which generated files a site is offered (issue 22 point 2), decided here once for the API, the dashboard, the MCP
// tools and the CLI: a file is not offered where it would replace one that already passes, nor where the site has
// not shown what the file would describe (a catalog of an API, or of agent surfaces, that the last scan did not see).
import type { CheckId } from '@/engine/index';
import { siteStatusOf } from '@/lib/schemas/check-results';
import { aiCatalogEntries } from './generators/ai-catalog';
import { ARTIFACT_ALSO_FIXES, ARTIFACT_CHECK } from './kinds';
import { apiDescriptionShown } from './shown-surfaces';
import type { ArtifactInput } from './site-input';
import { ARTIFACT_KINDS, type ArtifactKind } from '@/lib/schemas/vocabulary/artifacts';

export type OfferInput = Pick<ArtifactInput, 'origin' | 'report'>;

export type ArtifactOffer = { kind: ArtifactKind; offered: true } | { kind: ArtifactKind; offered: false; reason: string };

/** What the site must have shown before a file can describe it truthfully: null when it has, else why not. */
const PREREQUISITES: Readonly<Partial<Record<ArtifactKind, (input: OfferInput) => string | null>>> = {
  'api-catalog': (input) =>
    apiDescriptionShown(input) !== null
      ? null
      : 'the last scan found no API description (OpenAPI) on the site, and an API catalog lists APIs: publish the description first (the openapi check), then the catalog is generated from it',
  'ai-catalog': (input) =>
    aiCatalogEntries(input).length > 0
      ? null
      : 'the last scan saw no agent surface answer that describes itself (an API description, an MCP server card with a live endpoint, an A2A agent card whose interface answers, an agent skill matching its digest): an AI catalog lists only surfaces that work',
};

function checksFixedBy(kind: ArtifactKind): CheckId[] {
  return [ARTIFACT_CHECK[kind], ...(ARTIFACT_ALSO_FIXES[kind] ?? [])];
}

export function artifactOffer(kind: ArtifactKind, input: OfferInput): ArtifactOffer {
  const missing = PREREQUISITES[kind]?.(input) ?? null;
  if (missing !== null) return { kind, offered: false, reason: missing };
  const results = checksFixedBy(kind).map((id) => input.report.results.find((result) => result.id === id));
  // A check the scan did not measure gives no proof that the site's own file works: the file stays on offer.
  const passing = results.every((result) => result !== undefined && siteStatusOf(result) === 'pass');
  if (passing) {
    return { kind, offered: false, reason: `${checksFixedBy(kind).join(', ')} already pass${results.length === 1 ? 'es' : ''} in the last scan: the site's own file works, and a generated one would replace it` };
  }
  return { kind, offered: true };
}

/** The files on offer for a site, in the catalog's order. */
export function offeredKinds(input: OfferInput): ArtifactKind[] {
  return ARTIFACT_KINDS.filter((kind) => artifactOffer(kind, input).offered);
}

/** The files on offer that fix a check (its own files, and those that fix it besides their own check). */
export function offeredKindsFor(checkId: CheckId, input: OfferInput): ArtifactKind[] {
  return offeredKinds(input).filter((kind) => checksFixedBy(kind).includes(checkId));
}
