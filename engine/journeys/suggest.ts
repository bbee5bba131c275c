// Suggested journeys (issue 33 point 5): for a site with none, up to five questions an owner is likely to care about
// (pricing, contact, documentation, an API's authentication, opening hours), each proposed only where what the last
// scan read (page titles, headings and descriptions, the API description, llms.txt) holds a candidate answer, quoted
// from the page it came from. Pure: nothing is fetched, nothing runs until the owner confirms one.
import type { PageFacts, SiteFacts } from '../types.js';
import { quoteAround } from './match.js';
import type { Journey } from './journey.js';

export interface SuggestedJourney extends Journey {
  /** Where the candidate answer was read, and the sentence it was read in. */
  source: { url: string; quote: string };
}

export const SUGGESTED_JOURNEYS_MAX = 5;

interface TextSource {
  url: string;
  text: string;
}

interface Topic {
  name: string;
  /** Pages about the topic (path, title or heading) are searched first, then every page. */
  about: RegExp;
  question: (site: string) => string;
  /** The candidate answer in a text, as it is written there. */
  answerIn: (text: string) => { index: number; value: string } | null;
}

function first(pattern: RegExp): Topic['answerIn'] {
  return (text) => {
    const match = pattern.exec(text);
    return match ? { index: match.index, value: match[0].trim() } : null;
  };
}

const MONEY = /(?:[$€£¥]\s?\d[\d,]*(?:\.\d+)?|\b\d[\d,]*(?:\.\d+)?\s?(?:USD|EUR|GBP|CHF|dollars|euros))(?!\w)/i;
const EMAIL = /\b[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\b/;
const PHONE = /\+?\(?\d[\d ()./-]{6,}\d/g;
/** A time range with a clock time or am/pm on its first side ("9am - 5pm", "9:00–17:00"), not any "1-2". */
const HOURS = /\b\d{1,2}(?::\d{2}\s?(?:am|pm)?|\s?(?:am|pm))\s?(?:-|–|—|to)\s?\d{1,2}(?::\d{2})?\s?(?:am|pm)?(?!\w)/i;

/** A phone number: at least 8 digits, and not a date or a number range. */
function phoneIn(text: string): { index: number; value: string } | null {
  for (const match of text.matchAll(PHONE)) {
    const value = match[0].trim();
    if (value.replace(/\D/g, '').length < 8 || /^\d{4}[-./]\d{1,2}[-./]\d{1,2}$/.test(value)) continue;
    return { index: match.index, value };
  }
  return null;
}
const AUTH = /\b(?:OAuth ?2(?:\.\d)?|OAuth|Bearer(?: token)?|API[ -]keys?|access tokens?|HTTP Basic)\b/i;

const TOPICS: Topic[] = [
  { name: 'pricing', about: /pric|plans?\b|cost|tarif|subscribe/i, question: (site) => `What does ${site} cost?`, answerIn: first(MONEY) },
  {
    name: 'contact',
    about: /contact|support|help|about/i,
    question: (site) => `How can I contact ${site}?`,
    answerIn: (text) => first(EMAIL)(text) ?? phoneIn(text),
  },
  {
    name: 'documentation',
    about: /\bdocs?\b|documentation|guide|reference|manual|handbook/i,
    question: (site) => `Where is the documentation for ${site}?`,
    // The documentation page's own title: an agent that reaches it reads its title in the text.
    answerIn: () => null,
  },
  {
    name: 'api-authentication',
    about: /auth|api|token|developer/i,
    question: (site) => `How do I authenticate to the ${site} API?`,
    answerIn: first(AUTH),
  },
  { name: 'opening-hours', about: /hours|opening|visit|location|store|find us/i, question: (site) => `What are the opening hours of ${site}?`, answerIn: first(HOURS) },
];

function pageTexts(page: PageFacts): TextSource[] {
  return [page.title, page.h1, page.description].filter((text): text is string => Boolean(text?.trim())).map((text) => ({ url: page.url, text }));
}

function isAbout(page: PageFacts, topic: Topic): boolean {
  let path = '';
  try {
    path = decodeURIComponent(new URL(page.url).pathname);
  } catch {
    path = page.url;
  }
  return topic.about.test(path) || topic.about.test(page.title ?? '') || topic.about.test(page.h1 ?? '');
}

function readable(page: PageFacts): boolean {
  return page.httpStatus !== null && page.httpStatus >= 200 && page.httpStatus < 300;
}

/** What the scan read about the site's surfaces (API description, llms.txt, MCP card), as texts with their URLs. */
function surfaceTexts(facts: SiteFacts): TextSource[] {
  const surfaces = facts.surfaces;
  if (!surfaces) return [];
  const texts: TextSource[] = [];
  const api = surfaces.apiDescription;
  if (api) for (const text of [api.description, ...api.operations]) if (text) texts.push({ url: api.url, text });
  if (surfaces.llmsTxt?.summary) texts.push({ url: surfaces.llmsTxt.url, text: surfaces.llmsTxt.summary });
  if (surfaces.mcpServerCard?.description) texts.push({ url: surfaces.mcpServerCard.url, text: surfaces.mcpServerCard.description });
  return texts;
}

function suggestion(topic: Topic, site: string, source: TextSource, found: { index: number; value: string }): SuggestedJourney {
  const quote = quoteAround(source.text, { start: found.index, end: found.index + found.value.length });
  return { name: topic.name, question: topic.question(site), answer: found.value, source: { url: source.url, quote } };
}

function documentationSuggestion(topic: Topic, site: string, pages: PageFacts[], facts: SiteFacts): SuggestedJourney | null {
  const docs = pages.find((page) => new URL(page.url).pathname !== '/' && isAbout(page, topic) && (page.h1 ?? page.title));
  if (docs) {
    const heading = (docs.h1 ?? docs.title)!.trim();
    return { name: topic.name, question: topic.question(site), answer: heading, source: { url: docs.url, quote: heading } };
  }
  const llms = facts.surfaces?.llmsTxt;
  if (llms?.title) return { name: topic.name, question: topic.question(site), answer: llms.title, source: { url: llms.url, quote: llms.title } };
  return null;
}

/**
 * Up to five journeys from what a scan read: one per topic whose candidate answer appears in a page's title, heading
 * or description (pages about the topic first), or, for an API's authentication, in the API description.
 */
export function suggestJourneys(facts: SiteFacts, siteName: string): SuggestedJourney[] {
  const pages = facts.pages.filter(readable);
  const suggestions: SuggestedJourney[] = [];
  for (const topic of TOPICS) {
    if (suggestions.length >= SUGGESTED_JOURNEYS_MAX) break;
    if (topic.name === 'documentation') {
      const docs = documentationSuggestion(topic, siteName, pages, facts);
      if (docs) suggestions.push(docs);
      continue;
    }
    const about = pages.filter((page) => isAbout(page, topic));
    const others = pages.filter((page) => !isAbout(page, topic));
    const sources = [...about.flatMap(pageTexts), ...(topic.name === 'api-authentication' ? surfaceTexts(facts) : []), ...others.flatMap(pageTexts)];
    for (const source of sources) {
      const found = topic.answerIn(source.text);
      if (found) {
        suggestions.push(suggestion(topic, siteName, source, found));
        break;
      }
    }
  }
  return suggestions;
}
