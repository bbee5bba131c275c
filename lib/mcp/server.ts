// One McpServer per HTTP request (the SDK serves both eras statelessly from the same factory): the tool table, the
// resources and the prompt, bound to the request's caller, IP address and public origin.
import { McpServer, type CallToolResult, type ServerContext } from '@modelcontextprotocol/server';
import { authorizeScope } from '@/lib/auth/authorize';
import { requireOrganization } from './authenticate';
import { resultSchemaOf, type McpToolSpec, type ToolContext } from './define-tool';
import { toolErrorResult } from './errors';
import { mcpInstructions, MCP_SERVER_DESCRIPTION, MCP_SERVER_TITLE, MCP_SERVER_VERSION, mcpServerName } from './identity';
import { registerPrompts } from './prompts';
import { registerResources } from './resources';
import { toolSchemas } from './schema-adapter';
import type { McpRequestScope } from './scope';
import { serializeResult } from './serialize';
import { parseToolArguments } from './tool-arguments';
import { MCP_TOOLS } from './tools';

/** Lists are the same for every caller (organization tools are listed, and answer 401 without a key). */
const LIST_CACHE = { ttlMs: 300_000, cacheScope: 'public' } as const;

function progressOf(ctx: ServerContext): ToolContext['progress'] {
  const token = ctx.mcpReq._meta?.progressToken;
  let step = 0;
  return async (message, total) => {
    if (token === undefined) return;
    step += 1;
    await ctx.mcpReq.notify({
      method: 'notifications/progress',
      params: { progressToken: token, progress: step, ...(total === undefined ? {} : { total }), message },
    });
  };
}

/** authenticate → parse with the REST schemas → one service → serialize with the response schema. */
async function callTool(tool: McpToolSpec, args: Record<string, unknown> | undefined, ctx: ServerContext, scope: McpRequestScope): Promise<CallToolResult> {
  try {
    // Access first, as the REST routes do: an anonymous caller learns nothing about ids or arguments.
    const auth = tool.access === 'organization' ? await requireOrganization(scope.caller) : undefined;
    // The token's scope for the tool's action, from the one table, as the REST route wrapper checks it.
    if (auth) authorizeScope(auth, tool.operation!.action!);
    const input = parseToolArguments(tool, args);
    const context = { auth, caller: scope.caller, clientIp: scope.clientIp, origin: scope.origin, signal: ctx.mcpReq.signal, progress: progressOf(ctx) };
    const result = await tool.run(input as never, context as never);
    const { text, json } = serializeResult(resultSchemaOf(tool), result);
    // Structured content with its JSON text too, for clients that read only text (2026-07-28 server/tools §Structured Content).
    return { content: [{ type: 'text', text }], structuredContent: json };
  } catch (error) {
    return toolErrorResult(error);
  }
}

export function createMcpServer(scope: McpRequestScope): McpServer {
  const server = new McpServer(
    {
      name: mcpServerName(scope.origin),
      version: MCP_SERVER_VERSION,
      title: MCP_SERVER_TITLE,
      description: MCP_SERVER_DESCRIPTION,
      websiteUrl: `${scope.origin}/`,
    },
    {
      // The lists change only with a new release, never while a client is connected: nothing to subscribe to.
      capabilities: { tools: { listChanged: false }, resources: { listChanged: false }, prompts: { listChanged: false } },
      instructions: mcpInstructions(scope.origin),
      cacheHints: {
        'tools/list': LIST_CACHE,
        'prompts/list': LIST_CACHE,
        'resources/templates/list': LIST_CACHE,
        // Site reports of the key's organization are listed: private to the caller.
        'resources/list': { ttlMs: 0, cacheScope: 'private' },
        'server/discover': LIST_CACHE,
      },
    },
  );
  for (const tool of MCP_TOOLS) {
    const schemas = toolSchemas(tool);
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: tool.description,
        inputSchema: schemas.input,
        outputSchema: schemas.output,
        annotations: { title: tool.title, ...tool.annotations },
      },
      (args, ctx) => callTool(tool, args, ctx, scope),
    );
  }
  registerResources(server, scope);
  registerPrompts(server, scope);
  return server;
}
