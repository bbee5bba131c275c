// XML from a site is refused before any parser sees it when elements nest past XML_MAX_DEPTH (issue 36 point 1:
// the validator keeps every open tag, and a 61 KB gzip sitemap nesting 8 million <url> cost ~30 s and a process).
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { parseSitemapXml } from '../../../engine/parse/sitemap-xml';
import { refuseUnsafeXml, XML_MAX_DEPTH } from '../../../engine/parse/xml';
import { nestedSitemapBomb } from '../../fixtures/hostile-reports';

const CAPPED = `elements nest more than ${XML_MAX_DEPTH} levels deep (the XML nesting cap), so it was not parsed.`;
const nested = (levels: number) => `<?xml version="1.0"?>\n${'<a>'.repeat(levels)}${'</a>'.repeat(levels)}`;

describe('the XML nesting cap', () => {
  it('refuses the 40 MiB nested sitemap bomb in well under a second, naming the cap', () => {
    const text = gunzipSync(nestedSitemapBomb(40)).toString('utf8');
    const started = performance.now();
    expect(parseSitemapXml(text)).toEqual({ ok: false, reason: 'invalid', message: CAPPED, line: 2 });
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('accepts nesting up to the cap and refuses one level more', () => {
    expect(refuseUnsafeXml(nested(XML_MAX_DEPTH))).toBeNull();
    expect(refuseUnsafeXml(nested(XML_MAX_DEPTH + 1))).toEqual({ ok: false, reason: 'invalid', message: CAPPED, line: 2 });
  });

  it('counts neither self-closing elements, comments, CDATA, processing instructions nor a ">" in an attribute', () => {
    const filler = '<b/><!-- <c> --><![CDATA[<d>]]><?pi <e>?><f g=">"/>'.repeat(XML_MAX_DEPTH * 2);
    expect(refuseUnsafeXml(`<?xml version="1.0"?><a>${filler}<h k='a>b'>text</h></a>`)).toBeNull();
  });

  it('still parses a real sitemap', () => {
    const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://example.com/</loc><lastmod>2026-11-01</lastmod></url></urlset>`;
    expect(parseSitemapXml(sitemap)).toEqual({
      ok: true,
      kind: 'urlset',
      namespace: 'http://www.sitemaps.org/schemas/sitemap/0.9',
      entries: [{ loc: 'https://example.com/', lastmod: '2026-11-01' }],
    });
  });
});
