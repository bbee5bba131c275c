// A fleet upload's lines to targets (issue 47 point 1): the host lower-cased, IDN to punycode, the trailing dot
// removed, a bare domain tried as https (with the http fallback of its start URL), the registrable domain from the
// Public Suffix List, and the reason a line is not a target; the three media types' lines with their numbers.
import { describe, expect, it } from 'vitest';
import { httpFallbackOf, normalizeTarget } from '@/lib/fleets/normalize-target';
import { csvLines, isHeaderRow, jsonLines, mediaTypeOf, plainLines } from '@/lib/fleets/parse-upload';

const target = (line: string) => {
  const result = normalizeTarget(line);
  if (!result.ok) throw new Error(result.reason);
  return result.target;
};
const reason = (line: string) => {
  const result = normalizeTarget(line);
  return result.ok ? null : result.reason;
};

describe('a target', () => {
  it('normalises a bare domain: lower case, punycode, no trailing dot, https first', () => {
    expect(target('  Bücher.Example. ')).toEqual({
      target: 'xn--bcher-kva.example',
      origin: 'https://xn--bcher-kva.example',
      host: 'xn--bcher-kva.example',
      registrableDomain: 'xn--bcher-kva.example',
      startUrl: 'https://xn--bcher-kva.example/',
      bare: true,
    });
    expect(httpFallbackOf('https://xn--bcher-kva.example/')).toEqual({ origin: 'http://xn--bcher-kva.example', startUrl: 'http://xn--bcher-kva.example/' });
    expect(target('docs.Example.com/Guide?x=1#top')).toMatchObject({ target: 'docs.example.com/Guide?x=1', origin: 'https://docs.example.com', startUrl: 'https://docs.example.com/Guide?x=1', registrableDomain: 'example.com', bare: true });
  });

  it('keeps an origin or URL as given (scheme included), its fragment dropped', () => {
    expect(target('HTTP://WWW.Example.co.uk:80/a#b')).toEqual({
      target: 'http://www.example.co.uk/a',
      origin: 'http://www.example.co.uk',
      host: 'www.example.co.uk',
      registrableDomain: 'example.co.uk',
      startUrl: 'http://www.example.co.uk/a',
      bare: false,
    });
    // Private suffixes of the Public Suffix List count: a project's pages are its own registrable domain.
    expect(target('https://alice.github.io/').registrableDomain).toBe('alice.github.io');
    expect(target('https://93.184.216.34/').registrableDomain).toBeNull();
  });

  it('names why a line is not a target', () => {
    expect(reason('ftp://files.example.com/')).toBe('Only http and https addresses can be measured, not ftp.');
    expect(reason('https://user:secret@example.com/')).toBe('URLs with a user name or password are refused.');
    // The rule's sentence, and the operator's setting that lifts it (issue 54).
    expect(reason('example.com:8080')).toBe(
      'Only ports 80 and 443 can be fetched, not port 8080. To measure a site on this machine or a private network, the operator starts the service with AGENTGAUGE_ALLOW_PRIVATE_TARGETS set to its host:port (for example AGENTGAUGE_ALLOW_PRIVATE_TARGETS=127.0.0.1:4000 npm start).',
    );
    expect(reason('intranet')).toBe('"intranet" is not a host that can be measured: give a domain name with a dot (such as example.com), localhost or an IP address.');
    expect(reason('http://127.0.0.1/')).toMatch(/^The address 127\.0\.0\.1 is in the loopback/);
    expect(reason('exa mple.com')).not.toBeNull();
    expect(reason(`${'a'.repeat(2050)}.com`)).toBe('longer than 2048 characters');
  });
});

describe('an upload\'s lines', () => {
  it('takes text/plain line by line, comments and blank lines skipped, numbers kept', () => {
    expect(plainLines('# clients\r\nexample.com\n\n  docs.example.org   # the docs\nhttps://a.example/#frag\n')).toEqual([
      { line: 2, text: 'example.com' },
      { line: 4, text: 'docs.example.org' },
      { line: 5, text: 'https://a.example/' },
    ]);
  });

  it('takes a CSV\'s first column (quotes honoured), comment lines skipped, and knows a header row', () => {
    const lines = csvLines('domain,notes\n"example.com","a, b"\n# skipped\nexample.org,"two\nlines"\nexample.net\n');
    expect(lines).toEqual([
      { line: 1, text: 'domain' },
      { line: 2, text: 'example.com' },
      { line: 5, text: 'example.org' },
      { line: 6, text: 'example.net' },
    ]);
    expect(isHeaderRow(lines[0]!)).toBe(true);
    expect(isHeaderRow(lines[1]!)).toBe(false);
    expect(() => csvLines('"unterminated\n')).toThrow(/The CSV body could not be read/);
  });

  it('numbers JSON targets from 1, and knows the three media types', () => {
    expect(jsonLines([' a.example ', 'b.example'])).toEqual([{ line: 1, text: 'a.example' }, { line: 2, text: 'b.example' }]);
    expect(mediaTypeOf('text/csv; charset=utf-8')).toBe('text/csv');
    expect(mediaTypeOf('application/vnd.api+json')).toBe('application/json');
    expect(mediaTypeOf('TEXT/PLAIN')).toBe('text/plain');
    expect(mediaTypeOf('application/x-www-form-urlencoded')).toBeNull();
    expect(mediaTypeOf(null)).toBeNull();
  });
});
