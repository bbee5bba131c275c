// @readme/openapi-parser's validate() builds a fresh Ajv for every call, so every audit of an API site recompiled the
// whole OpenAPI meta-schema (200–600 ms of CPU). The meta-schemas are constants, so each is compiled once per process
// and the compiled validator is handed to every later Ajv with the same class and options. The library's own
// validate() still runs unchanged, so verdicts and messages stay exactly what they were.
import * as ajvCoreModule from 'ajv/dist/core.js';
import type { AnySchema, AnyValidateFunction, default as AjvCore } from 'ajv/dist/core.js';

/** The identifiers of the Swagger 2.0 and OpenAPI 3.x meta-schemas (`id` in draft-04, `$id` in 2020-12). */
const OPENAPI_META_SCHEMA_ID = /^(https?:\/\/swagger\.io\/v2\/schema\.json#|https:\/\/spec\.openapis\.org\/oas\/)/;

type Compile = (this: AjvCore, schema: AnySchema, meta?: boolean) => AnyValidateFunction;

const compiled = new WeakMap<object, Map<string, AnyValidateFunction>>();
let installed = false;

function metaSchemaId(schema: AnySchema): string | null {
  if (typeof schema !== 'object' || schema === null) return null;
  const id = (schema as { $id?: unknown; id?: unknown }).$id ?? (schema as { id?: unknown }).id;
  return typeof id === 'string' && OPENAPI_META_SCHEMA_ID.test(id) ? id : null;
}

/** The Ajv class and the options that shape generated code: a validator is only reused under the same ones. */
function compilerKey(ajv: AjvCore): string {
  const { allErrors, strict, validateFormats, schemaId, discriminator } = ajv.opts;
  return JSON.stringify([ajv.constructor.name, allErrors, strict, validateFormats, schemaId, discriminator]);
}

/** Node hands a CommonJS module's `exports` to a default import, bundlers and vitest its `exports.default`. */
function ajvCoreClass(): typeof AjvCore {
  const imported = ajvCoreModule.default as unknown;
  return typeof imported === 'function'
    ? (imported as typeof AjvCore)
    : (imported as { default: typeof AjvCore }).default;
}

/** Idempotent; only schemas carrying an OpenAPI/Swagger meta-schema id are affected, every other compile is untouched. */
export function reuseCompiledOpenApiSchemas(): void {
  if (installed) return;
  installed = true;
  const prototype = ajvCoreClass().prototype;
  const original = prototype.compile as Compile;
  const reusing: Compile = function (schema, meta) {
    if (meta || metaSchemaId(schema) === null) return original.call(this, schema, meta);
    const byCompiler = compiled.get(schema as object) ?? new Map<string, AnyValidateFunction>();
    compiled.set(schema as object, byCompiler);
    const key = compilerKey(this);
    let validate = byCompiler.get(key);
    if (!validate) {
      validate = original.call(this, schema, meta);
      byCompiler.set(key, validate);
    }
    return validate;
  };
  prototype.compile = reusing as typeof prototype.compile;
}
