// "A scan that was blocked says so" (checks.md, "Agent outcomes (2026-12)"): when more than a fifth of the scanner's
// own fetches failed, timed out or got challenge pages, the score comes from a partial sample; when the start page
// itself was a challenge, the checks that found nothing could not measure and say so instead of "missing".
import type { FetchResult } from '../fetch/types.js';
import { challengeMarkersIn, interstitialsAmong } from '../parse/bot-challenge.js';
import type { PartialSample } from '../types.js';

/** Over this share of failed or challenged fetches, the report says its score comes from a partial sample. */
export const PARTIAL_SAMPLE_SHARE = 0.2;
const LISTED = 20;

/** The interstitials (one rule with agent-access) in a response, or none. */
export function challengeOf(result: FetchResult): string[] {
  if (!result.ok) return [];
  return interstitialsAmong(challengeMarkersIn(result.response.text, result.response.headers));
}

export function partialSampleOf(fetches: ReadonlyArray<{ url: string; result: FetchResult }>): PartialSample | null {
  const which: PartialSample['which'] = [];
  let failed = 0;
  let challenged = 0;
  for (const { url, result } of fetches) {
    if (!result.ok) {
      failed += 1;
      which.push({ url, why: `${result.error.code}: ${result.error.message}` });
      continue;
    }
    const markers = challengeOf(result);
    if (markers.length > 0) {
      challenged += 1;
      which.push({ url, why: `challenge page (${markers.join(', ')}), HTTP ${result.response.status}` });
    }
  }
  if (fetches.length === 0 || (failed + challenged) / fetches.length <= PARTIAL_SAMPLE_SHARE) return null;
  return { fetches: fetches.length, failed, challenged, which: which.slice(0, LISTED) };
}
