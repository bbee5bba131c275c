// The HTTP Message Signatures directory a site publishes when its own bots sign requests (Web Bot Auth).
import { SIGNATURES_DIRECTORY_PATH, SIGNATURES_DIRECTORY_TYPE } from '../well-known.js';
import { defineOriginGatherer } from './context.js';
import { parseDocument, type FetchedDocument, type JsonDocument } from './json-document.js';
import { ArtifactProblem } from './problem.js';
import { fetchExpectedFile } from './soft404.js';


declare module './artifacts.js' {
  interface OriginArtifacts {
    webBotAuth: JsonDocument;
  }
  interface OriginInputs {
    webBotAuth: FetchedDocument;
  }
}

export const webBotAuthGatherer = defineOriginGatherer('webBotAuth', async (ctx) => {
  const url = new URL(SIGNATURES_DIRECTORY_PATH, ctx.origin).href;
  const accept = `${SIGNATURES_DIRECTORY_TYPE}, application/json;q=0.9`;
  return parseDocument(await fetchExpectedFile(ctx, url, 'json', { accept }));
}, (document) => (document.kind === 'error' ? ArtifactProblem.unmeasured('the signatures directory', document.failure) : document));
