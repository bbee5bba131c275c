// The referral figures (referrals.ts): per assistant its referred page requests, its landing pages (the
// LANDING_PAGES_SHOWN with the most, the rest summed) and its days; per vendor Cloudflare Radar's crawl-to-refer ratio,
// its agents' HTML requests ÷ the HTML requests its assistant referred. Bounded: five assistants, at most
// LANDING_PAGES_SHOWN landing pages each, one day row per assistant and day of the window.
import { isCounted, type FigureRow } from './figures';
import { ASSISTANTS, crawlingAgentsOf } from './referrals';
import type { ReferralRow } from './tally';
import { LANDING_PAGES_SHOWN, type AiAssistant } from '@/lib/schemas/vocabulary/traffic';

export interface ReferralFigures {
  requests: number;
  assistants: Array<{ assistant: AiAssistant; vendor: string; requests: number; landingPages: Array<{ path: string; requests: number }>; otherPages: number }>;
  days: Array<{ day: string; assistant: AiAssistant; requests: number }>;
}

export interface CrawlToRefer {
  vendor: string;
  assistant: AiAssistant;
  /** The agents whose HTML requests are its crawls. */
  agents: string[];
  crawls: number;
  referrals: number;
  /** crawls ÷ referrals, to one decimal; null without referrals. */
  ratio: number | null;
}

export interface ReferralInputs {
  landings: ReadonlyArray<Omit<ReferralRow, 'day'>>;
  days: ReadonlyArray<Omit<ReferralRow, 'landing'>>;
}

/** A tally's referral rows summed as the database sums them (stored-figures.ts storedReferrals). */
export function referralInputsOf(rows: readonly ReferralRow[]): ReferralInputs {
  const landings = new Map<string, Omit<ReferralRow, 'day'>>();
  const days = new Map<string, Omit<ReferralRow, 'landing'>>();
  for (const row of rows) {
    const landing = landings.get(`${row.assistant}\t${row.landing}`) ?? { assistant: row.assistant, landing: row.landing, requests: 0 };
    landing.requests += row.requests;
    landings.set(`${row.assistant}\t${row.landing}`, landing);
    const day = days.get(`${row.day}\t${row.assistant}`) ?? { day: row.day, assistant: row.assistant, requests: 0 };
    day.requests += row.requests;
    days.set(`${row.day}\t${row.assistant}`, day);
  }
  return { landings: [...landings.values()], days: [...days.values()] };
}

export function referralFigures(inputs: ReferralInputs): ReferralFigures {
  const assistants = ASSISTANTS.map((entry) => {
    const rows = inputs.landings.filter((row) => row.assistant === entry.assistant);
    const named = rows.filter((row) => row.landing !== '').sort((a, b) => b.requests - a.requests || a.landing.localeCompare(b.landing));
    const shown = named.slice(0, LANDING_PAGES_SHOWN);
    const requests = rows.reduce((sum, row) => sum + row.requests, 0);
    const landed = shown.reduce((sum, row) => sum + row.requests, 0);
    return { assistant: entry.assistant, vendor: entry.vendor, requests, landingPages: shown.map((row) => ({ path: row.landing, requests: row.requests })), otherPages: requests - landed };
  });
  return {
    requests: assistants.reduce((sum, entry) => sum + entry.requests, 0),
    assistants,
    days: [...inputs.days].sort((a, b) => a.day.localeCompare(b.day) || a.assistant.localeCompare(b.assistant)).map((row) => ({ day: row.day, assistant: row.assistant, requests: row.requests })),
  };
}

/** Per vendor: its agents' counted HTML (page) requests in the window ÷ its assistant's referrals (Radar's definition). */
export function crawlToRefer(rows: readonly FigureRow[], referrals: ReferralFigures): CrawlToRefer[] {
  return ASSISTANTS.map((entry) => {
    const agents = crawlingAgentsOf(entry.vendor);
    const crawls = rows.filter((row) => agents.includes(row.agent) && isCounted(row.state) && row.pathClass === 'page').reduce((sum, row) => sum + row.requests, 0);
    const referred = referrals.assistants.find((assistant) => assistant.assistant === entry.assistant)?.requests ?? 0;
    return { vendor: entry.vendor, assistant: entry.assistant, agents, crawls, referrals: referred, ratio: referred === 0 ? null : Math.round((crawls / referred) * 10) / 10 };
  });
}
