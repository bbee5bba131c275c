// The visits AI assistants send (checks.md 2026-12d "Referrals and coverage"): a request that names no agent and whose
// Referer (or utm_source) names an assistant is a referral of that assistant, counted per assistant, day and landing
// page, apart from agents and people. The hosts are the assistants' own (issue 61: Referer chatgpt.com, perplexity.ai,
// claude.ai, gemini.google.com, copilot.microsoft.com; utm_source=chatgpt.com, which ChatGPT adds to the links it
// cites). Beside each vendor's crawls the figures give Cloudflare Radar's crawl-to-refer ratio: "crawl requests for
// HTML pages based on the User-Agent header, and referral requests for HTML pages based on the Referer header, by
// platform" (Cloudflare Radar glossary; blog.cloudflare.com/ai-search-crawl-refer-ratio-on-radar).
import type { AiAssistant } from '@/lib/schemas/vocabulary/traffic';
import { NAMED_AGENTS } from './agents';

export interface AssistantEntry {
  assistant: AiAssistant;
  /** The vendor whose agents' crawls the ratio divides (agents.ts NamedAgent.vendor). */
  vendor: string;
  /** Referer hosts (and their subdomains) and utm_source values that name it. */
  hosts: readonly string[];
}

export const ASSISTANTS: readonly AssistantEntry[] = [
  { assistant: 'ChatGPT', vendor: 'OpenAI', hosts: ['chatgpt.com', 'chat.openai.com'] },
  { assistant: 'Perplexity', vendor: 'Perplexity', hosts: ['perplexity.ai'] },
  { assistant: 'Claude', vendor: 'Anthropic', hosts: ['claude.ai'] },
  { assistant: 'Gemini', vendor: 'Google', hosts: ['gemini.google.com'] },
  { assistant: 'Copilot', vendor: 'Microsoft', hosts: ['copilot.microsoft.com'] },
];

const underHost = (host: string, hosts: readonly string[]) => hosts.some((known) => host === known || host.endsWith(`.${known}`));

/** The host of a Referer ("https://chatgpt.com/c/…" → chatgpt.com), or null. */
function refererHost(referer: string): string | null {
  const match = /^https?:\/\/([^/?#:]+)/i.exec(referer.trim());
  return match ? match[1]!.toLowerCase().replace(/\.$/, '') : null;
}

/** The assistant a Referer or utm_source names, or null. */
export function assistantOf(referer: string | null, utmSource: string | null): AiAssistant | null {
  const host = referer ? refererHost(referer) : null;
  const source = utmSource?.trim().toLowerCase() ?? null;
  for (const entry of ASSISTANTS) {
    if ((host && underHost(host, entry.hosts)) || (source && entry.hosts.includes(source))) return entry.assistant;
  }
  return null;
}

/**
 * The agents whose HTML requests are a vendor's crawls in the ratio: its named agents that fetch from its own machines
 * (client-side agents such as Claude Code and Codex are their users' fetches, not the vendor's crawls).
 */
export function crawlingAgentsOf(vendor: string): string[] {
  return NAMED_AGENTS.filter((agent) => agent.vendor === vendor && agent.fetchesFrom === 'vendor' && agent.sendsUserAgent).map((agent) => agent.agent);
}

/** Landing paths kept per assistant and day in one batch; the rest are counted under '' (other pages). */
export const LANDINGS_PER_DAY = 100;
/** A landing path longer than this is counted under '' (other pages). */
export const LANDING_PATH_CHARS = 200;
