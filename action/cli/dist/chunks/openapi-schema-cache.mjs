import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  require_core
} from "./chunk-VXHJY2KJ.mjs";
import {
  __toESM
} from "./chunk-CLW72GYV.mjs";

// engine/gather/openapi-schema-cache.ts
var ajvCoreModule = __toESM(require_core(), 1);
var OPENAPI_META_SCHEMA_ID = /^(https?:\/\/swagger\.io\/v2\/schema\.json#|https:\/\/spec\.openapis\.org\/oas\/)/;
var compiled = /* @__PURE__ */ new WeakMap();
var installed = false;
function metaSchemaId(schema) {
  if (typeof schema !== "object" || schema === null) return null;
  const id = schema.$id ?? schema.id;
  return typeof id === "string" && OPENAPI_META_SCHEMA_ID.test(id) ? id : null;
}
function compilerKey(ajv) {
  const { allErrors, strict, validateFormats, schemaId, discriminator } = ajv.opts;
  return JSON.stringify([ajv.constructor.name, allErrors, strict, validateFormats, schemaId, discriminator]);
}
function ajvCoreClass() {
  const imported = ajvCoreModule.default;
  return typeof imported === "function" ? imported : imported.default;
}
function reuseCompiledOpenApiSchemas() {
  if (installed) return;
  installed = true;
  const prototype = ajvCoreClass().prototype;
  const original = prototype.compile;
  const reusing = function(schema, meta) {
    if (meta || metaSchemaId(schema) === null) return original.call(this, schema, meta);
    const byCompiler = compiled.get(schema) ?? /* @__PURE__ */ new Map();
    compiled.set(schema, byCompiler);
    const key = compilerKey(this);
    let validate = byCompiler.get(key);
    if (!validate) {
      validate = original.call(this, schema, meta);
      byCompiler.set(key, validate);
    }
    return validate;
  };
  prototype.compile = reusing;
}
export {
  reuseCompiledOpenApiSchemas
};
