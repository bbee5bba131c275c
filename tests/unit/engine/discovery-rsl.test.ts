// content-signals, RSL 1.0 licenses (checks.md 2026-11; rslstandard.org RSL 1.0, Recommendation 2025-11-06): discovery
// through robots.txt License, license links with the RSL type and inline scripts; vocabularies; XML refused safely.
import { describe, expect, it } from 'vitest';
import { HOME, html, text } from '../../helpers/site.js';
import { NO_DNS, useCheckAudit } from '../../helpers/check-audit.js';

const { measure } = useCheckAudit('content-signals', { home: HOME, resolver: NO_DNS });

const RSL_TYPE = 'application/rsl+xml';
const NS = 'https://rslstandard.org/rsl';
const license = (inner: string, root = `<rsl xmlns="${NS}">`, close = '</rsl>') =>
  `<?xml version="1.0" encoding="UTF-8"?>\n${root}<content url="/"><license>${inner}</license></content>${close}`;
const COMPLETE = license('<permits type="usage">search ai-input</permits><prohibits type="usage">ai-train</prohibits>');
const codes = (result: { findings: Array<{ code: string; status: string }> }) => result.findings.map((finding) => `${finding.status} ${finding.code}`);

describe('content-signals: RSL licenses', () => {
  it('counts a global License record whose license states search, ai-input and ai-train like a complete Content-Signal line', async () => {
    const { result, site } = await measure((origin) => ({
      '/robots.txt': text(`License: ${origin}/license.xml\nUser-agent: *\nAllow: /\n`),
      '/license.xml': text(COMPLETE, RSL_TYPE),
    }));
    expect(result).toMatchObject({ status: 'pass', score: 100 });
    expect(codes(result)).toEqual(['pass content-signals.rsl-valid']);
    expect(site.requests.filter((request) => request === 'GET /license.xml')).toHaveLength(1);
  });

  it('reads all/ai-all as covering the uses, a prefixed root, and a <link rel="license" type="application/rsl+xml">; a plain license link is not RSL', async () => {
    const prefixed = license('<r:permits type="usage">all</r:permits>', `<r:rsl xmlns:r="${NS}">`, '</r:rsl>').replace('<content url="/"><license>', '<r:content url="/"><r:license>').replace('</license></content>', '</r:license></r:content>');
    const { result, site } = await measure({
      '/': html('<!doctype html><html><head><title>x</title><link rel="license" type="application/rsl+xml" href="/rsl.xml"><link rel="license" href="/LICENSE"></head><body></body></html>'),
      '/rsl.xml': text(prefixed, RSL_TYPE),
    });
    expect(codes(result)).toEqual(['pass content-signals.rsl-valid']);
    expect(site.requests).not.toContain('GET /LICENSE');
  });

  it('names the missing uses, and warns about pre-1.0 tokens, commas, payment types and amounts', async () => {
    const body = license(
      '<permits type="usage">search, train-ai</permits><permits type="user">commercial</permits><payment type="inference" amount="3"><amount currency="usd">x</amount></payment>',
    );
    const { result } = await measure({ '/robots.txt': text('User-agent: *\nLicense: /license.xml\nAllow: /\n'), '/license.xml': text(body, 'application/xml') });
    expect(codes(result)).toEqual([
      'warn content-signals.rsl-relative-url',
      'warn content-signals.rsl-wrong-type',
      'info content-signals.rsl-commas',
      'warn content-signals.rsl-problems',
      'warn content-signals.rsl-incomplete',
    ]);
    const problems = result.findings.find((finding) => finding.code === 'content-signals.rsl-problems')!;
    expect(problems.detail).toContain('pre-1.0 token "train-ai" (1.0: "ai-train")');
    expect(problems.detail).toContain('<payment type="inference"> is pre-1.0');
    expect(problems.detail).toContain('"amount" as an attribute');
    expect(problems.detail).toContain('the currency "usd", not an ISO 4217 code');
    expect(result.findings.find((finding) => finding.code === 'content-signals.rsl-incomplete')!.message).toBe('The RSL license for "/" does not state ai-input, ai-train.');
    // One use stated (search): 50 points as a line, capped at 80 for the problems.
    expect(result).toMatchObject({ status: 'warn', score: 50 });
  });

  it('warns about a Content-Signal line and an RSL license that disagree about the same use', async () => {
    const { result } = await measure((origin) => ({
      '/robots.txt': text(`User-agent: *\nContent-Signal: search=yes, ai-input=yes, ai-train=yes\nLicense: ${origin}/license.xml\nAllow: /\n`),
      '/license.xml': text(COMPLETE, RSL_TYPE),
    }));
    expect(result).toMatchObject({ status: 'warn', score: 80 });
    const contradiction = result.findings.find((finding) => finding.code === 'content-signals.usage-contradiction')!;
    expect(contradiction).toMatchObject({ status: 'warn', detail: 'Content-Signal ai-train=yes, RSL prohibits ai-train' });
  });

  it('reports a license in a named group for that group only', async () => {
    const { result } = await measure((origin) => ({
      '/robots.txt': text(`User-agent: GPTBot\nLicense: ${origin}/license.xml\nDisallow: /\n`),
      '/license.xml': text(COMPLETE, RSL_TYPE),
    }));
    expect(codes(result)).toEqual(['info content-signals.rsl-group']);
    expect(result.findings[0]!.message).toBe('An RSL license applies to the robots.txt group of GPTBot only; it states search, ai-input, ai-train for "/".');
    expect(result).toMatchObject({ status: 'warn', score: 30 });
  });

  it('reads an inline <script type="application/rsl+xml">', async () => {
    const { result } = await measure({ '/': html(`<!doctype html><html><head><title>x</title><script type="application/rsl+xml">${COMPLETE.replace(/^<\?xml[^>]*>\n/, '')}</script></head><body></body></html>`) });
    expect(codes(result)).toEqual(['pass content-signals.rsl-valid']);
  });

  it('says why a declared license cannot be used (absent, wrong root), as a warning rather than "none"', async () => {
    const { result } = await measure((origin) => ({
      '/robots.txt': text(`License: ${origin}/missing.xml\nLicense: ${origin}/wrong.xml\nUser-agent: *\nAllow: /\n`),
      '/wrong.xml': text('<license xmlns="https://example.com/x"/>', RSL_TYPE),
    }));
    expect(result).toMatchObject({ status: 'warn', score: 30 });
    expect(result.findings.map((finding) => finding.message)).toEqual([
      'The RSL license declared by robots.txt cannot be used: it answers HTTP 404.',
      'The RSL license declared by robots.txt cannot be used: its root element is <license>, not <rsl>.',
    ]);
  });

  it('refuses an entity bomb and an external entity without expanding or reading anything', async () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE rsl [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;"><!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;"><!ENTITY e "&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;"><!ENTITY f "&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;"><!ENTITY g "&f;&f;&f;&f;&f;&f;&f;&f;&f;&f;"><!ENTITY h "&g;&g;&g;&g;&g;&g;&g;&g;&g;&g;">]><rsl xmlns="${NS}"><content url="/"><license><permits type="usage">&h;</permits></license></content></rsl>`;
    const external = `<?xml version="1.0"?><!DOCTYPE rsl [<!ENTITY x SYSTEM "file:///etc/passwd">]><rsl xmlns="${NS}"><content url="/"><license><permits type="usage">&x;</permits></license></content></rsl>`;
    const heapBefore = process.memoryUsage().heapUsed;
    const started = performance.now();
    const { result } = await measure((origin) => ({
      '/robots.txt': text(`License: ${origin}/bomb.xml\nLicense: ${origin}/external.xml\nUser-agent: *\nAllow: /\n`),
      '/bomb.xml': text(bomb, RSL_TYPE),
      '/external.xml': text(external, RSL_TYPE),
    }));
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(50 * 1024 * 1024);
    expect(result.findings.map((finding) => finding.message)).toEqual([
      'The RSL license declared by robots.txt cannot be used: it declares a <!DOCTYPE> (line 1), which is refused, never expanded.',
      'The RSL license declared by robots.txt cannot be used: it declares a <!DOCTYPE> (line 1), which is refused, never expanded.',
    ]);
    expect(JSON.stringify(result)).not.toContain('root:');
  });

  it('reads a license only to the byte cap', async () => {
    const huge = license(`<permits type="usage">search</permits>${'<!-- padding -->'.repeat(30_000)}`);
    const { result } = await measure((origin) => ({ '/robots.txt': text(`License: ${origin}/big.xml\nUser-agent: *\nAllow: /\n`), '/big.xml': text(huge, RSL_TYPE) }));
    expect(result.findings[0]!.message).toBe('The RSL license declared by robots.txt cannot be used: it is larger than the 256 KiB cap for license documents, so it was not read.');
  });

  it('changes nothing for a site that declares no RSL license', async () => {
    const { result } = await measure({ '/robots.txt': text('User-agent: *\nContent-Signal: search=yes, ai-train=no\nAllow: /\n') });
    expect(result).toMatchObject({ status: 'warn', score: 70 });
    expect(codes(result)).toEqual(['warn content-signals.line-incomplete']);
  });
});
