// One reading of each document (issue 34, point 3): a response body is parsed once, whichever gatherer reads it (the
// fetch is memoized per audit, so gatherers asking for the same document hold the same response); every reader then
// shares one value, and a server card is validated once, where it was gathered.
import { describe, expect, it } from 'vitest';
import { parseDocument } from '../../../engine/gather/json-document.js';
import { mcpCardSource } from '../../../engine/gather/mcp.js';
import { expectedFileOf } from '../../../engine/gather/soft404.js';
import { ORIGIN, fetched } from '../../helpers/engine/build.js';

describe('one reading of each document', () => {
  it('parses a response once: two readers of the same response share its value, another response is parsed anew', () => {
    const url = `${ORIGIN}/.well-known/oauth-protected-resource`;
    const result = fetched(url, { type: 'application/json', body: '{"resource": "https://site.test", "authorization_servers": ["https://site.test"]}' });
    const first = parseDocument(expectedFileOf(url, result));
    const second = parseDocument(expectedFileOf(url, result));
    expect(first.kind === 'ok' && second.kind === 'ok' && first.value === second.value).toBe(true);
    const again = parseDocument(expectedFileOf(url, fetched(url, { type: 'application/json', body: '{"resource": "https://site.test"}' })));
    expect(again.kind === 'ok' && first.kind === 'ok' && again.value !== first.value).toBe(true);
  });

  it('validates a server card once, where it is gathered, for every reader', () => {
    const url = `${ORIGIN}/mcp/server-card`;
    const card = { $schema: 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json', name: 'test/site', version: '1.0.0', description: 'Tools.', remotes: [{ type: 'streamable-http', url: `${ORIGIN}/mcp` }] };
    const source = mcpCardSource('endpoint', url, parseDocument(expectedFileOf(url, fetched(url, { type: 'application/json', body: JSON.stringify(card) }))));
    expect(source.validation).toEqual({ schemaOk: true, schema: card.$schema, missing: [], remoteUrls: [`${ORIGIN}/mcp`], problems: [] });
    expect(mcpCardSource('endpoint', url, parseDocument(expectedFileOf(url, fetched(url, { status: 404 })))).validation).toBeNull();
  });
});
