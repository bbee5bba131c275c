// /llms.txt per llmstxt.org: H1, blockquote summary, H2 sections of markdown links to the site's own pages.
import { sitePagesOf, siteNameOf, siteSummaryOf } from '../site-input';
import type { Generator } from './types';

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export const llmsTxt: Generator = (input) => {
  const pages = sitePagesOf(input);
  const links = (pages.length > 0 ? pages : [{ url: `${input.origin}/`, title: siteNameOf(input), description: null }]).map(
    (page) => `- [${oneLine(page.title).replace(/[[\]]/g, '')}](${page.url})${page.description ? `: ${oneLine(page.description)}` : ''}`,
  );
  const body = [
    `# ${oneLine(siteNameOf(input))}`,
    '',
    `> ${oneLine(siteSummaryOf(input))}`,
    '',
    '## Pages',
    '',
    ...links,
    '',
  ].join('\n');
  return { contentType: 'text/plain; charset=utf-8', body };
};
