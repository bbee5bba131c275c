// schema.org JSON-LD for the start page: WebSite and Organization with name and url, ready to paste into <head>.
import { siteNameOf, siteSummaryOf } from '../site-input';
import type { Generator } from './types';

export const jsonLd: Generator = (input) => {
  const name = siteNameOf(input);
  const url = `${input.origin}/`;
  const graph = {
    '@context': 'https://schema.org',
    '@graph': [
      { '@type': 'WebSite', '@id': `${url}#website`, name, url, description: siteSummaryOf(input), publisher: { '@id': `${url}#organization` } },
      { '@type': 'Organization', '@id': `${url}#organization`, name, url },
    ],
  };
  // "</" inside a script element would end it early.
  const json = JSON.stringify(graph, null, 2).replace(/<\//g, '<\\/');
  return { contentType: 'text/html; charset=utf-8', body: `<script type="application/ld+json">\n${json}\n</script>\n` };
};
