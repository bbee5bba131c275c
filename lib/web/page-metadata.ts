// Metadata every public page carries, so agents (and our own engine) find a title, a description, a canonical URL
// and Open Graph tags.
import type { Metadata } from 'next';
import { CHECK_COUNT } from '@/engine/light';
import { pagePublicOrigin } from '@/lib/net/public-origin';

export const SITE_NAME = 'Agent Gauge';
export const SITE_DESCRIPTION =
  `Agent Gauge measures how ready a website is for AI agents with ${CHECK_COUNT} checks: discovery, access, content and actions.`;

export async function publicPageMetadata(input: { title: string; description: string; path: string }): Promise<Metadata> {
  const origin = await pagePublicOrigin();
  const url = new URL(input.path, origin).href;
  return {
    title: input.title,
    description: input.description,
    metadataBase: new URL(origin),
    alternates: { canonical: url, types: { 'text/markdown': url } },
    openGraph: { title: input.title, description: input.description, url, siteName: SITE_NAME, type: 'website' },
  };
}

/** schema.org graph naming who runs the site (Organization, WebSite), plus the page's own subject when given. */
export function siteJsonLd(origin: string, mainEntity?: Record<string, unknown>): Record<string, unknown> {
  const home = `${origin}/`;
  return {
    '@context': 'https://schema.org',
    '@graph': [
      { '@type': 'Organization', '@id': `${home}#organization`, name: SITE_NAME, url: home },
      { '@type': 'WebSite', '@id': `${home}#website`, name: SITE_NAME, url: home, description: SITE_DESCRIPTION, publisher: { '@id': `${home}#organization` } },
      ...(mainEntity ? [mainEntity] : []),
    ],
  };
}
