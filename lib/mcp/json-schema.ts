// Tool and prompt schemas for MCP, generated from the REST API's zod schemas by the same generator as the OpenAPI
// document (zod-openapi), so a tool's inputSchema and outputSchema say exactly what /.well-known/openapi.json says.
// MCP wants one object of arguments per tool (2026-07-28 server/tools §Tool: inputSchema has an object root), so the
// path, query and body schemas of an operation are merged into one object; named components go under $defs.
import type { z } from 'zod';
import { createSchema } from 'zod-openapi';

export type JsonSchema = Record<string, unknown>;

const REF_PATH = '#/$defs/';

interface Generated {
  /** The schema itself, with a root $ref replaced by the component it points at. */
  root: JsonSchema;
  defs: Record<string, JsonSchema>;
}

function generate(schema: z.ZodType, io: 'input' | 'output'): Generated {
  const { schema: generated, components } = createSchema(schema, { io, schemaRefPath: REF_PATH, openapiVersion: '3.1.0' });
  const defs = { ...(components as Record<string, JsonSchema>) };
  let root = generated as JsonSchema;
  const ref = typeof root.$ref === 'string' && root.$ref.startsWith(REF_PATH) ? root.$ref.slice(REF_PATH.length) : null;
  if (ref && defs[ref]) {
    root = defs[ref]!;
    delete defs[ref];
    // A recursive root still needs its definition.
    if (JSON.stringify([root, defs]).includes(`"${REF_PATH}${ref}"`)) defs[ref] = root;
  }
  return { root, defs };
}

function withDefs(root: JsonSchema, defs: Record<string, JsonSchema>): JsonSchema {
  return Object.keys(defs).length > 0 ? { ...root, $defs: defs } : root;
}

/** One object schema holding the properties of every part (path, query, body, MCP-only arguments), closed. */
export function mergedInputSchema(parts: ReadonlyArray<z.ZodType | undefined>): JsonSchema {
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  let defs: Record<string, JsonSchema> = {};
  for (const part of parts) {
    if (!part) continue;
    const { root, defs: partDefs } = generate(part, 'input');
    if (root.type !== 'object') throw new Error(`A tool argument part must be an object schema (got ${JSON.stringify(root.type)}).`);
    for (const [name, property] of Object.entries((root.properties ?? {}) as Record<string, unknown>)) {
      if (name in properties) throw new Error(`The argument "${name}" is defined twice.`);
      properties[name] = property;
    }
    required.push(...((root.required ?? []) as string[]));
    defs = { ...defs, ...partDefs };
  }
  const schema: JsonSchema = { type: 'object', properties, additionalProperties: false };
  if (required.length > 0) schema.required = required;
  return withDefs(schema, defs);
}

/** The JSON Schema of a response body, as the OpenAPI document describes it. */
export function outputSchemaOf(schema: z.ZodType): JsonSchema {
  const { root, defs } = generate(schema, 'output');
  return withDefs(root, defs);
}
