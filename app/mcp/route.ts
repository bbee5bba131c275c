// The MCP endpoint (Streamable HTTP, 2026-07-28 and 2025 revisions): see lib/mcp/request.ts.
import { handleMcpRequest } from '@/lib/mcp/request';

export const dynamic = 'force-dynamic';

export const POST = handleMcpRequest;
// Neither era's stateless serving has a GET stream or a session to DELETE: the SDK answers 405.
export const GET = handleMcpRequest;
export const DELETE = handleMcpRequest;
