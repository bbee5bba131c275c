// Agent commerce protocols: UCP and ACP discovery documents, x402 and MPP payment challenges (HTTP 402)
// seen during the audit, and AP2 declared as an A2A extension. Validators are pure and list what they check.
import type { FetchedResponse } from '../fetch/types.js';
import { mppChallenges, x402Requirements } from '../parse/commerce.js';
import { isObject } from '../parse/json-values.js';
import { parseStrictJson } from '../parse/strict-json.js';
import { ACP_DISCOVERY_PATH, X402_MANIFEST_PATH } from '../well-known.js';
import { a2aExtensions } from './a2a.js';
import { defineOriginGatherer } from './context.js';
import { fetchJsonDocument, type JsonDocument } from './json-document.js';
import { ArtifactProblem } from './problem.js';

export interface PaymentChallenge {
  url: string;
  status: number;
  /** The PAYMENT-REQUIRED header (x402 v2, base64 JSON), if any. */
  paymentRequired: string | null;
  /** The JSON body when it parses (x402 v1 puts the requirements there). */
  body: unknown;
  /** WWW-Authenticate, if any (MPP uses the `Payment` scheme). */
  wwwAuthenticate: string | null;
}

export interface CommerceArtifact {
  ucp: JsonDocument;
  acp: JsonDocument;
  /** The x402 discovery manifest (/.well-known/x402, a draft). */
  x402Manifest: JsonDocument;
  /** Every 402 answer seen in the audit (start page included). */
  challenges: PaymentChallenge[];
  /** A2A card extensions whose URI names AP2. */
  ap2Extensions: unknown[];
  a2aCardUrl: string | null;
  /** When the documents were read (ms since the epoch): a key's exp is judged against it. */
  fetchedAt: number;
}

declare module './artifacts.js' {
  interface OriginArtifacts {
    commerce: CommerceArtifact;
  }
}

function challengeOf(response: FetchedResponse): PaymentChallenge {
  // Not JSON (null): x402 v2 carries its requirements in the header instead.
  const json = parseStrictJson(response.body);
  const body: unknown = json.ok ? json.value : null;
  return {
    url: response.finalUrl,
    status: response.status,
    paymentRequired: response.headers['payment-required'] ?? null,
    body,
    wwwAuthenticate: response.headers['www-authenticate'] ?? null,
  };
}

export function isAp2Extension(extension: unknown): boolean {
  return isObject(extension) && typeof extension.uri === 'string' && /(^|[/:.])ap2([/:.#-]|$)/i.test(extension.uri);
}

export const commerceGatherer = defineOriginGatherer('commerce', async (ctx) => {
  // The UCP profile is the one the ucp gatherer fetched for every reader (mcp-server follows its MCP transports).
  const [ucp, acp, x402Manifest, page, a2a] = await Promise.all([
    ctx.get('ucp').then((artifact) => artifact.profile),
    fetchJsonDocument(ctx, `${ctx.origin}${ACP_DISCOVERY_PATH}`),
    fetchJsonDocument(ctx, `${ctx.origin}${X402_MANIFEST_PATH}`),
    ctx.getPage('page', ctx.startUrl),
    ctx.get('a2a').catch(() => null),
  ]);
  const responses = [...(page.response ? [page.response] : []), ...ctx.seenResponses()];
  const challenges: PaymentChallenge[] = [];
  for (const response of responses) {
    if (response.status !== 402 || challenges.some((known) => known.url === response.finalUrl)) continue;
    challenges.push(challengeOf(response));
  }
  return {
    ucp,
    acp,
    x402Manifest,
    challenges,
    ap2Extensions: a2a ? a2aExtensions(a2a).filter(isAp2Extension) : [],
    a2aCardUrl: a2a?.card?.url ?? null,
    fetchedAt: Date.now(),
  };
}, measuredCommerce);

/** Nothing was discovered, and a discovery document could not be fetched (it may have held a protocol). */
function measuredCommerce(artifact: CommerceArtifact): CommerceArtifact | ArtifactProblem {
  const documents = [artifact.ucp, artifact.acp, artifact.x402Manifest];
  const discovered =
    documents.some((document) => document.kind === 'ok' || document.kind === 'invalid' || document.kind === 'over-cap') ||
    artifact.challenges.some((challenge) => x402Requirements(challenge) !== null || mppChallenges(challenge).length > 0) ||
    artifact.ap2Extensions.length > 0;
  const failed = discovered ? undefined : documents.find((document) => document.kind === 'error');
  return failed?.kind === 'error'
    ? ArtifactProblem.unmeasured(`the commerce discovery document ${failed.url}`, failed.failure)
    : artifact;
}

/** Profile auto-detection (commerce): a discovery document that loaded, or a payment challenge. */
export function commerceEvidence(artifact: CommerceArtifact): string[] {
  const evidence: string[] = [];
  if (artifact.ucp.kind === 'ok') evidence.push(`UCP profile at ${artifact.ucp.url}`);
  if (artifact.acp.kind === 'ok') evidence.push(`ACP discovery at ${artifact.acp.url}`);
  if (artifact.x402Manifest.kind === 'ok') evidence.push(`x402 discovery manifest at ${artifact.x402Manifest.url}`);
  for (const challenge of artifact.challenges) evidence.push(`HTTP 402 payment challenge at ${challenge.url}`);
  if (artifact.ap2Extensions.length > 0) evidence.push('AP2 extension in the A2A agent card');
  return evidence;
}
