// /sitemap.xml per sitemaps.org: the measured pages of the site, lastmod the scan date.
import { scanDateOf, sitePagesOf } from '../site-input';
import type { Generator } from './types';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

export const sitemapXml: Generator = (input) => {
  const urls = sitePagesOf(input).map((page) => page.url);
  if (urls.length === 0) urls.push(`${input.origin}/`);
  const lastmod = scanDateOf(input);
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((url) => `  <url><loc>${escapeXml(url)}</loc><lastmod>${lastmod}</lastmod></url>`),
    '</urlset>',
    '',
  ].join('\n');
  return { contentType: 'application/xml; charset=utf-8', body };
};
