// An MCP tool: its name, annotations and the REST operation whose schemas it takes its arguments and its result
// from. The tool table (tools.ts) is data, like the REST route registry; server.ts registers it, and each tool's
// run is one service call, as thin as a route handler.
import type { ToolAnnotations } from '@modelcontextprotocol/server';
import type { z } from 'zod';
import type { OperationSpec } from '@/lib/openapi/define-operation';
import type { BearerContext } from '@/lib/services/authenticate-bearer';
import type { McpCaller } from './authenticate';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export type ToolAccess = 'public' | 'organization';

/** What a tool's run gets besides its arguments. */
export interface ToolContext<A extends ToolAccess = ToolAccess> {
  /** The organization of the key or OAuth token (organization tools only; checked on every call like the REST API does). */
  auth: A extends 'organization' ? BearerContext : undefined;
  caller: McpCaller;
  /** The caller's IP address (per-caller limits), as the REST routes read it. */
  clientIp: string;
  /** This service's origin for absolute links. */
  origin: string;
  /** Aborted when the client goes away (closing the response stream cancels the request). */
  signal: AbortSignal;
  /** Sends notifications/progress when the request asked for progress (a progressToken); otherwise does nothing. */
  progress: (message: string, total?: number) => Promise<void>;
}

export interface ToolArguments<P, Q, B, X> {
  params: Out<P>;
  query: Out<Q>;
  body: Out<B>;
  /** Arguments only the MCP tool has (none of the REST operation's). */
  extra: Out<X>;
}

export interface McpToolSpec<
  A extends ToolAccess = ToolAccess,
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  X extends z.ZodObject | undefined = z.ZodObject | undefined,
  R extends z.ZodType = z.ZodType,
> {
  /** snake_case, as MCP clients show tools (2026-07-28 server/tools §Tool Names). */
  name: string;
  title: string;
  description: string;
  access: A;
  /** The REST operation whose path, query and body schemas are the tool's arguments and whose response is its result. */
  operation?: OperationSpec<P, Q, B, R>;
  /** Arguments of the MCP tool alone (e.g. how long to wait), validated like a request body. */
  extra?: X;
  /** The result schema of a tool without an operation, or of one whose operation answers 204 (no body to return). */
  result?: R;
  annotations: Required<Pick<ToolAnnotations, 'readOnlyHint' | 'openWorldHint'>> & Pick<ToolAnnotations, 'idempotentHint' | 'destructiveHint'>;
  run: (input: ToolArguments<P, Q, B, X>, context: ToolContext<A>) => Promise<z.input<R>>;
}

export function defineTool<
  A extends ToolAccess,
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  X extends z.ZodObject | undefined = undefined,
  R extends z.ZodType = z.ZodType,
>(spec: McpToolSpec<A, P, Q, B, X, R>): McpToolSpec<A, P, Q, B, X, R> {
  if (!spec.operation && !spec.result) throw new Error(`The tool ${spec.name} needs an operation or a result schema.`);
  if (spec.access === 'organization' && !spec.operation?.action) {
    throw new Error(`The tool ${spec.name} reads or changes an organization's data: give it an operation with an action.`);
  }
  if (spec.operation && spec.operation.auth === 'api-key' && spec.access !== 'organization') {
    throw new Error(`The tool ${spec.name} calls an operation that needs an API key: its access must be "organization".`);
  }
  return spec;
}

/** The response schema of a tool: its operation's, or its own. */
export function resultSchemaOf(tool: McpToolSpec): z.ZodType {
  return tool.result ?? tool.operation!.response.schema;
}
