// One translation of what a service throws into MCP answers, through the REST API's own translateError: the same
// `error` codes and messages as the REST API's JSON bodies. Tools report them as tool execution errors, which the
// model can act on (2026-07-28 server/tools §Error Handling: "Tool Execution Errors ... are reported in tool results
// with isError: true"); resources and prompts have no error result, so they answer a JSON-RPC error carrying the
// same body in `data`.
import { ProtocolError, ProtocolErrorCode, type CallToolResult } from '@modelcontextprotocol/server';
import { errorBodyOf, type ErrorBody } from '@/lib/http/error-body';

/** The REST error body, plus Retry-After's seconds (an MCP client cannot see the HTTP header of a tool's failure). */
export type McpErrorBody = ErrorBody;

function withoutStatus({ status: _status, ...body }: McpErrorBody & { status: number }): McpErrorBody {
  return body;
}

export function toolErrorResult(thrown: unknown): CallToolResult {
  const body = withoutStatus(errorBodyOf(thrown));
  return { content: [{ type: 'text', text: JSON.stringify(body) }], isError: true };
}

/** A JSON-RPC error for resources/read and prompts/get: client errors (not found included) are invalid params with
 *  the uri in `data`, as a resource miss must be (2026-07-28 server/resources §Error Handling); the rest internal. */
export function protocolErrorOf(thrown: unknown, uri?: string): ProtocolError {
  const body = errorBodyOf(thrown);
  const code = body.status < 500 ? ProtocolErrorCode.InvalidParams : ProtocolErrorCode.InternalError;
  return new ProtocolError(code, body.message, { ...withoutStatus(body), ...(uri === undefined ? {} : { uri }) });
}
