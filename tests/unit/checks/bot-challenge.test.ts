// checks.md, "Agent outcomes": one rule for what counts as a challenge page (engine/parse/bot-challenge.ts): every form
// each marker matches is found, in any letter case, and an ordinary page has none.
import { describe, expect, it } from 'vitest';
import { challengeMarkersIn } from '../../../engine/parse/bot-challenge.js';

const EXAMPLES: ReadonlyArray<[string, string]> = [
  ['<TITLE> Just a Moment... </TITLE>', 'Cloudflare "Just a moment..." interstitial'],
  ['<title>Attention Required! | Cloudflare</title>', 'Cloudflare "Attention Required" block page'],
  ['<script src="/CDN-CGI/Challenge-Platform/h/b/orchestrate"></script>', 'Cloudflare challenge script'],
  ['<div id="CF-CHL-widget"></div>', 'Cloudflare challenge script'],
  ['window._cf_chl_opt = {}', 'Cloudflare challenge script'],
  ['<script src="https://Challenges.Cloudflare.com/turnstile/v0/api.js"></script>', 'Cloudflare Turnstile captcha'],
  ['<div class="cf-turnstile"></div>', 'Cloudflare Turnstile captcha'],
  ['<script src="https://js.HCaptcha.com/1/api.js"></script>', 'hCaptcha'],
  ['<div class="h-captcha"></div>', 'hCaptcha'],
  ['<script src="https://www.Google.com/recaptcha/api.js"></script>', 'reCAPTCHA'],
  ['<div class="g-recaptcha"></div>', 'reCAPTCHA'],
  ['<div id="PX-Captcha"></div>', 'PerimeterX (HUMAN) challenge'],
  ['Protected by PerimeterX', 'PerimeterX (HUMAN) challenge'],
  ['<iframe src="https://geo.Captcha-Delivery.com/captcha/"></iframe>', 'DataDome challenge'],
  ['<meta name="DataDome">', 'DataDome challenge'],
  ['<script src="/_Incapsula_Resource?x=1"></script>', 'Imperva Incapsula challenge'],
  ['Request unsuccessful. Incident ID: 42-17 (Incapsula)', 'Imperva Incapsula challenge'],
  ['Checking your browser before accessing example.com', 'browser verification page'],
  ['Verifying you are human. This may take a few seconds.', 'browser verification page'],
  ['Please verify you are a human', 'browser verification page'],
];

describe('challenge markers', () => {
  it('finds every form each marker matches, whatever its letter case', () => {
    for (const [text, name] of EXAMPLES) {
      expect(challengeMarkersIn(`<html><body>${text}</body></html>`, {}), text).toContain(name);
      expect(challengeMarkersIn(`<html><body>${text.toUpperCase()}</body></html>`, {}), text).toContain(name);
    }
  });

  it('finds none in an ordinary page, and reads the cf-mitigated header', () => {
    const page = '<html><head><title>Docs</title></head><body><main><h1>Moments</h1><p>You are welcome to read on.</p></main></body></html>';
    expect(challengeMarkersIn(page, {})).toEqual([]);
    expect(challengeMarkersIn(page, { 'cf-mitigated': 'challenge' })).toEqual(['cf-mitigated: challenge header']);
  });
});
