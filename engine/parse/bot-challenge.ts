// Bot-protection pages and widgets (Cloudflare, hCaptcha/reCAPTCHA/Turnstile, PerimeterX, DataDome, Imperva),
// recognised in a response's text and headers. Shared by whatever needs to tell a challenge from a real page.

interface ChallengeMarker {
  pattern: RegExp;
  name: string;
  /** A whole-page interstitial, as opposed to a captcha widget that an ordinary page (a login form) may embed. */
  interstitial: boolean;
}

export const CHALLENGE_MARKERS: readonly ChallengeMarker[] = [
  { pattern: /<title>\s*just a moment\.{0,3}\s*<\/title>/i, name: 'Cloudflare "Just a moment..." interstitial', interstitial: true },
  { pattern: /<title>\s*attention required!? \| cloudflare/i, name: 'Cloudflare "Attention Required" block page', interstitial: true },
  { pattern: /\/cdn-cgi\/challenge-platform\/|cf-chl-|cf_chl_/i, name: 'Cloudflare challenge script', interstitial: true },
  { pattern: /challenges\.cloudflare\.com\/turnstile|class="cf-turnstile"/i, name: 'Cloudflare Turnstile captcha', interstitial: false },
  { pattern: /hcaptcha\.com\/1\/api\.js|class="h-captcha"/i, name: 'hCaptcha', interstitial: false },
  { pattern: /google\.com\/recaptcha\/|class="g-recaptcha"/i, name: 'reCAPTCHA', interstitial: false },
  { pattern: /px-captcha|perimeterx/i, name: 'PerimeterX (HUMAN) challenge', interstitial: true },
  { pattern: /captcha-delivery\.com|datadome/i, name: 'DataDome challenge', interstitial: true },
  { pattern: /_incapsula_resource|incident id:.*incapsula/i, name: 'Imperva Incapsula challenge', interstitial: true },
  { pattern: /checking your browser before accessing|verify(ing)? you are (a )?human/i, name: 'browser verification page', interstitial: true },
];

/** Interstitials and titles sit near the top; scanning only the head of large pages keeps this cheap. */
const SCANNED_CHARACTERS = 64 * 1024;

/** The markers found in a response, by its headers object (one per response): the same response is asked about by
 *  agent access, the agent views, the partial sample and the journeys, and the scan runs every pattern. */
const scanned = new WeakMap<object, { text: string; found: readonly string[] }>();

/** Names of the challenge markers found; with interstitialsOnly, embedded captcha widgets are ignored. */
export function challengeMarkersIn(text: string, headers: Readonly<Record<string, string>>, interstitialsOnly = false): string[] {
  if (interstitialsOnly) return scanMarkers(text, headers, true);
  const known = scanned.get(headers);
  if (known && known.text === text) return [...known.found];
  const found = scanMarkers(text, headers, false);
  scanned.set(headers, { text, found: [...found] });
  return found;
}

/** The bodies scanned last, and their markers: the agent views and agent-access get the same page once per profile,
 *  each in a response of its own, and comparing a body with one scanned before costs far less than the patterns.
 *  Compared by length first, then text (a Map would hash every body it is asked about: as dear as the scan here). */
const RECENT_BODIES = 32;
const recentBodies: Array<{ head: string; found: readonly string[] }> = [];
let nextRecent = 0;

/** Every marker's pattern in one: most bodies hold none, and one pass over a page costs about half of ten. */
const ANY_MARKER = new RegExp(CHALLENGE_MARKERS.map((marker) => `(?:${marker.pattern.source})`).join('|'), 'i');

function bodyMarkers(head: string): readonly string[] {
  for (const recent of recentBodies) if (recent.head.length === head.length && recent.head === head) return recent.found;
  const found = ANY_MARKER.test(head) ? CHALLENGE_MARKERS.filter((marker) => marker.pattern.test(head)).map((marker) => marker.name) : [];
  recentBodies[nextRecent] = { head, found };
  nextRecent = (nextRecent + 1) % RECENT_BODIES;
  return found;
}

function scanMarkers(text: string, headers: Readonly<Record<string, string>>, interstitialsOnly: boolean): string[] {
  const all = bodyMarkers(text.slice(0, SCANNED_CHARACTERS));
  const found = interstitialsOnly ? all.filter((name) => !WIDGET_NAMES.has(name)) : [...all];
  if (/challenge/i.test(headers['cf-mitigated'] ?? '')) found.push('cf-mitigated: challenge header');
  return found;
}

const WIDGET_NAMES = new Set(CHALLENGE_MARKERS.filter((marker) => !marker.interstitial).map((marker) => marker.name));

/** What challengeMarkersIn finds with interstitialsOnly, taken from what it found without (no second scan). */
export function interstitialsAmong(found: readonly string[]): string[] {
  return found.filter((name) => !WIDGET_NAMES.has(name));
}
