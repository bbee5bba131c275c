// Traffic logs (issue 55): a site's access logs in, per agent what they show beside what the scan predicted out.
// docs/api.md "Traffic" says the same in prose; the shapes below are the issue's contract, field for field.
import { z } from 'zod';
import { Timestamp, Uuid } from '../common';
import {
  AGENT_FAMILIES,
  AI_ASSISTANTS,
  COVERAGE_PAGES_LISTED,
  FETCH_ORIGINS,
  LANDING_PAGES_SHOWN,
  LOG_FORMATS,
  OBSERVED_THRESHOLDS,
  OBSERVED_VERDICTS,
  PATH_CLASSES,
  RANGES_STALE_DAYS,
  REJECTED_LISTED,
  STATUS_CLASSES,
  VERIFICATION_METHODS,
  VERIFICATION_STATES,
} from '@/lib/schemas/vocabulary/traffic';

const SiteId = Uuid.meta({ description: 'Site id (UUID).' });

export const TrafficSiteParams = z.strictObject({ id: SiteId });
export const TrafficBatchParams = z.strictObject({ id: SiteId, batchId: Uuid.meta({ description: 'Batch id (UUID).' }) });
export const TrafficTokenParams = z.strictObject({ id: SiteId, tokenId: Uuid.meta({ description: 'Ingest token id (UUID).' }) });
export const IngestSiteParams = z.strictObject({ siteId: SiteId });

const Format = z.enum(LOG_FORMATS, { error: `must be one of ${LOG_FORMATS.join(', ')}.` }).meta({
  description:
    'The log\'s format; detected from its first 20 lines when left out (a log in none says which it tried). combined and common: Apache/nginx (a leading %v vhost field is read as the host); cloudflare: Logpush http_requests NDJSON; vercel: log drain NDJSON; ndjson: {"time", "ip", "method", "host", "path", "status", "userAgent", "bytes"}; caddy: Caddy\'s JSON access log; nginx-json: log_format escape=json with nginx\'s variable names as keys; cloudfront: CloudFront standard logs; alb: Application Load Balancer access logs; fastly: Fastly JSON logging.',
});

export const UploadTrafficQuery = z.strictObject({ format: Format.optional() });

/** Cloudflare Logpush sets headers from `header_<Name>` query parameters of its destination URL: those are let through. */
export const IngestTrafficQuery = z
  .looseObject({ format: Format.optional() })
  .superRefine((query, ctx) => {
    for (const name of Object.keys(query)) {
      if (name !== 'format' && !name.startsWith('header_')) ctx.addIssue({ code: 'custom', path: [name], message: `Unknown query parameter "${name}".` });
    }
  })
  .transform((query) => ({ format: query.format as z.output<typeof Format> | undefined }));

export const QueuedTrafficBatch = z
  .object({
    batchId: z.string(),
    status: z.literal('queued').meta({ description: 'Always queued: the worker reads the log; poll the batch for its counts.' }),
  })
  .meta({ id: 'QueuedTrafficBatch' });

export const TrafficBatch = z
  .object({
    status: z.enum(['queued', 'running', 'done', 'failed']),
    lines: z.int().min(0).meta({ description: 'Non-blank lines read.' }),
    accepted: z.int().min(0).meta({ description: 'Lines counted into the figures.' }),
    skipped: z.object({
      otherHost: z.int().min(0).meta({ description: 'Requests for another host than the site\'s (www. and the port are ignored).' }),
      malformed: z.int().min(0).meta({ description: 'Lines that are not a request in the format (over 16 KiB, invalid UTF-8, unparsable) or are dated outside the days the figures keep (the retention period back, tomorrow ahead); see rejected.' }),
      duplicate: z.int().min(0).meta({ description: 'Lines of a batch that repeats an earlier one of the site (the same bytes, or the same Idempotency-Key): nothing of it is counted again.' }),
    }),
    rejected: z
      .array(z.object({ line: z.int().min(1).meta({ description: 'Line number (1-based).' }), reason: z.string() }))
      .meta({ description: `The first ${REJECTED_LISTED} lines not counted as malformed, with why; never the line's text.` }),
    from: Timestamp.nullable().meta({ description: 'The first accepted request\'s time.' }),
    to: Timestamp.nullable().meta({ description: 'The last accepted request\'s time.' }),
    error: z.string().nullable().meta({ description: 'Why a failed batch counted nothing (it inflates past the plan\'s limit, it ran out of its time budget, no line is in a known format); null otherwise.' }),
  })
  .meta({ id: 'TrafficBatch' });

export const TrafficQuery = z.strictObject({
  from: z.iso.date({ error: 'must be a date, YYYY-MM-DD.' }).optional().meta({ description: 'First UTC day (YYYY-MM-DD); 29 days before `to` by default.' }),
  to: z.iso.date({ error: 'must be a date, YYYY-MM-DD.' }).optional().meta({ description: 'Last UTC day (YYYY-MM-DD), included; today by default.' }),
});

const counts = <K extends string>(keys: readonly K[]) => z.object(Object.fromEntries(keys.map((key) => [key, z.int().min(0)])) as Record<K, z.ZodInt>);

const State = z.enum(VERIFICATION_STATES);
const Method = z.enum(VERIFICATION_METHODS).meta({
  description:
    'How the requests were judged: ranges (the vendor\'s published address ranges), reverse-dns (forward-confirmed reverse DNS against the vendor\'s documented hostnames), cdn (the CDN\'s verified-bot field: Cloudflare\'s BotScoreSrc "Verified Bot" or VerifiedBotCategory), client-side (the agent fetches from its users\' machines), no-method (its vendor publishes no method this service reads), not-installed (its vendor\'s ranges file is not installed), unanswered (reverse DNS was the only way left and gave no answer), none.',
});

const AgentVerification = z
  .object({
    fetchesFrom: z.enum(FETCH_ORIGINS).meta({ description: 'Where its requests come from: its vendor\'s machines, its users\' (client-side agents, never verifiable), or unknown.' }),
    files: z
      .array(z.object({ file: z.string().meta({ description: 'The ranges file (<file>.json).' }), date: z.iso.date().nullable().meta({ description: 'The day it speaks for: when it was taken, else its vendor\'s creationTime.' }) }))
      .meta({ description: 'The ranges files of its vendor in force now.' }),
    reverseDns: z.array(z.string()).meta({ description: 'The hostnames forward-confirmed reverse DNS accepts for it (its vendor\'s documentation names them); [] when its vendor documents none.' }),
    judged: z
      .array(
        z.object({
          state: State.exclude(['not claimed']),
          method: Method,
          judgedOn: z.iso.date().nullable().meta({ description: 'The day of the evidence: the ranges file\'s date, or the day of the reverse DNS lookup; null when the method has none.' }),
          requests: z.int().min(0),
        }),
      )
      .meta({ description: 'Its requests in the window per state, method and evidence day, most first (at most 8 entries; the rest summed per state and method with judgedOn null).' }),
    summary: z.string().meta({ description: 'One sentence: how its requests were judged, each state with its count and method.' }),
  })
  .meta({ id: 'TrafficAgentVerification' });

export const TrafficAgent = z
  .object({
    agent: z.string().meta({ description: 'The agent\'s product token (ChatGPT-User, GPTBot, …) or product (Claude Code), a crawler of the crawler-user-agents list, or an engine profile no User-Agent names.' }),
    family: z.enum(AGENT_FAMILIES),
    requests: z.int().min(0).meta({
      description: 'The requests every figure of this row counts: its verified and unverifiable ones (each counted beside, in verified and unverifiable). Spoofed requests never.',
    }),
    verified: z.int().min(0).meta({ description: 'Requests verified by its vendor\'s method (ranges, reverse DNS, the CDN\'s verified-bot field).' }),
    unverifiable: z.int().min(0).meta({ description: 'Requests no method can verify: a client-side agent\'s (it fetches from its users\' machines), or one whose vendor publishes no method this service reads.' }),
    spoofed: z.int().min(0).meta({ description: 'Requests naming it from outside the ranges or hostnames its vendor fetches from only: counted apart, never in its figures.' }),
    claims: z.int().min(0).meta({ description: 'Requests not verified: unverifiable plus spoofed (the first version\'s field, kept).' }),
    signed: z.int().min(0).meta({ description: 'Requests that carried a Signature-Agent header (a signed-agent claim, counted in its state: a log does not carry what checking the signature needs).' }),
    statuses: counts(STATUS_CLASSES),
    paths: counts(PATH_CLASSES),
    firstSeen: Timestamp.nullable(),
    lastSeen: Timestamp.nullable(),
    observed: z.enum(OBSERVED_VERDICTS).meta({
      description: `Over its counted page requests (pages and Markdown; all its requests when none was a page): refused when more than ${OBSERVED_THRESHOLDS.refused * 100}% got 401, 403, 429 or a challenge, mixed from ${OBSERVED_THRESHOLDS.mixed * 100}%, reads below, not seen without requests. A client-side agent's comes from its unverifiable requests, and why says so.`,
    }),
    predicted: z
      .object({
        verdict: z.enum(['reads', 'partial', 'blocked', 'pay', 'allowed', 'disallowed']).meta({
          description: 'The latest finished scan\'s: an agent profile\'s view of the start page (reads, partial, blocked, or pay: asked to pay with HTTP 402, the owner\'s choice), or robots.txt for a crawler the scan does not view (allowed, disallowed).',
        }),
        scanId: z.string(),
        scannedAt: Timestamp,
      })
      .nullable(),
    agrees: z.boolean().nullable().meta({
      description: 'Whether observed agrees with predicted: refused agrees with a refusal predicted (blocked as refused or challenged, or disallowed), reads with any other prediction, mixed with none; null when not seen or nothing was predicted.',
    }),
    why: z.string().meta({ description: 'One sentence: the prediction and what the logs show, naming the state of the requests it counts.' }),
    verification: AgentVerification,
  })
  .meta({ id: 'TrafficAgent' });

const RangesFile = z
  .object({
    file: z.string(),
    agents: z.array(z.string()).meta({ description: 'The agents it verifies.' }),
    source: z.string().nullable().meta({ description: 'Where its vendor publishes it.' }),
    creationTime: z.string().meta({ description: 'Its vendor\'s creationTime, as written.' }),
    fetchedAt: Timestamp.nullable().meta({ description: 'When `agentgauge admin traffic ranges update` took it; null for the shipped snapshot and files installed by hand.' }),
    date: z.iso.date().nullable().meta({ description: 'The day it speaks for: fetchedAt\'s, else creationTime\'s.' }),
    ageDays: z.int().nullable(),
    stale: z.boolean().meta({ description: `Older than ${RANGES_STALE_DAYS} days (or undated): its vendor may have added addresses since, which it would call spoofed.` }),
  })
  .meta({ id: 'TrafficRangesFile' });

const Assistant = z.enum(AI_ASSISTANTS);

const Referrals = z
  .object({
    requests: z.int().min(0).meta({ description: 'Page requests an AI assistant referred in the window (a Referer or utm_source naming it), apart from agents and unclassified requests.' }),
    assistants: z
      .array(
        z.object({
          assistant: Assistant,
          vendor: z.string(),
          requests: z.int().min(0),
          landingPages: z.array(z.object({ path: z.string(), requests: z.int().min(0) })).meta({ description: `The ${LANDING_PAGES_SHOWN} landing pages with the most referrals.` }),
          otherPages: z.int().min(0).meta({ description: 'Referrals to every other landing page (and to pages past a batch\'s bound of 100 a day).' }),
        }),
      )
      .meta({ description: 'Every assistant, referred or not.' }),
    days: z.array(z.object({ day: z.iso.date(), assistant: Assistant, requests: z.int().min(0) })).meta({ description: 'Per UTC day and assistant with referrals.' }),
  })
  .meta({ id: 'TrafficReferrals' });

const CrawlToReferRow = z
  .object({
    vendor: z.string(),
    assistant: Assistant,
    agents: z.array(z.string()).meta({ description: 'Its agents whose HTML requests are its crawls (those that fetch from the vendor\'s own machines).' }),
    crawls: z.int().min(0).meta({ description: 'Their verified and unverifiable page (HTML) requests in the window.' }),
    referrals: z.int().min(0).meta({ description: 'Page requests its assistant referred in the window.' }),
    ratio: z.number().nullable().meta({ description: 'crawls ÷ referrals, to one decimal (Cloudflare Radar\'s crawl-to-refer ratio); null without referrals.' }),
  })
  .meta({ id: 'TrafficCrawlToRefer' });

const Coverage = z
  .object({
    scanId: z.string(),
    scannedAt: Timestamp,
    pages: z.int().min(0).meta({ description: 'Pages of the latest finished scan\'s list (its start page, journeys\' landings, measured pages and its sitemap\'s first pages; at most 1,000): the denominator of `fetched`.' }),
    sitemapListed: z.int().min(0).nullable().meta({ description: 'Page URLs its sitemap lists (all of them); null when the scan read none.' }),
    withMarkdown: z.int().min(0).meta({ description: 'Pages of the list with a Markdown version (the scan found one, or an agent fetched one).' }),
    agents: z
      .array(
        z.object({
          agent: z.string(),
          fetched: z.int().min(0).meta({ description: 'Pages of the list it fetched (the page or its Markdown) in the window.' }),
          of: z.int().min(0),
          pages: z.array(z.object({ path: z.string(), requests: z.int().min(0) })).meta({ description: `The pages it fetched, most fetched first (at most ${COVERAGE_PAGES_LISTED}).` }),
          markdown: z.object({
            fetches: z.int().min(0).meta({ description: 'Its fetches of pages that have a Markdown version (the page or the Markdown): the denominator.' }),
            took: z.int().min(0).meta({ description: 'Of those, fetches that took the Markdown (a 2xx .md twin, or a Markdown answer where the log records its type).' }),
            share: z.number().nullable(),
          }),
        }),
      )
      .meta({ description: 'Each agent that fetched a page of the list (named agents, and `other crawler`); only its verified and unverifiable requests.' }),
    important: z
      .array(z.object({ path: z.string(), because: z.enum(['start page', 'journey landing']), fetchedBy: z.array(z.string()) }))
      .meta({ description: 'The start page and the pages journeys landed on, with the agents that fetched each; an empty fetchedBy is an important page no agent fetched.' }),
    notFetched: z.object({ count: z.int().min(0), paths: z.array(z.string()).meta({ description: `The first ${COVERAGE_PAGES_LISTED} in the list's order.` }) }),
  })
  .meta({ id: 'TrafficCoverage' });

export const SiteTraffic = z
  .object({
    siteId: z.string(),
    host: z.string(),
    from: z.iso.date(),
    to: z.iso.date(),
    lines: z.int().min(0).meta({ description: 'Requests counted in these days: every agent\'s in every state, the unclassified, and the referred visits.' }),
    agents: z.array(TrafficAgent),
    days: z.array(z.object({ day: z.iso.date(), agent: z.string(), requests: z.int().min(0), refused: z.int().min(0) })).meta({
      description: 'Per UTC day and agent, the same requests as the agent\'s row counts (verified and unverifiable), and how many got 401, 403, 429 or a challenge.',
    }),
    unclassified: z.object({
      requests: z.int().min(0).meta({ description: 'Requests whose User-Agent names no known agent (people among them), not referred by an assistant.' }),
      signed: z.int().min(0).meta({ description: 'Of those, requests that carried a Signature-Agent header.' }),
    }),
    ranges: z.array(RangesFile).meta({ description: 'The address-ranges files in force, each with its date; a stale one makes false spoofs.' }),
    referrals: Referrals,
    crawlToRefer: z.array(CrawlToReferRow).meta({ description: 'Per vendor (every assistant\'s).' }),
    coverage: Coverage.nullable().meta({ description: 'Against the latest finished scan\'s list of the site\'s pages; null before the first scan.' }),
  })
  .meta({ id: 'SiteTraffic' });

export const CreateIngestTokenBody = z
  .strictObject({
    name: z.string().trim().min(1, { error: 'Field "name" must not be empty.' }).max(100, { error: 'Field "name" must be at most 100 characters.' }).meta({ description: 'What the token is for (e.g. "Cloudflare Logpush").' }),
  })
  .meta({ id: 'CreateIngestTokenRequest' });

export const IngestToken = z
  .object({
    id: z.string(),
    name: z.string(),
    displayPrefix: z.string().meta({ description: 'The first characters of the token, to recognise it.' }),
    createdAt: Timestamp,
    lastUsedAt: Timestamp.nullable(),
    revokedAt: Timestamp.nullable(),
  })
  .meta({ id: 'IngestToken' });

export const CreatedIngestToken = IngestToken.extend({
  token: z.string().meta({ description: 'The token (ag_ingest_…), shown only in this response. It can send logs to this site\'s ingest path and do nothing else.' }),
  ingestUrl: z.string().meta({ description: 'Where a drain sends logs with it.' }),
}).meta({ id: 'CreatedIngestToken' });

export const IngestTokens = z.object({ tokens: z.array(IngestToken) }).meta({ id: 'IngestTokens' });
