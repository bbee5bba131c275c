// The one Ajv setup for every JSON Schema a site declares: MCP tool inputSchemas (gather/mcp-tools.ts), WebMCP tool
// inputSchemas captured in the rendered view (render/render-page.ts) and OpenAPI response schemas
// (gather/openapi-probe.ts). Schemas are compiled, not parsed, as an agent's client compiles them before validating
// arguments: compiling is what shows a schema a client will refuse. One dialect rule (2020-12, the default of MCP and
// of the WebMCP draft's JSON-SCHEMA reference; draft-07 when `$schema` names draft-04 to 07), one set of formats
// (ajv-formats, validated), and one set of budgets, because compiling runs in the audit's thread and cannot be
// interrupted: the caps of a declared schema (DECLARED_SCHEMA_LIMITS) and the code a compile may generate
// (SCHEMA_COMPILE_LIMITS.units, parse/schema-cost.ts) are measured before compiling, the audit's compile time
// (SCHEMA_COMPILE_LIMITS.auditMs) is counted, and a schema over a budget is "not compiled", never "invalid". Patterns
// run on RE2 (parse/site-pattern.ts). Identical declared schemas compile once per process (a cache keyed by their
// hash). Ajv and ajv-formats load on the first compile only (parse/ajv-builds.ts).
import { createHash } from 'node:crypto';
import type { AnySchema, ErrorObject, ValidateFunction } from 'ajv';
import { DECLARED_SCHEMA_LIMITS, SCHEMA_COMPILE_LIMITS } from '../config.js';
import { errorLine } from '../errors.js';
import { thousands } from '../thousands.js';
import { compileUnits } from './schema-cost.js';
import { loadSitePatterns, sitePatternEngine, withPatternBudget, type UnrunPattern } from './site-pattern.js';

type Compiler = {
  compile(schema: AnySchema): ValidateFunction;
  addSchema(schema: AnySchema, key: string): unknown;
  removeSchema(key?: string): unknown;
};
export type Dialect = 'draft2020' | 'draft07';

type CompilerFactory = Record<Dialect, () => Compiler>;
let loading: Promise<CompilerFactory> | null = null;

/** A new compiler of each dialect, all built with the same options and formats. */
const compilerFactory = () =>
  (loading ??= Promise.all([import('./ajv-builds.js'), loadSitePatterns()])
    .then(([{ Ajv2020, Ajv07, addFormats }]): CompilerFactory => {
      const make = (Ctor: unknown) => () => {
        // strict: false — unknown keywords (OpenAPI's `example`, vendor extensions) are allowed by every dialect.
        // logger: false — a site's unknown format or keyword must not write to the service's or the CLI's stderr.
        // inlineRefs: false — a `$ref` target is compiled once, as a function of its own; inlined, a definition
        //   referred to 200 times was compiled 200 times (schema-cost.ts counts what a compile generates this way).
        // code.regExp — the site's patterns run on RE2, in linear time (site-pattern.ts).
        const compiler = new (Ctor as new (options: object) => Compiler)({
          strict: false,
          allErrors: false,
          validateFormats: true,
          logger: false,
          inlineRefs: false,
          code: { regExp: sitePatternEngine },
        });
        addFormats(compiler as unknown as Parameters<typeof addFormats>[0]);
        return compiler;
      };
      return { draft2020: make(Ajv2020), draft07: make(Ajv07) };
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

/**
 * One audit's compile clock: the time its compiles took so far. Compiles are synchronous and one at a time, so the
 * budget is overrun by at most one compile, which the units budget bounds.
 */
export interface SchemaSession {
  spentMs: number;
}

export function createSchemaSession(): SchemaSession {
  return { spentMs: 0 };
}

/**
 * What became of a schema: it compiles; it does not (the compiler's reason: the site's error); or it was not compiled
 * because it is over a budget (the reason names the budget: never the site's error).
 */
export type SchemaVerdict = { kind: 'compiles' } | { kind: 'invalid'; problem: string } | { kind: 'not-compiled'; reason: string };

const OVER_UNITS = `compiling it would generate code for more than ${thousands(SCHEMA_COMPILE_LIMITS.units)} keywords, each $ref target counted once (schemaCompileUnits)`;
const budgetSpent = () => `the audit's ${SCHEMA_COMPILE_LIMITS.auditMs / 1000} s budget for compiling schemas is spent (schemaCompileMs)`;
/** Ajv nests generated code a level a keyword: a schema the units budget let through may still exhaust the stack. */
const STACK_EXHAUSTED = 'compiling it ran out of stack (schemaCompileUnits)';

/**
 * Lets the event loop run before a compile: compiling blocks the thread (up to ~0.7 s within the units budget), and
 * a run of compiles awaited one after another would otherwise hold back every response and timer of the audit (and
 * of the audits beside it in the thread) until the last one, timing out requests that had already been answered.
 */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A compile under the session's clock: a RangeError (the stack, or memory) is the budget's, never the schema's. */
function timedCompile(session: SchemaSession, compile: () => void): SchemaVerdict {
  const started = performance.now();
  try {
    compile();
    return { kind: 'compiles' };
  } catch (error) {
    if (error instanceof RangeError) return { kind: 'not-compiled', reason: STACK_EXHAUSTED };
    return { kind: 'invalid', problem: errorLine(error) };
  } finally {
    session.spentMs += performance.now() - started;
  }
}

/** Verdicts of declared schemas by the hash of their dialect and JSON: identical schemas compile once per process. */
const verdicts = new Map<string, SchemaVerdict>();
const MAX_CACHED_VERDICTS = 1000;

function remember(key: string, verdict: SchemaVerdict): SchemaVerdict {
  if (verdicts.size >= MAX_CACHED_VERDICTS) verdicts.delete(verdicts.keys().next().value!);
  verdicts.set(key, verdict);
  return verdict;
}

/**
 * A declared schema (an MCP or WebMCP tool's inputSchema) compiled in its declared dialect (2020-12 by default),
 * within the caps and budgets; `session` is the audit's compile clock.
 */
export async function checkDeclaredSchema(schema: unknown, session: SchemaSession): Promise<SchemaVerdict> {
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return { kind: 'invalid', problem: 'it is not a JSON object' };
  const json = JSON.stringify(schema);
  if (json.length > DECLARED_SCHEMA_LIMITS.bytes) return { kind: 'invalid', problem: oversizedSchema(json.length) };
  if (depthOf(schema) > DECLARED_SCHEMA_LIMITS.depth) return { kind: 'invalid', problem: `it nests deeper than ${DECLARED_SCHEMA_LIMITS.depth} levels` };
  const dialect = dialectOf(schema);
  const key = createHash('sha256').update(`${dialect}\u0000${json}`).digest('hex');
  const known = verdicts.get(key);
  if (known) return known;
  // $id removed: a schema's own id must not resolve (or clash with) anything else this process compiles.
  const { $id: _id, ...rest } = schema as Record<string, unknown>;
  if (compileUnits(rest, [rest], SCHEMA_COMPILE_LIMITS.units) > SCHEMA_COMPILE_LIMITS.units) return remember(key, { kind: 'not-compiled', reason: OVER_UNITS });
  if (session.spentMs >= SCHEMA_COMPILE_LIMITS.auditMs) return { kind: 'not-compiled', reason: budgetSpent() };
  const compiler = (await sharedCompilers())[dialect];
  await yieldToEventLoop();
  // The audit's clock again: compiles of another tool may have run while this one waited.
  if (session.spentMs >= SCHEMA_COMPILE_LIMITS.auditMs) return { kind: 'not-compiled', reason: budgetSpent() };
  try {
    return remember(key, timedCompile(session, () => compiler.compile(rest as AnySchema)));
  } finally {
    compiler.removeSchema();
  }
}

/** Why a declared schema does not compile, or null when it does or was not compiled (a budget is not the site's error). */
export async function schemaProblem(schema: unknown, session: SchemaSession = createSchemaSession()): Promise<string | null> {
  const verdict = await checkDeclaredSchema(schema, session);
  return verdict.kind === 'invalid' ? verdict.problem : null;
}

/**
 * One validation of a site's data: its result, the first error, and the patterns it did not run (site-pattern.ts).
 * With patterns not run the result is not certain either way (each counted as a match, which for
 * `patternProperties` applies a subschema), so callers report such a validation as incomplete.
 */
export interface Validation {
  valid: boolean;
  error: ErrorObject | null;
  unrun: UnrunPattern[];
}

export type DocumentValidator = { validate(data: unknown): Validation } | { problem: string } | { notCompiled: string };

/** A document's compiler (its ids stripped, added once), shared by the schemas compiled from it. */
const documentCompilers = new WeakMap<object, Map<Dialect, Promise<Compiler>>>();
/** The validators made from a document, by dialect and pointer: each schema of a document is compiled once. */
const documentValidators = new WeakMap<object, Map<string, Promise<DocumentValidator>>>();

function documentCompiler(document: object, dialect: Dialect): Promise<Compiler> {
  let byDialect = documentCompilers.get(document);
  if (!byDialect) documentCompilers.set(document, (byDialect = new Map()));
  let compiler = byDialect.get(dialect);
  if (!compiler) {
    compiler = compilerFactory().then((factory) => {
      const made = factory[dialect]();
      made.addSchema(stripIds(document) as AnySchema, 'site:document');
      return made;
    });
    byDialect.set(dialect, compiler);
  }
  return compiler;
}

/**
 * A validator for the schema at `pointer` inside a whole document (an OpenAPI description), so its `#/components/…`
 * references resolve; or the reason it does not compile, or was not compiled (over a budget). The document's own
 * top level is compiled too (Ajv compiles the document it resolves into), so it counts towards the units.
 */
export function documentValidator(document: object, pointer: string, dialect: Dialect, session: SchemaSession): Promise<DocumentValidator> {
  let made = documentValidators.get(document);
  if (!made) documentValidators.set(document, (made = new Map()));
  const key = `${dialect} ${pointer}`;
  let validator = made.get(key);
  if (!validator) {
    validator = makeDocumentValidator(document, pointer, dialect, session);
    made.set(key, validator);
  }
  return validator;
}

async function makeDocumentValidator(document: object, pointer: string, dialect: Dialect, session: SchemaSession): Promise<DocumentValidator> {
  const target = atPointer(document, pointer);
  if (compileUnits(document, [document, target], SCHEMA_COMPILE_LIMITS.units) > SCHEMA_COMPILE_LIMITS.units) return { notCompiled: OVER_UNITS };
  if (session.spentMs >= SCHEMA_COMPILE_LIMITS.auditMs) return { notCompiled: budgetSpent() };
  let compiler: Compiler;
  try {
    compiler = await documentCompiler(document, dialect);
  } catch (error) {
    return error instanceof RangeError ? { notCompiled: STACK_EXHAUSTED } : { problem: errorLine(error) };
  }
  await yieldToEventLoop();
  if (session.spentMs >= SCHEMA_COMPILE_LIMITS.auditMs) return { notCompiled: budgetSpent() };
  let validate: ValidateFunction | null = null;
  const verdict = timedCompile(session, () => {
    validate = compiler.compile({ $ref: `site:document#${pointer}` });
  });
  if (verdict.kind === 'invalid') return { problem: verdict.problem };
  if (verdict.kind === 'not-compiled') return { notCompiled: verdict.reason };
  const compiled = validate as unknown as ValidateFunction;
  return {
    validate(data) {
      const { value: valid, unrun } = withPatternBudget(() => compiled(data) as boolean);
      return { valid, error: valid ? null : (compiled.errors?.[0] ?? null), unrun };
    },
  };
}

function atPointer(document: object, pointer: string): unknown {
  let current: unknown = document;
  for (const token of pointer.split('/').slice(1)) {
    const key = token.replaceAll('~1', '/').replaceAll('~0', '~');
    current = current !== null && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined;
  }
  return current;
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
