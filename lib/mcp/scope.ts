// What every handler of one MCP request knows about it, derived once per HTTP request.
import type { AuthInfo } from '@modelcontextprotocol/server';
import { bearerToken } from '@/lib/auth/api-keys';
import { clientIp } from '@/lib/net/client-ip';
import { publicOrigin } from '@/lib/net/public-origin';
import type { McpCaller } from './authenticate';

export interface McpRequestScope {
  caller: McpCaller;
  clientIp: string;
  origin: string;
}

/** The SDK hands handlers an AuthInfo (pass-through); the caller rides in its `extra`. */
export function authInfoOf(caller: McpCaller, authorization: string | null): AuthInfo | undefined {
  if (caller.kind === 'anonymous') return undefined;
  const organization = caller.kind === 'organization' ? caller.auth : undefined;
  const clientId = organization ? (organization.credential.kind === 'oauth' ? organization.credential.clientId : organization.credential.id) : 'refused';
  return { token: bearerToken(authorization) ?? '', clientId, scopes: [...(organization?.scopes ?? [])], extra: { caller } };
}

export function scopeOf(authInfo: AuthInfo | undefined, request: Request | undefined): McpRequestScope {
  const caller = (authInfo?.extra?.caller as McpCaller | undefined) ?? { kind: 'anonymous' };
  return {
    caller,
    clientIp: request ? clientIp(request) : 'unknown',
    origin: request ? publicOrigin(request) : '',
  };
}
