import type { z } from 'zod';

/** A result as the REST API sends it: shaped by the response schema, then JSON (text and parsed). */
export function serializeResult(schema: z.ZodType, result: unknown): { text: string; json: Record<string, unknown> } {
  const text = JSON.stringify(schema.parse(result));
  return { text, json: JSON.parse(text) as Record<string, unknown> };
}
