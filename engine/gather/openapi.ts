// OpenAPI description: advertised (API catalog service-desc, then Link rel="service-desc" on the start page),
// else probed at the usual paths; the first that parses as Swagger/OpenAPI wins and is validated structurally.
import { isObject } from '../parse/json-values.js';
import { responseLinks } from '../parse/link-header.js';
import { resolveUrl } from '../parse/urls.js';
import { OPENAPI_PROBE_PATHS } from '../well-known.js';
import { defineOriginGatherer, type GatherContext } from './context.js';
import { fetchJsonDocument, type JsonDocument } from './json-document.js';
import { ArtifactProblem } from './problem.js';

export type OpenApiVia = 'catalog' | 'link' | 'probe';

export interface OpenApiAttempt {
  url: string;
  via: OpenApiVia;
  document: JsonDocument;
  /** Parsed, and an object with an `openapi` or `swagger` version field. */
  isDescription: boolean;
}

export interface OpenApiValidation {
  valid: boolean;
  /** First line of each error, at most 10. */
  errors: string[];
  /** Validation could not run (e.g. it exceeded its time budget). */
  crashed: string | null;
}

export interface OpenApiArtifact {
  /** Advertised locations, in discovery order. */
  advertised: Array<{ url: string; via: 'catalog' | 'link' }>;
  attempts: OpenApiAttempt[];
  /** The attempt that holds the description, or null. */
  found: OpenApiAttempt | null;
  validation: OpenApiValidation | null;
}

declare module './artifacts.js' {
  interface OriginArtifacts {
    openapi: OpenApiArtifact;
  }
}

const MAX_VALIDATION_ERRORS = 10;

/** How every OpenAPI candidate is fetched (the api-catalog's service-desc links too, so each is one request). */
export const OPENAPI_FETCH = { yaml: true, cap: 'openapi' } as const;

export function isApiDescription(value: unknown): boolean {
  return isObject(value) && (typeof value.openapi === 'string' || typeof value.swagger === 'string');
}

async function catalogServiceDescs(ctx: GatherContext): Promise<string[]> {
  try {
    return (await ctx.get('apiCatalog')).serviceDescs;
  } catch {
    // The api-catalog check reports its own failures; here a broken catalog simply advertises nothing.
    return [];
  }
}

async function linkServiceDescs(ctx: GatherContext): Promise<string[]> {
  const page = await ctx.getPage('page', ctx.startUrl);
  return responseLinks(page.response)
    .filter((link) => link.rels.includes('service-desc') && link.target !== null)
    .map((link) => link.target!);
}

/**
 * Advertised locations fetched at most (API catalog service-desc links first, then Link rel="service-desc"): a catalog
 * or a header may name thousands, each up to the 16 MiB OpenAPI cap. The first that holds a description ends the search.
 */
export const MAX_ADVERTISED_DESCRIPTIONS = 5;

async function advertisedLocations(ctx: GatherContext): Promise<OpenApiArtifact['advertised']> {
  const [catalog, link] = await Promise.all([catalogServiceDescs(ctx), linkServiceDescs(ctx)]);
  const advertised: OpenApiArtifact['advertised'] = [];
  for (const [via, urls] of [
    ['catalog', catalog],
    ['link', link],
  ] as const) {
    for (const reference of urls) {
      const url = resolveUrl(reference, ctx.startUrl);
      if (url && !advertised.some((item) => item.url === url)) advertised.push({ url, via });
      if (advertised.length >= MAX_ADVERTISED_DESCRIPTIONS) return advertised;
    }
  }
  return advertised;
}

// The OpenAPI parser (with Ajv and the OpenAPI meta-schemas) is imported only when a description is found to
// validate: most sites publish none. Made once per process (and again only if the import failed).
let loadingValidator: Promise<typeof import('@readme/openapi-parser').validate> | null = null;
const loadValidator = () =>
  (loadingValidator ??= Promise.all([import('@readme/openapi-parser'), import('./openapi-schema-cache.js')])
    .then(([parser, schemaCache]) => {
      schemaCache.reuseCompiledOpenApiSchemas();
      return parser.validate;
    })
    .catch((error: unknown) => {
      loadingValidator = null;
      throw error;
    }));

/** Structural validation of a description stops here: over it, a warning that names the budget, never a failure. */
export const OPENAPI_VALIDATION_MS = 2000;

export async function validateDescription(value: unknown): Promise<OpenApiValidation> {
  try {
    const validate = await loadValidator();
    // An object (never a string: a string is read as a path or URL), and no external $ref resolution,
    // so validation does no I/O at all; the clone keeps the artifact un-dereferenced.
    const result = await validate(structuredClone(value) as never, {
      resolve: { external: false, file: false },
      timeoutMs: OPENAPI_VALIDATION_MS,
    });
    const errors = result.valid
      ? []
      : result.errors.slice(0, MAX_VALIDATION_ERRORS).map((error) => error.message.split('\n')[0]!.slice(0, 300));
    return { valid: result.valid, errors, crashed: null };
  } catch (error) {
    return {
      valid: false,
      errors: [],
      crashed: error instanceof Error ? error.message.split('\n')[0]! : String(error),
    };
  }
}

export const openapiGatherer = defineOriginGatherer('openapi', async (ctx) => {
  const advertised = await advertisedLocations(ctx);
  const candidates: Array<{ url: string; via: OpenApiVia }> = [
    ...advertised,
    ...OPENAPI_PROBE_PATHS.map((path) => ({ url: `${ctx.origin}${path}`, via: 'probe' as const })),
  ];
  const attempts: OpenApiAttempt[] = [];
  for (const candidate of candidates) {
    if (attempts.some((attempt) => attempt.url === candidate.url)) continue;
    const document = await fetchJsonDocument(ctx, candidate.url, OPENAPI_FETCH);
    const attempt = {
      ...candidate,
      document,
      isDescription: document.kind === 'ok' && isApiDescription(document.value),
    };
    attempts.push(attempt);
    if (attempt.isDescription) {
      const value = document.kind === 'ok' ? document.value : null;
      return { advertised, attempts, found: attempt, validation: await validateDescription(value) };
    }
  }
  return { advertised, attempts, found: null, validation: null };
}, measuredOpenApi);

/** Nothing holds a description and a candidate could not be fetched: it may have been the one. */
function measuredOpenApi(artifact: OpenApiArtifact): OpenApiArtifact | ArtifactProblem {
  const found = artifact.found;
  if (found && found.document.kind === 'ok' && isObject(found.document.value)) return artifact;
  const failed = artifact.attempts.find((attempt) => attempt.document.kind === 'error');
  return failed && failed.document.kind === 'error'
    ? ArtifactProblem.unmeasured(`the OpenAPI candidate ${failed.url}`, failed.document.failure)
    : artifact;
}

/** Profile auto-detection: an OpenAPI (or Swagger) description was found. */
export function openapiEvidence(artifact: OpenApiArtifact): string[] {
  return artifact.found ? [`OpenAPI description at ${artifact.found.url} (found via ${artifact.found.via})`] : [];
}
