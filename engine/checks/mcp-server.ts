import { about, fail, info, outcome, pass, warn, type DraftFinding } from '../findings.js';
import type { McpArtifact, McpCardSource, McpProbe } from '../gather/mcp.js';
import type { McpAuthorizationArtifact } from '../gather/mcp-authorization.js';
import { AI_CATALOG_TYPE, MCP_CARD_SCHEMA, MCP_CARD_TYPE } from '../well-known.js';
import { isOwnLimit } from '../measured.js';
import { defineCheck } from './define.js';
import { CATALOG_ENTRY_CODES, unusableEntriesFinding } from './helpers/catalog-entries.js';
import { DOCUMENT_CODES, documentEvidence, documentProblem } from './helpers/document-findings.js';
import { MCP_CARD_LIVE_CODES, judgeCardAgainstLive } from './helpers/mcp-card-live.js';
import { MCP_LIST_META_CODES, judgeListMeta } from './helpers/mcp-list-meta.js';
import { MCP_TOOL_CODES, cardToolNames, judgeListing } from './helpers/mcp-tools.js';
import { chainVerdict, describeVerdict } from './helpers/oauth-chain.js';
import { mcpCapability } from './helpers/mcp-capability.js';

const CODES = {
  ...DOCUMENT_CODES,
  ...MCP_TOOL_CODES,
  ...MCP_LIST_META_CODES,
  ...MCP_CARD_LIVE_CODES,
  ...CATALOG_ENTRY_CODES,
  'card-incomplete': 'A server card misses required fields, has another $schema than the current server-card schema, or a name not in namespace/name form (subject: the card URL).',
  'catalog-invalid': 'The AI Catalog at /.well-known/ai-catalog.json does not parse, so no card can be found through it (api-catalog judges the catalog).',
  'card-legacy-path': 'A valid server card was found only at a legacy path (subject: the card URL).',
  'card-valid': 'A valid server card is published at a current location (subject: the card URL).',
  'ucp-listed':
    'No server card, but the UCP business profile (/.well-known/ucp) lists the MCP endpoint among its services\' transports: commerce agents find it there; MCP registries and clients that read server cards do not.',
  'ucp-not-probed': 'The UCP profile lists an MCP endpoint that was not called: on another site than the one audited, or beyond the one endpoint an audit probes (subject: the endpoint).',
  'card-remote-elsewhere': 'A server card names an MCP endpoint on another site than the one audited: declared, not called, and not credited to the audited site (subject: the endpoint).',
  'no-valid-card': 'No valid MCP server card was found.',
  'card-fetch-failed': 'A card location could not be fetched while another answer was enough to judge (subject: its URL).',
  live: 'The endpoint answers server/discover (2026-07-28) or initialize (2025 revisions) over Streamable HTTP and lists tools; the message names the revision.',
  'no-tools': 'The endpoint answers server/discover or initialize, but tools/list returns no tools.',
  'auth-metadata': 'The endpoint requires OAuth and points at valid protected resource metadata.',
  'auth-without-metadata': 'The endpoint answers 401 without usable protected resource metadata.',
  'auth-chain-complete':
    'From the 401 challenge, a client walks to a token: the protected resource metadata lists authorization servers whose metadata, jwks_uri, authorization and token endpoints answer as OAuth says, with PKCE S256.',
  'auth-chain-broken':
    'The OAuth chain from the 401 challenge breaks (the detail names each broken link; oauth-discovery and oauth-protected-resource carry the evidence).',
  'auth-chain-not-walked': 'The OAuth chain from the 401 challenge was not walked (beyond the authorization servers walked per audit, or it could not be gathered).',
  'no-endpoint': 'No MCP endpoint answers at the endpoint named by the card, or at /mcp.',
  'tools-list-failed': 'The endpoint answers server/discover or initialize, but tools/list failed.',
  'endpoint-broken': 'Something answered at the endpoint, but the MCP exchange failed.',
  'endpoint-not-measured':
    "The MCP endpoint was called but not measured: the audit's own limits (its time budget, its target rules) ended the call; the card's verdict stands, no endpoint points counted.",
  'discover-failed': 'The endpoint answered the 2026-07-28 server/discover request with neither JSON-RPC nor an error a 2025-era server gives.',
  'header-mismatch':
    'The endpoint speaks MCP 2026-07-28 and validates the standard headers, but refused a request of the audit with HeaderMismatch (400, -32020); the audit sends Mcp-Method and Mcp-Name as the revision requires (basic/transports/streamable-http §Server Validation).',
} as const;
type Code = keyof typeof CODES;

/** Half the score is the card, half the live endpoint. */
const CARD_VALID = 50;
const CARD_LEGACY = 35;
/** No card, but the UCP profile lists the endpoint: found by agents that read UCP, not by those that read cards. */
const UCP_LISTED = 35;
const CARD_INCOMPLETE = 25;
const LIVE_WITH_TOOLS = 50;
const LIVE_NO_TOOLS = 30;
const AUTH_WITHOUT_METADATA = 20;
/** A 401 with valid metadata whose OAuth chain breaks: the endpoint answers, but no client can get a token to call it. */
const AUTH_CHAIN_BROKEN = 30;

const CARD_HINT = `Publish a server card (with "$schema": "${MCP_CARD_SCHEMA}", "name" in namespace/name form such as "com.example/weather", version, a description of at most 100 characters and remotes[] with type "streamable-http" and url) at <endpoint>/server-card and list it in /.well-known/ai-catalog.json as type ${MCP_CARD_TYPE}.`;

const CATALOG_HINT = `Fix /.well-known/ai-catalog.json (served as ${AI_CATALOG_TYPE}): {"specVersion": "1.0", "host": {"displayName": "…"}, "entries": [{"identifier": "urn:air:example.com:mcp:weather", "displayName": "…", "type": "${MCP_CARD_TYPE}", "url": "https://example.com/mcp/server-card"}]}: every entry has identifier, displayName, type and exactly one of url or data.`;

/**
 * The AI Catalog itself is judged by api-catalog alone (checks.md, 2026-11): here only a catalog that does not parse,
 * or a server-card entry api-catalog judges unusable, is named, as information, because it hides a card from clients
 * that discover through it (2026-12: such an entry is no card source; the finding names api-catalog's).
 */
function judgeCatalog(artifact: McpArtifact): DraftFinding<Code> | null {
  const catalog = artifact.catalog;
  if (catalog.kind === 'invalid') {
    return info('catalog-invalid', `The AI Catalog at ${catalog.url} does not parse, so no server card could be found through it (the api-catalog check judges the catalog).`, documentEvidence(catalog), CATALOG_HINT);
  }
  return unusableEntriesFinding(artifact.catalogEntries, 'server card', CATALOG_HINT);
}

interface JudgedCard {
  source: McpCardSource;
  points: number;
  findings: Array<DraftFinding<Code>>;
  /** HTML, soft 404 or empty where the card should be: counts as absent, never as "another invalid card". */
  absent: boolean;
}

function judgeCard(source: McpCardSource): JudgedCard | null {
  const judged = judgeCardAt(source);
  return judged && { ...judged, findings: judged.findings.map((finding) => about(source.url, finding)) };
}

function judgeCardAt(source: McpCardSource): JudgedCard | null {
  const document = source.document;
  const where = source.via === 'legacy' ? `the legacy path ${source.url}` : source.url;
  if (document.kind !== 'ok') {
    if (document.kind === 'error' || (document.kind === 'missing' && document.file.kind === 'absent')) return null;
    const problem = documentProblem(`The MCP server card at ${where}`, document, CARD_HINT);
    return problem ? { source, points: 0, findings: [problem], absent: document.kind === 'missing' } : null;
  }
  const evidence = documentEvidence(document);
  const validation = source.validation!;
  const issues = [...validation.problems, ...validation.missing.map((field) => `"${field}" is missing`)];
  if (issues.length > 0) {
    return {
      source,
      points: CARD_INCOMPLETE,
      absent: false,
      findings: [warn('card-incomplete', `The MCP server card at ${where} is incomplete: ${issues.join('; ')}.`, evidence, CARD_HINT)],
    };
  }
  if (source.via === 'legacy') {
    return {
      source,
      points: CARD_LEGACY,
      absent: false,
      findings: [
        warn(
          'card-legacy-path',
          `A valid MCP server card was found only at the legacy path ${source.url}.`,
          evidence,
          'Serve the card at <endpoint>/server-card and list it in /.well-known/ai-catalog.json; keep the legacy path as a copy if you like.',
        ),
      ],
    };
  }
  const how = source.via === 'ai-catalog' ? 'and listed in /.well-known/ai-catalog.json' : source.via === 'link' ? `at ${source.url}, advertised by a mcp-server-card link relation on the start page` : 'at <endpoint>/server-card';
  return {
    source,
    points: CARD_VALID,
    absent: false,
    findings: [pass('card-valid', `A valid MCP server card (${validation.schema}) is published ${how}.`, evidence, null)],
  };
}

const ENDPOINT_HINT =
  'Check the endpoint with the MCP Inspector: it must accept POST with Accept: application/json, text/event-stream and answer JSON-RPC: server/discover (2026-07-28), or initialize for 2025-era clients.';

/** 2026-07-28 basic/versioning §Terminology: modern revisions carry `_meta` per request, legacy ones initialize. */
function revisionOf(probe: Extract<McpProbe, { kind: 'live' }>): string {
  const version = probe.protocolVersion ?? 'an unnamed revision';
  return probe.era === 'modern'
    ? `MCP ${version} (answers server/discover, stateless)`
    : `the 2025-era MCP revision ${version} (initialize handshake; it does not answer the 2026-07-28 server/discover)`;
}

function judgeProbe(probe: McpProbe, endpoint: McpArtifact['endpoint'], authorization: McpAuthorizationArtifact): { points: number; findings: Array<DraftFinding<Code>> } {
  const how = {
    card: `named by the card ${endpoint.cardUrl}`,
    ucp: `listed by the UCP profile ${endpoint.profileUrl ?? '/.well-known/ucp'}`,
    default: 'the default path; no card names an endpoint',
    'start-url': 'the start URL, which answers 401 with a Bearer resource_metadata challenge; nothing answers at /mcp',
  }[endpoint.from];
  const named = `${endpoint.url} (${how})`;
  switch (probe.kind) {
    case 'live': {
      const server = [probe.serverName, probe.serverVersion].filter(Boolean).join(' ');
      const revision = revisionOf(probe);
      const detail = `${probe.url} — server ${server || 'unnamed'}, protocol ${probe.protocolVersion ?? 'unknown'} (${probe.era === 'modern' ? 'server/discover' : 'initialize handshake'}), tools: ${probe.toolNames.slice(0, 10).join(', ') || 'none'}`;
      if (probe.toolNames.length === 0) {
        return {
          points: LIVE_NO_TOOLS,
          findings: [
            warn(
              'no-tools',
              `The MCP endpoint ${named} speaks ${revision} but tools/list returns no tools.`,
              detail,
              'Register at least one tool so agents have something to call.',
            ),
          ],
        };
      }
      return {
        points: LIVE_WITH_TOOLS,
        findings: [
          pass(
            'live',
            `The MCP endpoint ${named} speaks ${revision} over Streamable HTTP and lists ${probe.toolNames.length} tool(s).`,
            detail,
            null,
          ),
        ],
      };
    }
    case 'auth-required': {
      const detail = `${probe.url} — HTTP 401, WWW-Authenticate: ${probe.challenge ?? '(none)'}`;
      if (probe.metadataUsable) {
        const metadata = pass(
          'auth-metadata',
          probe.metadataNamed
            ? `The MCP endpoint ${named} requires OAuth and points at valid protected resource metadata (${probe.metadataUrl}).`
            : `The MCP endpoint ${named} requires OAuth; its challenge names no resource_metadata, but valid protected resource metadata answers at the well-known URL ${probe.metadataUrl} (RFC 9728 §3.1).`,
          detail,
          null,
        );
        const chain = judgeAuthChain(probe, authorization);
        return { points: chain.points, findings: [metadata, chain.finding] };
      }
      const why = !probe.metadataUrl
        ? 'its WWW-Authenticate header names no resource_metadata and no metadata answers at the well-known URLs (RFC 9728 §3.1)'
        : probe.metadata?.kind !== 'ok'
          ? `the resource_metadata document ${probe.metadataUrl} did not load`
          : `the protected resource metadata at ${probe.metadataUrl} is not usable: ${probe.metadataProblems.join(' ')}`;
      return {
        points: AUTH_WITHOUT_METADATA,
        findings: [
          warn(
            'auth-without-metadata',
            `The MCP endpoint ${named} answers 401, but ${why}.`,
            detail,
            'Answer 401 with `WWW-Authenticate: Bearer resource_metadata="<origin>/.well-known/oauth-protected-resource"` and publish that RFC 9728 document (resource and authorization_servers).',
          ),
        ],
      };
    }
    case 'absent':
      return {
        points: 0,
        findings: [
          fail(
            'no-endpoint',
            `No MCP endpoint answers at ${named}.`,
            `${probe.url} — HTTP ${probe.status}${probe.soft404 ? ', an HTML page' : ''}`,
            'Serve MCP over Streamable HTTP (POST server/discover or initialize, then tools/list) at the endpoint your card names, or at /mcp.',
          ),
        ],
      };
    case 'broken':
      if (probe.headerMismatch !== undefined) {
        // A server that requires the standard headers is a 2026-07-28 server, not a broken one (issue 34).
        return {
          points: LIVE_NO_TOOLS,
          findings: [
            warn(
              'header-mismatch',
              `The MCP endpoint ${named} speaks MCP 2026-07-28 (it validates the standard request headers), but refused the audit's ${probe.step} request: ${probe.headerMismatch}.`,
              `${probe.url} — HTTP ${probe.status ?? '?'}, JSON-RPC error -32020 (HeaderMismatch)`,
              'Accept requests whose Mcp-Method and Mcp-Name headers mirror the body (Mcp-Name Base64-encoded as =?base64?…?= when not plain ASCII), as MCP 2026-07-28 basic/transports/streamable-http §Standard Request Headers defines them.',
            ),
          ],
        };
      }
      if (probe.step === 'tools/list') {
        return {
          points: LIVE_NO_TOOLS,
          findings: [
            warn(
              'tools-list-failed',
              `The MCP endpoint ${named} connects, but tools/list failed: ${probe.message}`,
              `${probe.url} — ${probe.status === null ? 'no HTTP answer' : `HTTP ${probe.status}`}`,
              'Declare the tools capability and answer tools/list with at least one tool.',
            ),
          ],
        };
      }
      if (probe.step === 'discover') {
        return {
          points: 0,
          findings: [
            fail(
              'discover-failed',
              `The MCP endpoint ${probe.url} answered, but not as MCP: ${probe.message}.`,
              `${probe.url} — ${probe.status === null ? 'no HTTP answer' : `HTTP ${probe.status}`}`,
              ENDPOINT_HINT,
            ),
          ],
        };
      }
      return {
        points: 0,
        findings: [
          fail(
            'endpoint-broken',
            `The MCP endpoint ${probe.url} answered, but ${probe.step} failed: ${probe.message}`,
            `${probe.url} — ${probe.status === null ? 'no HTTP answer' : `HTTP ${probe.status}`}`,
            ENDPOINT_HINT,
          ),
        ],
      };
    case 'error':
      // Our own limit ended the call: not measured, never a failure (engine/measured.ts); the card's verdict stands.
      return isOwnLimit(probe.failure)
        ? { points: 0, findings: [info('endpoint-not-measured', `The MCP endpoint ${probe.url} was not measured: ${probe.failure.message}`, `${probe.url} — ${probe.failure.code}`, null)] }
        : { points: 0, findings: [] };
  }
}

/**
 * An endpoint that needs authorization is judged on the chain a client walks from its challenge (issue 22: instead of
 * tools/list): every authorization server its protected resource metadata lists must lead to a token.
 */
function judgeAuthChain(
  probe: Extract<McpProbe, { kind: 'auth-required' }>,
  authorization: McpAuthorizationArtifact,
): { points: number; finding: DraftFinding<Code> } {
  const chain = authorization.chain;
  if (!chain) {
    return { points: LIVE_WITH_TOOLS, finding: info('auth-chain-not-walked', 'The OAuth chain from the 401 challenge could not be gathered.', probe.metadataUrl, null) };
  }
  const verdicts = probe.authorizationServers.map((issuer) => chainVerdict(chain, issuer));
  const detail = verdicts.map(describeVerdict).join('; ');
  const broken = verdicts.filter((verdict) => verdict.state === 'broken' || verdict.state === 'no-metadata');
  if (broken.length > 0) {
    return {
      points: AUTH_CHAIN_BROKEN,
      finding: warn(
        'auth-chain-broken',
        `The OAuth chain from the 401 challenge breaks at ${broken.map((verdict) => verdict.issuer).join(', ')}: no client can get a token to call the endpoint there.`,
        detail,
        'Make the authorization servers the protected resource metadata lists answer as OAuth says (valid RFC 8414 metadata with PKCE S256, jwks_uri a JWK Set, the authorization endpoint a page or an RFC 6749 error, the token endpoint RFC 6749 §5.2 JSON); oauth-discovery and oauth-protected-resource name each broken link.',
      ),
    };
  }
  if (verdicts.some((verdict) => verdict.state === 'not-walked')) {
    return { points: LIVE_WITH_TOOLS, finding: info('auth-chain-not-walked', 'The OAuth chain from the 401 challenge was not walked to every authorization server it lists.', detail, null) };
  }
  return {
    points: LIVE_WITH_TOOLS,
    finding: pass('auth-chain-complete', `From the 401 challenge a client walks to a token at ${verdicts.map((verdict) => verdict.issuer).join(', ')}.`, detail, null),
  };
}

/** The tools the first loaded card that lists any names, with its URL. */
function cardTools(cards: McpCardSource[]): { url: string; names: string[] } | null {
  for (const card of cards) {
    const names = card.document.kind === 'ok' ? cardToolNames(card.document.value) : null;
    if (names) return { url: card.url, names };
  }
  return null;
}

export const mcpServer = defineCheck({
  meta: {
    id: 'mcp-server',
    name: 'MCP server',
    description:
      'A discoverable MCP server card and a live Streamable HTTP endpoint let agents find and call your tools directly.',
    category: 'Actions',
    scope: 'origin',
    profiles: ['mcp'],
    codes: CODES,
  },
  requires: { origin: ['mcp', 'mcpAuthorization', 'platforms'] },
  run({ origin }) {
    const artifact = origin.mcp;
    const capability = mcpCapability(artifact, origin.platforms);
    const cards = artifact.cards.map(judgeCard).filter((card): card is JudgedCard => card !== null);
    const best = [...cards].sort((a, b) => b.points - a.points)[0];
    const probe = judgeProbe(artifact.probe, artifact.endpoint, origin.mcpAuthorization);
    const failedCard = artifact.cards.find((card) => card.document.kind === 'error');
    const findings: Array<DraftFinding<Code>> = [];
    if (best && best.points > 0) {
      findings.push(...best.findings);
      for (const other of cards) {
        if (other === best || other.absent || other.points > CARD_INCOMPLETE) continue;
        findings.push(
          ...other.findings.map((finding) => ({
            ...finding,
            status: 'warn' as const,
            message: `Another card location is invalid: ${finding.message}`,
          })),
        );
      }
    } else {
      findings.push(...cards.flatMap((card) => card.findings));
      if (artifact.endpoint.from === 'ucp') {
        const listed = artifact.ucp.entries.find((entry) => entry.endpoint === artifact.endpoint.url);
        findings.push(
          warn(
            'ucp-listed',
            `No MCP server card, but the UCP profile ${artifact.ucp.profile.url} lists the MCP endpoint ${artifact.endpoint.url}${listed ? ` (service ${listed.service})` : ''}: commerce agents find it there; MCP registries and clients that read server cards do not.`,
            `${artifact.ucp.profile.url}; card locations tried: ${artifact.cards.map((card) => card.url).join(', ')}`,
            CARD_HINT,
          ),
        );
      } else {
        findings.push(
          // A card is optional (SEP-2127: "All endpoints are optional"): with an endpoint that answers, its absence
          // is a warning about discovery, never the site's failure (checks.md 2026-12d).
          artifact.probe.kind === 'live' || artifact.probe.kind === 'auth-required'
            ? warn('no-valid-card', 'No valid MCP server card was found; the endpoint answers, and a card is optional, but clients and registries that discover servers through cards and AI catalogs will not find it.', artifact.cards.map((card) => card.url).join(', '), CARD_HINT)
            : fail('no-valid-card', 'No valid MCP server card was found.', artifact.cards.map((card) => card.url).join(', '), CARD_HINT),
        );
      }
    }
    for (const { endpoint, cardUrl } of artifact.cardRemotesElsewhere) {
      findings.push(about(endpoint, info('card-remote-elsewhere', `The server card ${cardUrl} names the MCP endpoint ${endpoint}, on another site than ${new URL(cardUrl).host}: not called, and not credited to the audited site (an audit calls only the audited site's surfaces).`, cardUrl, null)));
    }
    for (const entry of artifact.ucp.entries) {
      if (entry.endpoint === artifact.endpoint.url) continue;
      const why = entry.sameSite ? `the audit probes one endpoint, ${artifact.endpoint.url}` : `it is on another site than ${new URL(artifact.ucp.profile.url).host}, and the audit calls only the audited site's surfaces`;
      findings.push(about(entry.endpoint, info('ucp-not-probed', `The UCP profile lists the MCP endpoint ${entry.endpoint} (service ${entry.service}), not called: ${why}.`, artifact.ucp.profile.url, null)));
    }
    if (failedCard && failedCard.document.kind === 'error') {
      findings.push(
        about(
          failedCard.url,
          info(
            'card-fetch-failed',
            `The card location ${failedCard.url} could not be fetched: ${failedCard.document.failure.message}`,
            failedCard.url,
            null,
          ),
        ),
      );
    }
    const catalogFinding = judgeCatalog(artifact);
    if (catalogFinding) findings.push(catalogFinding);
    findings.push(...probe.findings);
    // A live endpoint's tools are judged as listed (helpers/mcp-tools.ts): problems cost the endpoint's half points.
    const listing = artifact.probe.kind === 'live' && artifact.probe.toolNames.length > 0 ? judgeListing(artifact.probe.listing, cardTools(artifact.cards)) : null;
    if (listing) findings.push(...listing.findings);
    // What the list results say beside their items: caching hints (2026-07-28) and paid tools (SEP-2007).
    const meta = artifact.probe.kind === 'live' ? judgeListMeta(artifact.probe.meta, artifact.probe.era === 'modern') : null;
    if (meta) findings.push(...meta.findings);
    // The card against the live server's discover/initialize answer (issue 62 point 3): name, version, transport.
    const live = judgeCardAgainstLive(artifact.cards, artifact.probe);
    findings.push(...live.findings);
    const penalty = (listing?.penalty ?? 0) + (meta?.penalty ?? 0) + live.penalty;
    const probePoints = penalty > 0 ? Math.max(LIVE_NO_TOOLS / 3, probe.points - penalty) : probe.points;
    const cardPoints = best && best.points > 0 ? best.points : artifact.endpoint.from === 'ucp' ? UCP_LISTED : 0;
    // An endpoint our own limits left unmeasured costs nothing: the card's verdict stands on the whole scale.
    if (artifact.probe.kind === 'error') return { ...outcome((cardPoints * 100) / CARD_VALID, findings), capability };
    return { ...outcome(cardPoints + probePoints, findings), capability };
  },
});
