import type { z } from 'zod';
import { inertStrings } from '@/lib/format/inert-text';

/**
 * A result as the REST API sends it: shaped by the response schema, then JSON (text and parsed), every string made
 * inert on the way (lib/format/inert-text.ts): a page's or a visitor's control characters never reach a model.
 */
export function serializeResult(schema: z.ZodType, result: unknown): { text: string; json: Record<string, unknown> } {
  const text = JSON.stringify(inertStrings(schema.parse(result)));
  return { text, json: JSON.parse(text) as Record<string, unknown> };
}
