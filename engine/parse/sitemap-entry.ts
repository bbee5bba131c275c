// One <url> or <sitemap> entry of a sitemap, as both readers give it: the fast reading of plain entries
// (sitemap-plain.ts) and the XML parser (sitemap-xml.ts).

export interface SitemapEntry {
  loc: string | null;
  lastmod: string | null;
}
