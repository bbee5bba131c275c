// Machine-readable descriptions a `service-desc` link may point at that are not OpenAPI (checks.md 6, 2026-11):
// OpenRPC, AsyncAPI and MCP server cards are real descriptions of a service, reported as what they are, never as a
// broken OpenAPI description. Recognised by media type (the link's `type` or the served one), profile, or content.
import { isObject } from './json-values.js';

export type OtherDescriptionKind = 'OpenRPC' | 'AsyncAPI' | 'MCP server card';

const BY_MEDIA_TYPE: ReadonlyArray<[RegExp, OtherDescriptionKind]> = [
  [/openrpc/i, 'OpenRPC'],
  [/asyncapi/i, 'AsyncAPI'],
  [/mcp-server-card/i, 'MCP server card'],
];

/** What kind of non-OpenAPI description this is, or null (OpenAPI, or nothing recognised). */
export function otherDescriptionKind(value: unknown, mediaTypes: ReadonlyArray<string | null | undefined>): OtherDescriptionKind | null {
  if (isObject(value)) {
    if (typeof value.openapi === 'string' || typeof value.swagger === 'string') return null;
    if (typeof value.openrpc === 'string') return 'OpenRPC';
    if (typeof value.asyncapi === 'string') return 'AsyncAPI';
    if (typeof value.$schema === 'string' && /server-card/i.test(value.$schema)) return 'MCP server card';
  }
  for (const type of mediaTypes) {
    const match = type ? BY_MEDIA_TYPE.find(([pattern]) => pattern.test(type)) : undefined;
    if (match) return match[1];
  }
  return null;
}
