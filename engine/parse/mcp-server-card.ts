// An MCP server card (experimental server-card extension): its $schema, required fields and remote endpoints.
import { isObject } from './json-values.js';
import { resolveUrl } from './urls.js';

export const MCP_CARD_TYPE = 'application/mcp-server-card+json';

/** Published server-card (and registry server.json) schemas live under this path, one folder per version. */
const CARD_SCHEMA = /^https:\/\/static\.modelcontextprotocol\.io\/schemas\/[\w.-]+\/server(-card)?\.schema\.json$/;

export interface ServerCardValidation {
  schemaOk: boolean;
  schema: string | null;
  missing: string[];
  /** Streamable HTTP endpoints named in `remotes`. */
  remoteUrls: string[];
  problems: string[];
}

export function validateServerCard(value: unknown, cardUrl: string): ServerCardValidation {
  const result: ServerCardValidation = { schemaOk: false, schema: null, missing: [], remoteUrls: [], problems: [] };
  if (!isObject(value)) {
    result.problems.push('the card is not a JSON object');
    result.missing.push('$schema', 'name', 'version');
    return result;
  }
  result.schema = typeof value.$schema === 'string' ? value.$schema : null;
  result.schemaOk = result.schema !== null && CARD_SCHEMA.test(result.schema);
  if (result.schema === null) result.missing.push('$schema');
  else if (!result.schemaOk)
    result.problems.push(`$schema "${result.schema}" is not a published MCP server-card schema`);
  for (const field of ['name', 'version', 'description']) {
    if (typeof value[field] !== 'string' || value[field] === '') result.missing.push(field);
  }
  if (value.remotes !== undefined) {
    if (!Array.isArray(value.remotes)) result.problems.push('remotes is not an array');
    else {
      for (const remote of value.remotes) {
        const url = isObject(remote) && typeof remote.url === 'string' ? resolveUrl(remote.url, cardUrl) : null;
        if (!url) {
          result.problems.push('a remotes entry has no usable url');
          continue;
        }
        if (isObject(remote) && remote.type !== undefined && remote.type !== 'streamable-http') continue;
        result.remoteUrls.push(url);
      }
    }
  }
  return result;
}
