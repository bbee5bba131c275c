// Chrome origin-trial tokens a page carries: the `Origin-Trial` response header (several tokens, comma-separated) and
// `<meta http-equiv="origin-trial" content="…">` elements of the page's HTML (Chrome's origin trials developer guide),
// each decoded once (parse/origin-trial.ts). The gather step records when it looked: checks are pure and hold no
// clock, so an expiry is compared with this moment (issue 34).
import { decodeOriginTrialToken, type DecodedToken } from '../parse/origin-trial.js';
import { lineOf } from '../parse/html.js';
import { queryAll } from '../parse/select.js';
import { definePageGatherer } from './context.js';
import type { PageArtifact } from './page.js';

export interface FoundToken {
  /** Where the page carries it: the response header, or a meta element (with its line). */
  source: 'header' | 'meta';
  line: number | null;
  decoded: DecodedToken;
}

export interface OriginTrialsArtifact {
  tokens: FoundToken[];
  /** When the page was read (ms since the epoch): the audit's "now" for token expiries. */
  checkedAt: number;
}

declare module './artifacts.js' {
  interface PageArtifacts {
    originTrials: OriginTrialsArtifact;
  }
}

/** Tokens read per page (a page with more is not judged on the rest). */
const MAX_TOKENS = 20;

export const originTrialsGatherer = definePageGatherer('originTrials', async (ctx, pageUrl) => originTrialsOf(await ctx.getPage('page', pageUrl), Date.now()));

/** The tokens of a fetched page, read at `checkedAt` (ms since the epoch). */
export function originTrialsOf(page: PageArtifact, checkedAt: number): OriginTrialsArtifact {
  const tokens: FoundToken[] = [];
  const header = page.response?.headers['origin-trial'];
  for (const value of (header ?? '').split(',').map((item) => item.trim()).filter(Boolean)) {
    tokens.push({ source: 'header', line: null, decoded: decodeOriginTrialToken(value) });
  }
  if (page.$) {
    for (const element of queryAll(page.$, 'meta[http-equiv]')) {
      if ((element.attribs['http-equiv'] ?? '').trim().toLowerCase() !== 'origin-trial') continue;
      const content = (element.attribs['content'] ?? '').trim();
      if (content !== '') tokens.push({ source: 'meta', line: lineOf(element), decoded: decodeOriginTrialToken(content) });
    }
  }
  return { tokens: tokens.slice(0, MAX_TOKENS), checkedAt };
}
