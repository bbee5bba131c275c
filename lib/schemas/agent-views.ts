// The agent views and the score's parts in stored reports and API responses (checks.md, "Agent outcomes (2026-12)").
import { z } from 'zod';
import { AGENT_CAUSES, AGENT_PROFILE_IDS, AGENT_VERDICTS, PAYMENT_SCHEMES } from '@/engine/light';
import type { AgentViewsReport as EngineAgentViews, PartialSample as EnginePartialSample, ScoreBreakdown as EngineScoreBreakdown } from '@/engine/index';
import type { Holds, Same } from './same-type';

const Headers = z.record(z.string(), z.string());

export const AgentPayment = z
  .object({
    scheme: z.enum(PAYMENT_SCHEMES).meta({
      description:
        'What states the price: crawler-price (Cloudflare pay per crawl\'s response header, "USD 0.01"), x402 (a PAYMENT-REQUIRED header or an x402 JSON body), mpp (WWW-Authenticate: Payment), or none (a 402 that states no terms).',
    }),
    price: z.string().nullable().meta({ description: 'The price as the answer states it ("USD 0.01"; x402: an amount in the asset\'s smallest units, the asset and the network); null when none could be read.' }),
  })
  .meta({ id: 'AgentPayment', description: 'What an HTTP 402 asks of the agent (checks.md 2026-12d).' });

export const AgentRequest = z
  .object({
    method: z.literal('GET'),
    url: z.string().meta({ description: 'The URL requested.' }),
    headers: Headers.meta({ description: 'Headers sent, lower-case names; a secret\'s value (the audit\'s extra headers, credentials) is "[redacted]".' }),
    response: z
      .object({
        status: z.int(),
        url: z.string().meta({ description: 'The URL that answered, after redirects.' }),
        headers: Headers.meta({ description: 'Headers received, lower-case names (the first 24, each name at most 60 and each value at most 200 characters; cookies\' values "[redacted]").' }),
      })
      .nullable()
      .meta({ description: 'The answer; null when none came.' }),
    curl: z.string().meta({ description: 'A shell line that sends the same request and prints the answer\'s status and headers; a redacted header is read from the environment variable it names ("$X_VERCEL_PROTECTION_BYPASS"). It follows redirects (at most 5) unless it carries such a header: then it asks the first hop only, so that no secret reaches another origin (curl sends every -H header to every host a redirect names).' }),
  })
  .meta({ id: 'AgentRequest', description: 'The request behind an agent view: what was sent, what came back, and how to send it again.' });

export const AgentView = z
  .object({
    profile: z.enum(AGENT_PROFILE_IDS).meta({ description: 'The agent profile (ids are contracts: claude-code, cursor, codex, chatgpt, gemini, perplexity, mcp-fetch, browser).' }),
    url: z.string().meta({ description: 'The page the view is of.' }),
    userAgent: z.string().meta({ description: 'The User-Agent sent.' }),
    status: z.int().nullable().meta({ description: 'HTTP status received; null when no request was sent (robots.txt disallowed it) or none was answered.' }),
    challenge: z.array(z.string()).meta({ description: 'Bot-challenge markers in what the agent received (the rule agent-access uses).' }),
    robots: z
      .object({ allowed: z.boolean(), line: z.int().nullable(), rule: z.string().nullable() })
      .nullable()
      .meta({ description: "robots.txt's decision for profiles that obey it; null for the others." }),
    markdown: z.enum(['served', 'converted', 'none']).meta({ description: 'served: the site answered Markdown (to the Accept sent, or at the Markdown alternate the page links, for a profile that follows it: Codex); converted: HTML turned into Markdown; none: read as received.' }),
    textLength: z.int().min(0).meta({ description: 'Characters of text the conversion produced, as far as the verdict needed it converted.' }),
    kept: z.int().min(0).meta({ description: 'Characters the agent keeps after its truncation.' }),
    mainShare: z.number().min(0).max(1).meta({ description: "Share of the page's main content in what it keeps." }),
    excerpt: z.string().meta({ description: 'The first characters (at most 600) of what the agent keeps.' }),
    verdict: z.enum(AGENT_VERDICTS).nullable().meta({
      description:
        'reads, partial, blocked, or pay (HTTP 402: the site asks this agent to pay; the owner\'s choice, never blocked and never counted in Access); null: not measured (the browsing agent without a browser), never a failure.',
    }),
    cause: z.enum(AGENT_CAUSES).meta({
      description:
        'Why the verdict (blocked only for a cause observed for the profile): ok; truncated; javascript (evidence that scripts build all or part of the main content); iframe (the content is in a frame the agent does not load); meta-refresh (the page only sends its reader on with a meta refresh this agent is not documented to follow); refused (an error status, or a 2xx page that reads as a refusal while a browser gets the content); challenged; disallowed (robots.txt); unreachable (no answer to this agent while a browser got one); not-measured (no answer to anyone, or the scanner\'s own limits); priced (HTTP 402, with the verdict pay); no-content (earlier reports only).',
    }),
    reason: z.string().meta({ description: 'One sentence: why, and how much where part is lost.' }),
    payment: AgentPayment.optional().meta({ description: 'With the verdict pay: the scheme that states the price and the price.' }),
    request: AgentRequest.nullable()
      .optional()
      .meta({ description: 'The request behind the verdict, with a curl line that reproduces it; null where the profile sent none (robots.txt disallowed it, or the browsing agent without a browser); absent in reports made before it was recorded.' }),
  })
  .meta({ id: 'AgentView' });

export const AgentViews = z
  .object({
    access: z.number().min(0).max(100).meta({ description: 'Mean access over the pages with at least one measured view: the Access half of the score.' }),
    sample: z
      .object({ pages: z.int().min(0), of: z.int().min(0), note: z.string() })
      .meta({ description: '`pages`: the pages Access counts (at least one measured view), `of`: the pages measured, `note`: which pages and why only those.' }),
    pages: z.array(
      z.object({
        url: z.string(),
        access: z.number().min(0).max(100).nullable().meta({
          description:
            'Share of the measured profiles that read this page (partial counts half; profiles asked to pay are left out: the owner\'s choice, scorecard 2026.12.3); null when no profile was measured on it (a broken page, or no answer to anyone) or every one was asked to pay: unmeasured is never read and never 0. A number on every page in reports scored before 2026.12.2.',
        }),
        views: z.array(AgentView),
        broken: z
          .object({ status: z.int().nullable(), browserStatus: z.int().nullable() })
          .optional()
          .meta({ description: 'Present when the page is broken: it answered 404, 410 or a 5xx to the scanner and to a browser alike, so it has no views and is left out of Access (http-semantics.broken-linked-pages names it).' }),
      }),
    ),
  })
  .meta({ id: 'AgentViews', description: 'What each agent profile receives for the start page (and a sample of a site scan\'s pages), with one verdict per profile.' });

export const ScoreBreakdown = z
  .object({
    scorecard: z.string().meta({ example: '2026.12.3' }),
    score: z.number().min(0).max(100),
    access: z.number().min(0).max(100).nullable().meta({ description: 'Share of agent profiles that read the main content (partial counts half; those asked to pay left out): half of the score.' }),
    costCoverage: z.number().min(0).max(100).nullable().meta({ description: 'Weighted mean of the other applicable checks (weights by evidence grade): the other half.' }),
    bonus: z.number().min(0).max(5).meta({ description: 'Points the emerging standards added (never subtracted).' }),
    bonusFrom: z.array(z.string()),
    uncapped: z.number().min(0).max(100),
    cap: z
      .object({
        id: z.enum(['agents-refused', 'javascript-only']),
        limit: z.number(),
        reason: z.string().meta({ description: 'Why, naming the profiles and what they received: "Every agent that names itself in its User-Agent is refused: Claude Code, Codex and ChatGPT get HTTP 403."' }),
        profiles: z
          .array(z.enum(AGENT_PROFILE_IDS))
          .optional()
          .meta({ description: 'The profiles whose views meet the cap\'s condition. Absent in reports scored under 2026.12.' }),
        floor: z
          .object({ score: z.number(), reason: z.string() })
          .optional()
          .meta({ description: 'Under the JavaScript cap only, when the browsing profile read the page: the score is at least this, one above the refusal cap (agents that run JavaScript get the answer; none gets it from a site that refuses agents).' }),
      })
      .nullable()
      .meta({
        description:
          'The cap that changed the score (19: the site refuses every agent it can recognise; 39: the main content needs JavaScript), with its reason; null when none did (scorecard 2026.12.1: a cap that lowers nothing is not applied; reports scored under 2026.12 may carry one whose score equals `uncapped`, which lowered nothing).',
      }),
  })
  .meta({ id: 'ScoreBreakdown', description: 'How the overall score was made under its scorecard: Access, cost and coverage, bonus, cap.' });

export const PartialSample = z
  .object({
    fetches: z.int().min(0),
    failed: z.int().min(0),
    challenged: z.int().min(0),
    which: z.array(z.object({ url: z.string(), why: z.string() })),
  })
  .meta({ id: 'PartialSample', description: 'More than a fifth of the audit\'s fetches failed, timed out or were challenged: the score comes from a partial sample.' });

/** Never used: it only compiles while the schemas' outputs are exactly the engine's types. */
export type AgentSchemasMatchEngine = [
  Holds<Same<z.output<typeof AgentViews>, EngineAgentViews>>,
  Holds<Same<z.output<typeof ScoreBreakdown>, EngineScoreBreakdown>>,
  Holds<Same<z.output<typeof PartialSample>, EnginePartialSample>>,
];
