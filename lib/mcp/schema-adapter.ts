// The SDK takes schemas as Standard Schema objects (`~standard`: a validator and a JSON Schema). Ours hand it the
// JSON Schema generated from the REST API's zod schemas and validate nothing themselves: each tool, prompt and
// resource validates with the REST schemas in its own handler, so a bad argument gets the REST API's error code and
// message as a tool error, not the SDK's wording.
import type { StandardSchemaWithJSON } from '@modelcontextprotocol/server';
import type { z } from 'zod';
import { resultSchemaOf, type McpToolSpec } from './define-tool';
import { mergedInputSchema, outputSchemaOf, type JsonSchema } from './json-schema';

type Arguments = Record<string, unknown>;

function described(schema: JsonSchema): StandardSchemaWithJSON<Arguments, Arguments> {
  return {
    '~standard': {
      version: 1,
      vendor: 'agentgauge',
      validate: (value: unknown) => ({ value: value as Arguments }),
      jsonSchema: { input: () => schema, output: () => schema },
    },
  };
}

export function jsonSchemaArguments(schema: z.ZodObject): StandardSchemaWithJSON<Arguments, Arguments> {
  return described(mergedInputSchema([schema]));
}

export interface ToolSchemas {
  input: StandardSchemaWithJSON<Arguments, Arguments>;
  output: StandardSchemaWithJSON<Arguments, Arguments>;
}

const generated = new WeakMap<McpToolSpec, ToolSchemas>();

/** Generated once per tool and process: the same documents for every request. */
export function toolSchemas(tool: McpToolSpec): ToolSchemas {
  let schemas = generated.get(tool);
  if (!schemas) {
    const operation = tool.operation;
    schemas = {
      input: described(mergedInputSchema([operation?.params, operation?.query, operation?.body, tool.extra])),
      output: described(outputSchemaOf(resultSchemaOf(tool))),
    };
    generated.set(tool, schemas);
  }
  return schemas;
}
