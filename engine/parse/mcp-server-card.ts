// An MCP server card, judged against the current experimental server-card extension
// (modelcontextprotocol/experimental-ext-server-card, schema.json `ServerCard`): the one `$schema` it must carry,
// the required `name` (namespace/name), `version` and `description`, and the remote endpoints it names.
import { MCP_CARD_SCHEMA, MCP_CARD_TYPE } from '../well-known.js';
import { isObject } from './json-values.js';
import { resolveUrl } from './urls.js';

export { MCP_CARD_TYPE };

/** schema.json `ServerCard.name.pattern`: exactly one slash between a reverse-DNS namespace and the server's name. */
const CARD_NAME = /^[a-zA-Z0-9.-]+\/[a-zA-Z0-9._-]+$/;
/** schema.json `ServerCard.version`: "Version ranges are rejected (e.g. '^1.2.3', '~1.2.3', '>=1.2.3', '1.x', '1.*')". */
const VERSION_RANGE = /^[\^~<>=]|(^|\.)[xX*](\.|$)|\s-\s|\|\|/;
const TRANSPORTS = ['streamable-http', 'sse'];

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
    result.missing.push('$schema', 'name', 'version', 'description');
    return result;
  }
  result.schema = typeof value.$schema === 'string' ? value.$schema : null;
  result.schemaOk = result.schema === MCP_CARD_SCHEMA;
  if (result.schema === null) result.missing.push('$schema');
  else if (!result.schemaOk) result.problems.push(`$schema "${result.schema}" is not the current server-card schema ${MCP_CARD_SCHEMA}`);
  for (const field of ['name', 'version', 'description']) {
    if (typeof value[field] !== 'string' || value[field] === '') result.missing.push(field);
  }
  const { name, version, description, title } = value;
  if (typeof name === 'string' && name !== '' && (!CARD_NAME.test(name) || name.length < 3 || name.length > 200)) {
    result.problems.push(`name "${name.slice(0, 80)}" is not in namespace/name form (reverse DNS, one slash, e.g. com.example/weather)`);
  }
  if (typeof version === 'string' && version !== '' && (VERSION_RANGE.test(version) || version.length > 255)) {
    result.problems.push(`version "${version.slice(0, 40)}" is a range, not one version`);
  }
  if (typeof description === 'string' && description.length > 100) result.problems.push(`description is ${description.length} characters (at most 100)`);
  if (title !== undefined && (typeof title !== 'string' || title === '' || title.length > 100)) result.problems.push('title is not a string of 1 to 100 characters');
  if (value.remotes !== undefined) {
    if (!Array.isArray(value.remotes)) result.problems.push('remotes is not an array');
    else for (const remote of value.remotes) judgeRemote(remote, cardUrl, result);
  }
  return result;
}

/** schema.json `Remote`: `type` (sse or streamable-http) and `url` are required. */
function judgeRemote(remote: unknown, cardUrl: string, result: ServerCardValidation): void {
  const url = isObject(remote) && typeof remote.url === 'string' ? resolveUrl(remote.url, cardUrl) : null;
  if (!url) {
    result.problems.push('a remotes entry has no usable url');
    return;
  }
  const type = isObject(remote) ? remote.type : undefined;
  if (type === 'sse') return;
  // Without a known type the card is incomplete, but its URL is still the endpoint a client would try first.
  if (typeof type !== 'string' || !TRANSPORTS.includes(type)) result.problems.push(`the remote ${url} has no transport type (type: "streamable-http" or "sse")`);
  result.remoteUrls.push(url);
}
