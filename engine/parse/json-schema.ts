// The one Ajv setup for every JSON Schema a site declares: MCP tool inputSchemas (gather/mcp-tools.ts), WebMCP tool
// inputSchemas captured in the rendered view (render/render-page.ts) and OpenAPI response schemas
// (gather/openapi-probe.ts). Schemas are compiled, not parsed, as an agent's client compiles them before validating
// arguments: compiling is what shows a schema a client will refuse. One dialect rule (2020-12, the default of MCP and
// of the WebMCP draft's JSON-SCHEMA reference; draft-07 when `$schema` names draft-04 to 07), one set of formats
// (ajv-formats, validated), one pair of caps (DECLARED_SCHEMA_LIMITS, checked before compiling so a hostile schema
// cannot make compiling expensive). Ajv's draft-07 build and ajv-formats load on first use only.
import * as ajv2020Module from 'ajv/dist/2020.js';
import type { AnySchema, ValidateFunction } from 'ajv';
import type { default as Ajv2020Class } from 'ajv/dist/2020.js';
import { DECLARED_SCHEMA_LIMITS } from '../config.js';
import { errorLine } from '../errors.js';

type Compiler = {
  compile(schema: AnySchema): ValidateFunction;
  addSchema(schema: AnySchema, key: string): unknown;
  removeSchema(key?: string): unknown;
};
export type Dialect = 'draft2020' | 'draft07';

/** Node hands a CommonJS module's `exports` to a default import, bundlers and vitest its `exports.default`. */
function defaultExport<T>(imported: unknown): T {
  return (typeof imported === 'function' ? imported : (imported as { default: unknown }).default) as T;
}

type CompilerFactory = Record<Dialect, () => Compiler>;
let loading: Promise<CompilerFactory> | null = null;

/** A new compiler of each dialect, all built with the same options and formats. */
const compilerFactory = () =>
  (loading ??= Promise.all([import('ajv'), import('ajv-formats')])
    .then(([ajv07, formats]): CompilerFactory => {
      const addFormats = defaultExport<(ajv: Compiler) => void>(formats.default);
      const make = (Ctor: unknown) => () => {
        // strict: false — unknown keywords (OpenAPI's `example`, vendor extensions) are allowed by every dialect.
        // logger: false — a site's unknown format or keyword must not write to the service's or the CLI's stderr.
        const compiler = new (Ctor as new (options: object) => Compiler)({ strict: false, allErrors: false, validateFormats: true, logger: false });
        addFormats(compiler);
        return compiler;
      };
      return { draft2020: make(defaultExport<typeof Ajv2020Class>(ajv2020Module.default)), draft07: make(defaultExport<unknown>(ajv07.default)) };
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    }));

/**
 * One compiler per dialect for single schemas, emptied after every compile (removeSchema), so a site's schema leaves
 * no ids behind for the next one; built once because building one costs ~50 ms (its meta-schemas), compiling ~5 ms.
 * Compiling is synchronous, so no other schema can come between a compile and its clean-up.
 */
let shared: Promise<Record<Dialect, Compiler>> | null = null;
const sharedCompilers = () =>
  (shared ??= compilerFactory().then((factory) => ({ draft2020: factory.draft2020(), draft07: factory.draft07() })));

function dialectOf(schema: unknown): Dialect {
  const declared = schema !== null && typeof schema === 'object' ? (schema as { $schema?: unknown }).$schema : undefined;
  return typeof declared === 'string' && /draft-0[4-7]/.test(declared) ? 'draft07' : 'draft2020';
}

function depthOf(value: unknown, depth = 0): number {
  if (depth > DECLARED_SCHEMA_LIMITS.depth || value === null || typeof value !== 'object') return depth;
  let deepest = depth;
  for (const child of Object.values(value as Record<string, unknown>)) {
    deepest = Math.max(deepest, depthOf(child, depth + 1));
    if (deepest > DECLARED_SCHEMA_LIMITS.depth) break;
  }
  return deepest;
}

/** Why a schema of `bytes` characters of JSON is not compiled. */
export function oversizedSchema(bytes: number): string {
  return `it is ${bytes} bytes, over the ${DECLARED_SCHEMA_LIMITS.bytes / 1024} KiB cap for a compiled schema`;
}

/** Why a declared schema does not compile (in its declared dialect, 2020-12 by default), or null when it does. */
export async function schemaProblem(schema: unknown): Promise<string | null> {
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return 'it is not a JSON object';
  const size = JSON.stringify(schema).length;
  if (size > DECLARED_SCHEMA_LIMITS.bytes) return oversizedSchema(size);
  if (depthOf(schema) > DECLARED_SCHEMA_LIMITS.depth) return `it nests deeper than ${DECLARED_SCHEMA_LIMITS.depth} levels`;
  const compiler = (await sharedCompilers())[dialectOf(schema)];
  try {
    // $id removed: a schema's own id must not resolve (or clash with) anything else this process compiles.
    const { $id: _id, ...rest } = schema as Record<string, unknown>;
    compiler.compile(rest as AnySchema);
    return null;
  } catch (error) {
    return errorLine(error);
  } finally {
    compiler.removeSchema();
  }
}

/**
 * A validator for the schema at `pointer` inside a whole document (an OpenAPI description), so its `#/components/…`
 * references resolve; or the reason it does not compile. A compiler of its own: the validator outlives the call.
 */
export async function documentValidator(document: object, pointer: string, dialect: Dialect): Promise<{ validate: ValidateFunction } | { problem: string }> {
  const compiler = (await compilerFactory())[dialect]();
  try {
    compiler.addSchema(stripIds(document) as AnySchema, 'site:document');
    return { validate: compiler.compile({ $ref: `site:document#${pointer}` }) };
  } catch (error) {
    return { problem: errorLine(error) };
  }
}

/** The document without `$id` keywords anywhere (a site's ids must not name URLs Ajv would try to resolve). */
function stripIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripIds);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, item]) => !((key === '$id' || key === 'id') && typeof item === 'string'))
      .map(([key, item]) => [key, stripIds(item)]),
  );
}
