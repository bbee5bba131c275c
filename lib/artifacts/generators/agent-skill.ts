// A SKILL.md that teaches an agent how to use the site: its pages and machine-readable files.
import { LLMS_TXT_PATHS } from '@/engine/light';
import { sitePagesOf, siteNameOf, siteSummaryOf } from '../site-input';
import type { Generator } from './types';

export const SKILL_NAME = 'site-guide';

export const agentSkill: Generator = (input) => {
  const name = siteNameOf(input);
  const body = [
    '---',
    `name: ${SKILL_NAME}`,
    `description: How to find information on ${name} (${input.origin}/) and which pages to read first.`,
    '---',
    '',
    `# ${name}`,
    '',
    siteSummaryOf(input),
    '',
    '## Pages',
    '',
    ...sitePagesOf(input).map((page) => `- [${page.title}](${page.url})${page.description ? `: ${page.description}` : ''}`),
    '',
    '## How to read the site',
    '',
    `- Start with ${input.origin}${LLMS_TXT_PATHS[0]} for an index of the site.`,
    '- Request pages with `Accept: text/markdown` where the site supports it, to read less markup.',
    '',
  ].join('\n');
  return { contentType: 'text/markdown; charset=utf-8', body };
};
