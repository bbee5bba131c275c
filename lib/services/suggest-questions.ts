// Questions a person might ask an answer engine about the site, from its latest finished scan: what the site is,
// what it offers, its documentation, and the topics of its measured pages. Reads stored data only.
import type { Site } from '@/lib/db/generated/client';
import { siteNameOf, sitePagesOf } from '@/lib/artifacts/site-input';
import { artifactInputOf } from '@/lib/answers/site-identity';

const MAX_SUGGESTED = 8;
const MAX_PAGE_QUESTIONS = 4;

export async function suggestQuestions(site: Site): Promise<string[]> {
  const input = await artifactInputOf(site);
  const name = site.name ?? (input ? siteNameOf(input) : site.host);
  const questions = [
    `What is ${name}?`,
    `What products or services does ${name} offer?`,
    `Where can I find the documentation for ${name}?`,
  ];
  const pages = input ? sitePagesOf(input).slice(1) : [];
  for (const page of pages.slice(0, MAX_PAGE_QUESTIONS)) {
    questions.push(`${page.title.replace(/[.?!]+$/, '')}: what does ${name} say about this?`);
  }
  return [...new Set(questions)].slice(0, MAX_SUGGESTED);
}
