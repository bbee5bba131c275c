// auth.md (workos/auth.md, v0.1 2026-05-21 to v0.7): the markdown file that tells agents how to authenticate, at
// /auth.md or where a `Link: rel="auth-md"` or the authorization server's `agent_auth.skill` points, and the
// `agent_auth` object of the authorization server's RFC 8414 metadata (checks.md, oauth-discovery, 2026-11).
import { isObject } from '../parse/json-values.js';
import { responseLinks } from '../parse/link-header.js';
import { resolveUrl } from '../parse/urls.js';
import { AUTH_MD_PATH } from '../well-known.js';
import { defineOriginGatherer, type GatherContext } from './context.js';
import type { JsonDocument } from './json-document.js';
import { fetchExpectedFile, type ExpectedFile } from './soft404.js';

/** Distinct auth.md locations fetched per audit. */
export const MAX_AUTH_MD_FILES = 3;

export type AuthMdVia = 'well-known' | 'link' | 'skill';

export interface AuthMdFile {
  url: string;
  via: AuthMdVia[];
  file: ExpectedFile;
  /** The first ATX H1's text, or null when the file has none. */
  h1: string | null;
}

export interface AgentAuthFound {
  /** The metadata document it was found in. */
  documentUrl: string;
  value: unknown;
}

export interface AuthMdArtifact {
  files: AuthMdFile[];
  /** `agent_auth` in an authorization server's RFC 8414 metadata (the right place). */
  agentAuth: AgentAuthFound | null;
  /** `agent_auth` found on protected-resource metadata instead. */
  misplaced: AgentAuthFound[];
}

declare module './artifacts.js' {
  interface OriginArtifacts {
    authMd: AuthMdArtifact;
  }
}

const AUTH_MD_ACCEPT = 'text/markdown, text/plain;q=0.9, */*;q=0.1';

function firstH1(text: string): string | null {
  let fenced = false;
  for (const line of text.split(/\r?\n/, 400)) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const match = /^ {0,3}#[ \t]+(.*?)[ \t#]*$/.exec(line);
    if (match) return match[1]!.trim();
  }
  return null;
}

function agentAuthIn(document: JsonDocument): AgentAuthFound | null {
  return document.kind === 'ok' && isObject(document.value) && document.value.agent_auth !== undefined
    ? { documentUrl: document.url, value: document.value.agent_auth }
    : null;
}

async function linkedAuthMd(ctx: GatherContext): Promise<string[]> {
  const page = await ctx.getPage('page', ctx.startUrl);
  return responseLinks(page.response)
    .filter((link) => link.rels.includes('auth-md') && link.target !== null)
    .map((link) => link.target!);
}

export const authMdGatherer = defineOriginGatherer('authMd', async (ctx) => {
  const [server, resource, linked] = await Promise.all([
    ctx.get('oauthServer').catch(() => null),
    ctx.get('protectedResource').catch(() => null),
    linkedAuthMd(ctx),
  ]);
  const serverDocuments = [...(server?.documents ?? []), ...(server?.fromResource ?? []).flatMap((item) => item.documents)];
  const agentAuth = serverDocuments.map((entry) => agentAuthIn(entry.document)).find((found) => found !== null) ?? null;
  const misplaced = (resource?.sources ?? []).map((source) => agentAuthIn(source.document)).filter((found): found is AgentAuthFound => found !== null);
  const skill = [agentAuth, ...misplaced]
    .map((found) => (found && isObject(found.value) && typeof found.value.skill === 'string' ? resolveUrl(found.value.skill, found.documentUrl) : null))
    .find((url) => url !== null);

  const wanted = new Map<string, AuthMdVia[]>([[`${ctx.origin}${AUTH_MD_PATH}`, ['well-known']]]);
  const add = (url: string, via: AuthMdVia) => wanted.set(url, [...(wanted.get(url) ?? []), via]);
  for (const url of linked) add(url, 'link');
  if (skill) add(skill, 'skill');
  const files = await Promise.all(
    [...wanted.entries()].slice(0, MAX_AUTH_MD_FILES).map(async ([url, via]) => {
      const file = await fetchExpectedFile(ctx, url, 'llms', { accept: AUTH_MD_ACCEPT });
      return { url, via, file, h1: file.kind === 'ok' && file.response ? firstH1(file.response.text) : null };
    }),
  );
  return { files, agentAuth, misplaced };
});
