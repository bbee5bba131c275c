// What webmcp says about the WebMCP origin-trial tokens a page carries (gather/origin-trial.ts). WebMCP reached
// visitors' Chrome through an origin trial (Chrome 149–156, Chromium runtime_enabled_features.json5:
// origin_trial_feature_name "WebMCP"), which ended on 2026-11-17: a page whose token has expired no longer has its
// tools in visitors' browsers, declared or registered, whatever its markup says.
import { info, warn, type CodeMeanings, type DraftFinding } from '../../findings.js';
import type { OriginTrialsArtifact } from '../../gather/origin-trial.js';
import { tokenCoversOrigin, type OriginTrialToken } from '../../parse/origin-trial.js';

export const ORIGIN_TRIAL_CODES = {
  'origin-trial-expired':
    'A WebMCP origin-trial token (Origin-Trial header or <meta http-equiv="origin-trial">) has expired: tools registered through it no longer exist in visitors\' browsers (Chrome\'s WebMCP trial ended 2026-11-17).',
  'origin-trial-active': 'A WebMCP origin-trial token for this origin is in force until its expiry (reported, not scored).',
  'origin-trial-other-origin': 'A WebMCP origin-trial token names another origin, so it enables nothing on this page.',
  'origin-trial-undecodable': 'An origin-trial token does not decode as Chrome\'s token format (version byte, signature, payload length, JSON payload).',
} as const satisfies CodeMeanings;
type TrialCode = keyof typeof ORIGIN_TRIAL_CODES;

/** The last day of Chrome's WebMCP origin trial (Chrome 149–156). */
export const WEBMCP_TRIAL_ENDED = '2026-11-17';
/** A page whose only WebMCP tokens expired keeps at most this score: its tools are gone from visitors' browsers. */
const EXPIRED_CAP = 50;

/** Chromium's WebMCP trial names (the trial and its sibling flags: WebMCPTesting, WebMCPDeclarativeFileInput, …). */
function isWebmcp(token: OriginTrialToken): boolean {
  return /^webmcp/i.test(token.feature);
}

const day = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

export function judgeOriginTrials(artifact: OriginTrialsArtifact, pageUrl: string): { findings: Array<DraftFinding<TrialCode>>; cap: number } {
  const findings: Array<DraftFinding<TrialCode>> = [];
  const where = (source: 'header' | 'meta', line: number | null) => (source === 'header' ? `${pageUrl} — Origin-Trial header` : `${pageUrl}, line ${line ?? '?'} — <meta http-equiv="origin-trial">`);
  let expired = 0;
  let active = 0;
  for (const found of artifact.tokens) {
    if (!found.decoded.ok) {
      findings.push(info('origin-trial-undecodable', `An origin-trial token does not decode: ${found.decoded.reason}.`, where(found.source, found.line), null));
      continue;
    }
    const token = found.decoded.token;
    if (!isWebmcp(token)) continue;
    const detail = `${where(found.source, found.line)}: feature ${token.feature}, origin ${token.origin}${token.isSubdomain ? ' (and subdomains)' : ''}, expiry ${token.expiry} (${day(token.expiry)})`;
    if (!tokenCoversOrigin(token, pageUrl) && !token.isThirdParty) {
      findings.push(warn('origin-trial-other-origin', `The WebMCP origin-trial token names ${token.origin}, not this page's origin, so it enables nothing here.`, detail, 'Register the trial for the origin that serves the page and use that token.'));
      continue;
    }
    if (token.expiry * 1000 <= artifact.checkedAt) {
      expired += 1;
      findings.push(
        warn(
          'origin-trial-expired',
          `The page's WebMCP origin-trial token expired on ${day(token.expiry)}: tools registered through it no longer exist in visitors' browsers (Chrome's WebMCP origin trial ended ${WEBMCP_TRIAL_ENDED}).`,
          detail,
          'Remove the expired token; WebMCP tools reach visitors again only when their browser ships WebMCP or a new trial is registered. Keep publishing the tools so agents with WebMCP enabled can use them.',
        ),
      );
    } else {
      active += 1;
      findings.push(info('origin-trial-active', `The page carries a WebMCP origin-trial token in force until ${day(token.expiry)}.`, detail, null));
    }
  }
  return { findings, cap: expired > 0 && active === 0 ? EXPIRED_CAP : 100 };
}
