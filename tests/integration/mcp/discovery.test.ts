// Integration tier (the service in this process); the proof that all of it is found, the CLI (a process of its own)
// auditing our own service, needs a real server: tests/system/mcp/discovery-self-audit.test.ts.
// How clients find our MCP server before connecting: the server card at <endpoint>/server-card, validated against
// the experimental server-card extension's own schema (fixtures/server-card.schema.json, copied from
// modelcontextprotocol/experimental-ext-server-card schema.json at commit 8924e08), the AI Catalog entry that lists
// it and our A2A agent card, the API catalog, llms.txt and our Agent Skills Discovery index. Absolute URLs follow the
// configured public URL (AGENTGAUGE_PUBLIC_URL).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE_VERSION } from '../../../engine/version';
import { request } from '../../helpers/http';
import { startInProcessService, type InProcessService } from '../../helpers/in-process/service';
import { rawModernRequest } from '../../helpers/mcp/mcp-client';

const CARD_SCHEMA = JSON.parse(readFileSync(new URL('../../fixtures/mcp/server-card.schema.json', import.meta.url), 'utf8'));
const PUBLIC_URL = 'https://gauge.example.org';
const SKILLS_SCHEMA = 'https://schemas.agentskills.io/discovery/0.2.0/schema.json';
/** A GET with a Host header of our choosing (fetch sets Host from the URL). */
function getWithHost(baseUrl: string, path: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseUrl}${path}`, { headers: { host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve(body));
    });
    request.on('error', reject);
  });
}

function cardValidator() {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats.default(ajv);
  return ajv.compile({ ...CARD_SCHEMA, $ref: '#/$defs/ServerCard' });
}

describe('MCP discovery documents', () => {
  let server: InProcessService;

  beforeAll(async () => {
    server = await startInProcessService();
  }, 600_000);
  afterAll(() => server?.stop());

  it('serves a server card that is valid against the extension schema and matches server/discover (docs/discovery.md §Consistency with Runtime Behavior)', async () => {
    const card = await request(server.baseUrl, '/mcp/server-card', { headers: { accept: 'application/mcp-server-card+json' } });
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('application/mcp-server-card+json');
    const body = JSON.parse(card.text);
    const validate = cardValidator();
    expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
    expect(body).toMatchObject({
      $schema: 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json',
      name: '127.0.0.1/agentgauge',
      title: 'Agent Gauge',
      websiteUrl: `${server.baseUrl}/`,
      remotes: [{ type: 'streamable-http', url: `${server.baseUrl}/mcp` }],
    });
    expect(body.name).toMatch(/^[a-zA-Z0-9.-]+\/[a-zA-Z0-9._-]+$/);

    const discover = await rawModernRequest(server.baseUrl, 'server/discover');
    const serverInfo = discover.body.result._meta['io.modelcontextprotocol/serverInfo'];
    expect({ name: body.name, version: body.version }).toEqual({ name: serverInfo.name, version: serverInfo.version });
    const versions: string[] = body.remotes[0].supportedProtocolVersions;
    expect(versions).toEqual(expect.arrayContaining(discover.body.result.supportedVersions));
    // Every 2025-era revision the card names is one initialize really negotiates.
    for (const version of versions.filter((candidate) => !discover.body.result.supportedVersions.includes(candidate))) {
      const response = await fetch(`${server.baseUrl}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: version, capabilities: {}, clientInfo: { name: 't', version: '1' } } }),
      });
      expect(await response.text(), version).toContain(`"protocolVersion":"${version}"`);
    }
  });

  it('lets any origin read the card, caches it for an hour and answers If-None-Match with 304 (docs/discovery.md §CORS Requirements, §Caching)', async () => {
    const first = await request(server.baseUrl, '/mcp/server-card', { headers: { origin: 'https://client.example' } });
    expect(first.headers.get('access-control-allow-origin')).toBe('*');
    expect(first.headers.get('access-control-expose-headers')).toBe('ETag');
    expect(first.headers.get('cache-control')).toBe('public, max-age=3600');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await request(server.baseUrl, '/mcp/server-card', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    const preflight = await fetch(`${server.baseUrl}/mcp/server-card`, { method: 'OPTIONS', headers: { origin: 'https://client.example', 'access-control-request-method': 'GET' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET');
  });

  it('lists the MCP server card and the A2A agent card in the AI Catalog at both catalog paths: specVersion, host, urn:air: identifiers, 2–5 representative queries (ARD 0.91, checks.md 2026-11)', async () => {
    const catalog = await request(server.baseUrl, '/.well-known/ai-catalog.json');
    const ard = await request(server.baseUrl, '/.well-known/ard.json');
    expect(ard.status).toBe(200);
    expect(ard.headers.get('content-type')).toBe('application/ai-catalog+json');
    expect(ard.text).toBe(catalog.text);
    expect(catalog.status).toBe(200);
    expect(catalog.headers.get('content-type')).toBe('application/ai-catalog+json');
    const body = JSON.parse(catalog.text);
    expect(body).toEqual({
      specVersion: '1.0',
      host: { displayName: 'Agent Gauge', identifier: '127.0.0.1', documentationUrl: `${server.baseUrl}/llms.txt` },
      entries: [
        {
          identifier: 'urn:air:127.0.0.1:mcp:agentgauge',
          displayName: 'Agent Gauge MCP server',
          type: 'application/mcp-server-card+json',
          url: `${server.baseUrl}/mcp/server-card`,
          description: expect.any(String),
          version: ENGINE_VERSION,
          representativeQueries: ['audit a website for AI agent readiness', 'which checks does my site fail for AI agents', 'compare two readiness audits of my site'],
        },
        {
          identifier: 'urn:air:127.0.0.1:a2a:agentgauge',
          displayName: 'Agent Gauge A2A agent',
          type: 'application/a2a-agent-card+json',
          url: `${server.baseUrl}/.well-known/agent-card.json`,
          description: expect.any(String),
          version: ENGINE_VERSION,
          representativeQueries: ['ask an agent to check my site for AI agent readiness', 'how do I fix an agent readiness finding'],
        },
      ],
    });
    for (const entry of body.entries) {
      const card = await fetch(entry.url, { headers: { accept: entry.type } });
      expect(card.status).toBe(200);
    }
  });

  it('names the MCP endpoint in the API catalog (RFC 9727) and in llms.txt', async () => {
    const linkset = JSON.parse((await request(server.baseUrl, '/.well-known/api-catalog')).text).linkset;
    expect(linkset).toContainEqual({
      anchor: `${server.baseUrl}/mcp`,
      'service-desc': [{ href: `${server.baseUrl}/mcp/server-card`, type: 'application/mcp-server-card+json' }],
      'service-doc': [{ href: `${server.baseUrl}/llms.txt`, type: 'text/markdown' }],
    });
    const llms = (await request(server.baseUrl, '/llms.txt')).text;
    expect(llms).toContain(`## MCP server\n\n- MCP endpoint (Streamable HTTP, revisions 2026-07-28 and 2025): ${server.baseUrl}/mcp;`);
    expect(llms).toContain(`[MCP server card](${server.baseUrl}/mcp/server-card)`);
    expect(llms).toContain(
      `## A2A agent\n\n- [A2A agent card](${server.baseUrl}/.well-known/agent-card.json): A2A 1.0, JSON-RPC binding at ${server.baseUrl}/a2a (send the header A2A-Version: 1.0); skills audit-site, get-report, list-checks, no account needed\n`,
    );
  });

  it('publishes an Agent Skills Discovery 0.2.0 index whose sha256 digests match the SKILL.md bytes served (agent-skills-discovery-rfc README §Index Format, §Integrity and Verification, §HTTP Considerations)', async () => {
    const index = await request(server.baseUrl, '/.well-known/agent-skills/index.json');
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toBe('application/json');
    expect(index.headers.get('access-control-allow-origin')).toBe('*');
    const body = JSON.parse(index.text);
    expect(body.$schema).toBe(SKILLS_SCHEMA);
    expect(body.skills.map((skill: { name: string }) => skill.name)).toEqual(['agentgauge-audit', 'agentgauge-fix']);
    for (const skill of body.skills) {
      expect(Object.keys(skill).sort()).toEqual(['description', 'digest', 'name', 'type', 'url']);
      expect(skill.name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(skill.type).toBe('skill-md');
      expect(skill.description.length).toBeLessThanOrEqual(1024);
      expect(skill.url).toBe(`${server.baseUrl}/.well-known/agent-skills/${skill.name}/SKILL.md`);
      const served = await fetch(skill.url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(skill.digest).toBe(`sha256:${createHash('sha256').update(bytes).digest('hex')}`);
      // The SKILL.md front matter names the same skill with the same description (agentskills.io specification).
      expect(bytes.toString('utf8').startsWith(`---\nname: ${skill.name}\ndescription: ${skill.description}\n---\n\n# `)).toBe(true);
      expect(bytes.toString('utf8')).toContain(`${server.baseUrl}/mcp`);
      const head = await fetch(skill.url, { method: 'HEAD' });
      expect([head.status, head.headers.get('content-type')]).toEqual([200, 'text/markdown; charset=utf-8']);
    }
    const unknown = await request(server.baseUrl, '/.well-known/agent-skills/no-such-skill/SKILL.md');
    expect([unknown.status, unknown.body]).toEqual([
      404,
      { error: 'not-found', message: 'No skill of that name is published here; /.well-known/agent-skills/index.json lists them.' },
    ]);
    const llms = (await request(server.baseUrl, '/llms.txt')).text;
    expect(llms).toContain(`## Agent skills\n\n- [Agent skills index](${server.baseUrl}/.well-known/agent-skills/index.json)`);
    expect(llms).toContain(`- [agentgauge-audit skill](${server.baseUrl}/.well-known/agent-skills/agentgauge-audit/SKILL.md): `);
  });

  // The CLI's audit of our own service (grade A under --profile auto): tests/system/mcp/discovery-self-audit.test.ts.
});

describe('MCP discovery documents behind a configured public URL', () => {
  let server: InProcessService;

  beforeAll(async () => {
    server = await startInProcessService({ env: { AGENTGAUGE_PUBLIC_URL: PUBLIC_URL } });
  }, 600_000);
  afterAll(() => server?.stop());

  it('builds every absolute URL and the card name from AGENTGAUGE_PUBLIC_URL, whatever Host the request carries', async () => {
    const card = JSON.parse(await getWithHost(server.baseUrl, '/mcp/server-card', 'attacker.example'));
    expect(card.name).toBe('org.example.gauge/agentgauge');
    expect(card.remotes[0].url).toBe(`${PUBLIC_URL}/mcp`);
    const catalog = JSON.parse(await getWithHost(server.baseUrl, '/.well-known/ai-catalog.json', 'attacker.example'));
    expect(catalog.entries[0]).toMatchObject({ identifier: 'urn:air:gauge.example.org:mcp:agentgauge', url: `${PUBLIC_URL}/mcp/server-card` });
    const skills = JSON.parse(await getWithHost(server.baseUrl, '/.well-known/agent-skills/index.json', 'attacker.example'));
    expect(skills.skills[0].url).toBe(`${PUBLIC_URL}/.well-known/agent-skills/agentgauge-audit/SKILL.md`);
    const skill = await getWithHost(server.baseUrl, '/.well-known/agent-skills/agentgauge-audit/SKILL.md', 'attacker.example');
    expect(skill).toContain(`Connect to ${PUBLIC_URL}/mcp (Streamable HTTP`);
    expect(skill).toContain(`agent card is at ${PUBLIC_URL}/.well-known/agent-card.json; its JSON-RPC endpoint is ${PUBLIC_URL}/a2a\n`);
    expect(skill).not.toContain('attacker.example');
    // The CLI install line is this service's own (as the dashboard gives it); the registry is named only as the release path.
    expect(skill).toContain(`Install the CLI from this service with \`npm i -g ${PUBLIC_URL}/cli/latest.tgz\``);
    expect(skill).not.toContain('npm i -g @agentgauge/cli');
    const fixSkill = await getWithHost(server.baseUrl, '/.well-known/agent-skills/agentgauge-fix/SKILL.md', 'attacker.example');
    expect(fixSkill).toContain(`(the CLI, installed from this service: \`npm i -g ${PUBLIC_URL}/cli/latest.tgz\`)`);
    expect(fixSkill).not.toContain('npm i -g @agentgauge/cli');
    const agentCard = JSON.parse(await getWithHost(server.baseUrl, '/.well-known/agent-card.json', 'attacker.example'));
    expect(agentCard.supportedInterfaces).toEqual([{ url: `${PUBLIC_URL}/a2a`, protocolBinding: 'JSONRPC', protocolVersion: '1.0' }]);
    expect(agentCard.provider.url).toBe(`${PUBLIC_URL}/`);
    expect(catalog.entries[1]).toMatchObject({ identifier: 'urn:air:gauge.example.org:a2a:agentgauge', url: `${PUBLIC_URL}/.well-known/agent-card.json` });
  });

  it('accepts browser requests only from the configured origin\'s host', async () => {
    expect((await rawModernRequest(server.baseUrl, 'server/discover', {}, { origin: PUBLIC_URL })).status).toBe(200);
    expect((await rawModernRequest(server.baseUrl, 'server/discover', {}, { origin: server.baseUrl })).status).toBe(403);
    expect((await rawModernRequest(server.baseUrl, 'server/discover')).status).toBe(200);
  });
});
