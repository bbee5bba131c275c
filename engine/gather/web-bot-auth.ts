// The HTTP Message Signatures directory a site publishes when its own bots sign requests (Web Bot Auth).
import { SIGNATURES_DIRECTORY_PATH, SIGNATURES_DIRECTORY_TYPE } from '../well-known.js';
import { defineOriginGatherer } from './context.js';
import { parseDocument, type FetchedDocument, type JsonDocument } from './json-document.js';
import { ArtifactProblem } from './problem.js';
import { expectedFileOf } from './soft404.js';

export interface WebBotAuthArtifact {
  /** Fetched without following redirects: the directory drafts accept only a 200 from the URL itself. */
  document: JsonDocument;
  /** When the directory was fetched (ms since the epoch): keys whose `exp` lies before it are expired. */
  fetchedAt: number;
}

declare module './artifacts.js' {
  interface OriginArtifacts {
    webBotAuth: WebBotAuthArtifact;
  }
  interface OriginInputs {
    webBotAuth: { document: FetchedDocument; fetchedAt: number };
  }
}

export const webBotAuthGatherer = defineOriginGatherer('webBotAuth', async (ctx) => {
  const url = new URL(SIGNATURES_DIRECTORY_PATH, ctx.origin).href;
  const accept = `${SIGNATURES_DIRECTORY_TYPE}, application/json;q=0.9`;
  const result = await ctx.fetch({ url, cap: 'json', headers: { accept }, maxRedirects: 0 });
  return { document: parseDocument(expectedFileOf(url, result)), fetchedAt: Date.now() };
}, ({ document, fetchedAt }) =>
  document.kind === 'error' ? ArtifactProblem.unmeasured('the signatures directory', document.failure) : { document, fetchedAt },
);
