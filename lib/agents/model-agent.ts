// The model-driven agent: an OpenAI-compatible chat model decides what to do through tool calls (open_url,
// follow_link, search_site, read_llms_txt, answer); every tool is carried out by the agent browser, so the model
// browses only through the SSRF-safe fetcher and only on the site under test.
import { ModelHttpError } from '@/lib/answers/model-http';
import type { AgentBrowser, OpenResult } from './browser';
import { describeOpen, type AgentConclusion } from './builtin-agent';
import { bestSentence, keywordsOf } from './keywords';
import type { ChatMessage, ChatModel, ToolCall, ToolDefinition } from './model-client';
import { BudgetExhausted, type Trail } from './trail';
import type { AgentVerdict, Evidence } from './types';

export const MODEL_AGENT_VERSION = 'agentgauge-model@1';

/** What a tool result may hand back to the model (pages are cut, the model reads the start of each). */
const TOOL_RESULT_CHARACTERS = 6000;
const PAGE_TEXT_FOR_MODEL = 4000;
const MAX_MODEL_CALL_MS = 30_000;
const VERDICTS: readonly AgentVerdict[] = ['succeeded', 'partial', 'failed', 'blocked'];

const string = (description: string) => ({ type: 'string', description });

export const AGENT_TOOLS: ToolDefinition[] = [
  tool('open_url', 'Open a URL of the site (HTML pages come back as text, with their links).', { url: string('Absolute URL or path on the site.') }, ['url']),
  tool('follow_link', 'Follow a link of the last opened page, chosen by its link text.', { text: string('The link text (or part of it).') }, ['text']),
  tool('search_site', 'Search the pages read so far for words; returns the best matching sentences with their URLs.', { query: string('Words to look for.') }, ['query']),
  tool('read_llms_txt', 'Read the site\'s /llms.txt, the index of markdown twins written for agents.', {}, []),
  tool(
    'read_markdown_twin',
    'Read the markdown twin of a page (the same path with .md, /index.md for the start page): the page\'s text without its layout.',
    { url: string('The HTML page whose twin to read.') },
    ['url'],
  ),
  tool(
    'answer',
    'Finish: give the answer, evidence quotes copied verbatim from pages you opened, and your verdict.',
    {
      answer: string('The answer to the goal, or why it could not be reached.'),
      verdict: { type: 'string', enum: ['succeeded', 'partial', 'failed', 'blocked'] },
      evidence: {
        type: 'array',
        items: { type: 'object', properties: { url: string('The page quoted.'), quote: string('Exact text from that page.') }, required: ['url', 'quote'] },
      },
    },
    ['answer', 'verdict', 'evidence'],
  ),
];

function tool(name: string, description: string, properties: Record<string, unknown>, required: string[]): ToolDefinition {
  return { type: 'function', function: { name, description, parameters: { type: 'object', properties, required, additionalProperties: false } } };
}

export interface ModelAgentConclusion extends AgentConclusion {
  /** True when the model finished with the answer tool (evidence still needs verification). */
  answered: boolean;
}

export async function runModelAgent(browser: AgentBrowser, trail: Trail, model: ChatModel, goal: string, start = `${browser.origin}/`): Promise<ModelAgentConclusion> {
  const messages: ChatMessage[] = [
    {
      role: 'system',
      content: [
        `You are an AI agent testing whether the web site ${browser.origin}/ lets agents reach goals.`,
        `Use the tools to browse the site, starting with open_url on ${start}.`,
        'When done, call answer once, with quotes copied exactly from pages you opened as evidence.',
        `You have at most ${trail.budget.maxSteps} tool calls.`,
      ].join(' '),
    },
    { role: 'user', content: `Goal: ${goal}` },
  ];
  let lastPage: OpenResult | null = null;
  try {
    for (;;) {
      trail.ensureBudget();
      const asked = Date.now();
      let reply: Awaited<ReturnType<ChatModel['complete']>>;
      try {
        reply = await model.complete(messages, AGENT_TOOLS, Math.min(MAX_MODEL_CALL_MS, trail.remainingMs));
      } catch (error) {
        if (!(error instanceof ModelHttpError)) throw error;
        // A model that errs or times out ends the run as failed, with the steps so far and the call that failed.
        trail.note('ask_model', null, error.message, Date.now() - asked);
        return { verdict: 'failed', reasons: [`The model did not answer: ${error.message}`], answer: null, evidence: [], answered: false };
      }
      messages.push(reply);
      if (!reply.tool_calls?.length) {
        const text = reply.content?.trim() || null;
        return { verdict: 'partial', reasons: ['The model stopped without calling the answer tool.'], answer: text, evidence: [], answered: false };
      }
      for (const call of reply.tool_calls) {
        const args = parseArguments(call);
        if (call.function.name === 'answer') {
          await trail.step('answer', null, async () => args, () => String(args.answer ?? ''));
          return finalAnswer(args);
        }
        const output = await runTool(call.function.name, args, browser, trail, lastPage);
        if (output.page) lastPage = output.page;
        messages.push({ role: 'tool', tool_call_id: call.id, content: output.text.slice(0, TOOL_RESULT_CHARACTERS) });
      }
    }
  } catch (error) {
    if (!(error instanceof BudgetExhausted)) throw error;
    return { verdict: 'failed', reasons: [error.reason], answer: null, evidence: [], answered: false };
  }
}

function parseArguments(call: ToolCall): Record<string, unknown> {
  try {
    const parsed = JSON.parse(call.function.arguments || '{}') as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function finalAnswer(args: Record<string, unknown>): ModelAgentConclusion {
  const verdict = VERDICTS.includes(args.verdict as AgentVerdict) ? (args.verdict as AgentVerdict) : 'partial';
  const evidence: Evidence[] = Array.isArray(args.evidence)
    ? args.evidence.flatMap((item) =>
        typeof item?.url === 'string' && typeof item?.quote === 'string' ? [{ url: item.url, quote: item.quote }] : [],
      )
    : [];
  const answer = typeof args.answer === 'string' && args.answer.trim() ? args.answer.trim() : null;
  return { verdict, reasons: [`The model reported: ${verdict}.`], answer, evidence, answered: true };
}

async function runTool(
  name: string,
  args: Record<string, unknown>,
  browser: AgentBrowser,
  trail: Trail,
  lastPage: OpenResult | null,
): Promise<{ text: string; page?: OpenResult }> {
  const open = async (action: string, url: string) => {
    const page = await trail.step(action, url, () => browser.open(url), describeOpen);
    return { text: pageForModel(page), page };
  };
  switch (name) {
    case 'open_url':
      return open('open_url', String(args.url ?? '/'));
    case 'read_llms_txt':
      return open('read_llms_txt', `${browser.origin}/llms.txt`);
    case 'read_markdown_twin':
      return open('read_markdown_twin', markdownTwinOf(String(args.url ?? '/'), browser.origin));
    case 'follow_link': {
      const wanted = String(args.text ?? '').toLowerCase().trim();
      const link = lastPage?.ok ? lastPage.links.find((candidate) => wanted && candidate.text.toLowerCase().includes(wanted)) : undefined;
      if (!link) {
        await trail.step('follow_link', null, async () => null, () => `No link matching "${wanted}" on the last page.`);
        return { text: `No link with the text "${wanted}" on the last opened page.` };
      }
      return open('follow_link', link.url);
    }
    case 'search_site': {
      const query = String(args.query ?? '');
      const hits = await trail.step('search_site', null, async () => search(browser, query), (found) =>
        found.length ? `${found.length} matches for "${query}", best on ${found[0]!.url}` : `No match for "${query}" in the pages read.`,
      );
      return { text: hits.length ? hits.map((hit) => `${hit.url}: ${hit.sentence}`).join('\n') : `No match for "${query}" in the pages read so far.` };
    }
    default:
      await trail.step(name, null, async () => null, () => `Unknown tool ${name}.`);
      return { text: `Unknown tool "${name}". Use ${AGENT_TOOLS.map((candidate) => candidate.function.name).join(', ')}.` };
  }
}

/** The .md twin of a page URL (query and fragment dropped); a URL already ending in .md is its own twin. */
export function markdownTwinOf(raw: string, origin: string): string {
  const url = new URL(raw, origin);
  url.search = '';
  url.hash = '';
  if (url.pathname.endsWith('.md')) return url.href;
  url.pathname = url.pathname.endsWith('/') ? `${url.pathname}index.md` : `${url.pathname}.md`;
  return url.href;
}

function search(browser: AgentBrowser, query: string): Array<{ url: string; sentence: string }> {
  const keywords = keywordsOf(query);
  return browser.visited
    .flatMap((page) => bestSentence(keywords, page.url, page.text) ?? [])
    .sort((a, b) => b.score - a.score)
    .slice(0, 5);
}

function pageForModel(page: OpenResult): string {
  if (!page.ok) return `Could not open ${page.url}: ${page.reason}`;
  const links = page.links
    .slice(0, 60)
    .map((link) => `- ${link.text || '(no text)'}: ${link.url}`)
    .join('\n');
  const text = page.text.slice(0, PAGE_TEXT_FOR_MODEL);
  return `URL: ${page.url}\nHTTP ${page.status} ${page.contentType}\n${page.title ? `Title: ${page.title}\n` : ''}\n${text}\n\nLinks:\n${links}`;
}
