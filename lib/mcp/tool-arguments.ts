// A tool call's arguments, validated by the REST operation's own schemas and error codes, in messages that name the
// tool's arguments (not the REST request's path parameters or fields): the
// arguments are split back into the path, query and body parts they came from, path and query values are given to
// their schemas as the strings a URL would carry, and the arguments may not be larger than a REST body.
import { z } from 'zod';
import { JSON_BODY_LIMIT_BYTES } from '@/lib/net/body';
import { ApiError } from '@/lib/errors/api-errors';
import { parseInput, unknownArguments, type InputPart } from '@/lib/net/validate';
import type { McpToolSpec, ToolArguments } from './define-tool';

type Part = 'params' | 'query' | 'body' | 'extra';

const VALIDATED_AS: Record<Part, InputPart> = { params: 'path', query: 'query', body: 'body', extra: 'body' };

function schemaOf(tool: McpToolSpec, part: Part): z.ZodType | undefined {
  return part === 'extra' ? tool.extra : tool.operation?.[part];
}

function keysOf(schema: z.ZodType | undefined): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

/** Path and query parameters arrive as text in a URL; their schemas parse text. */
function asUrlText(value: unknown): unknown {
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : value;
}

export function parseToolArguments(tool: McpToolSpec, args: Record<string, unknown> | undefined): ToolArguments<unknown, unknown, unknown, unknown> {
  const given = args ?? {};
  if (Buffer.byteLength(JSON.stringify(given)) > JSON_BODY_LIMIT_BYTES) {
    throw new ApiError('body-too-large', `The arguments are larger than ${JSON_BODY_LIMIT_BYTES / 1024} KiB.`);
  }
  const parts: Part[] = (['params', 'query', 'body', 'extra'] as const).filter((part) => schemaOf(tool, part));
  const split: Record<Part, Record<string, unknown>> = { params: {}, query: {}, body: {}, extra: {} };
  // An argument no part knows goes to the part whose closed schema then names it (body first, as the REST API would).
  const fallback = (['body', 'extra', 'query', 'params'] as const).find((part) => parts.includes(part));
  for (const [name, value] of Object.entries(given)) {
    const owner = parts.find((part) => keysOf(schemaOf(tool, part)).includes(name)) ?? fallback;
    if (!owner) throw new ApiError('invalid-parameter', `${unknownArguments([name])} ${tool.name} takes no arguments.`);
    split[owner][name] = owner === 'params' || owner === 'query' ? asUrlText(value) : value;
  }
  const parsed: Record<Part, unknown> = { params: undefined, query: undefined, body: undefined, extra: undefined };
  for (const part of parts) parsed[part] = parseInput(schemaOf(tool, part)!, split[part], VALIDATED_AS[part], 'mcp-arguments');
  return parsed as ToolArguments<unknown, unknown, unknown, unknown>;
}
