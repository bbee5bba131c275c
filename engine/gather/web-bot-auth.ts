// The HTTP Message Signatures directory a site publishes when its own bots sign requests (Web Bot Auth).
import { defineOriginGatherer } from './context.js';
import { parseDocument, type JsonDocument } from './json-document.js';
import { fetchExpectedFile } from './soft404.js';

export const SIGNATURES_DIRECTORY_PATH = '/.well-known/http-message-signatures-directory';
export const SIGNATURES_DIRECTORY_TYPE = 'application/http-message-signatures-directory+json';

declare module './artifacts.js' {
  interface OriginArtifacts {
    webBotAuth: JsonDocument;
  }
}

export const webBotAuthGatherer = defineOriginGatherer('webBotAuth', async (ctx) => {
  const url = new URL(SIGNATURES_DIRECTORY_PATH, ctx.origin).href;
  const accept = `${SIGNATURES_DIRECTORY_TYPE}, application/json;q=0.9`;
  return parseDocument(await fetchExpectedFile(ctx, url, 'json', { accept }));
});
