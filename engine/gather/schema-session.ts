// One compile clock per audit (parse/json-schema.ts, SCHEMA_COMPILE_LIMITS.auditMs), shared by every gatherer that
// compiles a schema the site declares: MCP tools, WebMCP tools of the rendered view, OpenAPI response schemas.
import { createSchemaSession, type SchemaSession } from '../parse/json-schema.js';
import type { GatherContext } from './context.js';

const sessions = new WeakMap<GatherContext, SchemaSession>();

export function schemaSessionOf(ctx: GatherContext): SchemaSession {
  let session = sessions.get(ctx);
  if (!session) sessions.set(ctx, (session = createSchemaSession()));
  return session;
}
