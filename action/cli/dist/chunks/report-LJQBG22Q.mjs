import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  PAGE_LIMIT,
  PAGE_OFFSET
} from "./chunk-CY2PG5OF.mjs";
import {
  canonicalHost
} from "./chunk-QLICTWUU.mjs";
import "./chunk-4G5NWBTQ.mjs";
import {
  INDEX_CATEGORIES
} from "./chunk-KEVJWYPO.mjs";
import {
  AGENT_CAUSES,
  AGENT_PROFILE_IDS,
  AGENT_VERDICTS,
  CAPABILITY_IDS,
  CAPABILITY_STATES,
  CATEGORIES,
  CHECK_IDS,
  CHECK_SCOPES,
  CHECK_STATUSES,
  COULD_NOT_ASK_REASONS,
  EVIDENCE_LEVELS,
  FINDING_STATUSES,
  FINDING_VIEWS,
  JOURNEY_CODES,
  JOURNEY_STEP_VERDICTS,
  PAYMENT_SCHEMES,
  PLATFORM_KINDS,
  PRESENCE_PROOFS,
  PROFILE_NAMES,
  REPORT_SCOPES,
  REQUESTABLE_PROFILES
} from "./chunk-2NGWI5PL.mjs";
import "./chunk-VNSXWG4G.mjs";
import "./chunk-4B563FFZ.mjs";
import {
  external_exports
} from "./chunk-GZR6GE6Y.mjs";
import "./chunk-CLW72GYV.mjs";

// lib/errors/api-errors.ts
var API_ERRORS = {
  "bad-request": { status: 400, message: "The request is malformed." },
  "invalid-json": { status: 400, message: "The request body is not valid JSON." },
  "invalid-content-type": { status: 400, message: "Send the request body as JSON with Content-Type: application/json." },
  "invalid-body": { status: 400, message: "The request body is invalid." },
  "invalid-parameter": { status: 400, message: "A path or query parameter is invalid." },
  "invalid-host": { status: 400, message: "The host is not a valid domain name." },
  "invalid-url": { status: 400, message: "The URL is not an auditable http(s) URL." },
  "target-refused": { status: 400, message: "The target is not allowed: only public hosts on ports 80 and 443 can be measured." },
  "unauthorized": { status: 401, message: 'Send a valid organization API key as "Authorization: Bearer <key>".' },
  "invalid-signature": { status: 401, message: "The call's signature does not verify with the deploy hook's secret." },
  "subscription-required": { status: 403, message: "This endpoint needs an active paid subscription." },
  "insufficient-scope": { status: 403, message: "The access token was not granted the scope this needs." },
  "forbidden": { status: 403, message: "Your role in the organization does not allow this." },
  "ownership-unverified": {
    status: 403,
    message: "Prove that your organization controls the host first (a DNS TXT record, a well-known file or a meta tag; GET /api/v1/me/sites/{id}/ownership)."
  },
  "not-found": { status: 404, message: "The requested resource does not exist." },
  "artifact-not-applicable": { status: 404, message: "This generated file is not offered for this site: the message says why." },
  "method-not-allowed": { status: 405, message: "This method is not allowed on this path." },
  "scan-active": { status: 409, message: "A scan of this site is already queued or running." },
  "deploy-call-in-progress": { status: 409, message: "The first call of this delivery is still being handled; call again to get its answer." },
  "run-not-finished": { status: 409, message: "Only a finished agent run can be published." },
  "run-not-succeeded": { status: 409, message: "The agent did not succeed on this run; confirm to publish it anyway." },
  "site-exists": { status: 409, message: "The organization already has a site on this host." },
  "journey-exists": { status: 409, message: "The site already has a journey with this name." },
  "journey-limit": { status: 409, message: "The site has as many journeys as it may; remove one first." },
  "webhook-limit": { status: 409, message: "The organization has as many webhook endpoints as it may; delete one first." },
  "fleet-run-active": { status: 409, message: "A run of this fleet is already queued or running." },
  "index-opt-in-required": { status: 409, message: "Opt the site in to the index first (indexOptIn or publicReport)." },
  "verdict-report-limit": { status: 409, message: "The site has as many open verdict reports on this edition as it may." },
  "body-too-large": { status: 413, message: "The request body is larger than 8 KiB." },
  "unsupported-media-type": { status: 415, message: "The request body is in a media type this operation does not take (RFC 9110 \xA715.5.16)." },
  "target-unreachable": { status: 422, message: "The target could not be reached." },
  "fleet-too-large": { status: 422, message: "The fleet holds more targets than the plan allows per fleet." },
  "model-budget-exhausted": { status: 429, message: "The organization's daily model budget is spent; retry after the number of seconds in Retry-After." },
  "rate-limited": { status: 429, message: "Too many requests; retry after the number of seconds in Retry-After." },
  "internal-error": { status: 500, message: "An unexpected error occurred." },
  // Configuration an operator has to add and restart for: worth asking again in an hour, not in a second.
  "answers-unavailable": {
    status: 503,
    message: "Answers is not configured on this installation: set ANSWERS_ENGINE, ANSWERS_API_KEY and ANSWERS_MODEL.",
    retryAfter: 3600
  },
  "agent-model-unavailable": {
    status: 503,
    message: "No agent model is configured: set AGENT_MODEL_BASE_URL, AGENT_MODEL_API_KEY and AGENT_MODEL, or run the builtin agent.",
    retryAfter: 3600
  },
  "service-unavailable": { status: 503, message: "The service is temporarily unavailable; retry later.", retryAfter: 30 },
  "scanner-unconfigured": {
    status: 503,
    message: "Fleet runs need the service's public URL, which the scanner names in its User-Agent: set AGENTGAUGE_PUBLIC_URL.",
    retryAfter: 3600
  }
};
var API_ERROR_CODES = Object.keys(API_ERRORS);

// lib/schemas/common.ts
var ErrorBody = external_exports.object({
  error: external_exports.enum(API_ERROR_CODES).meta({ description: "Stable machine-readable code (see the error table in the description)." }),
  message: external_exports.string().meta({ description: "One sentence naming the problem." })
}).meta({ id: "Error", description: "Every error response has exactly this shape." });
var Uuid = external_exports.uuid({ error: "must be a UUID." });
var Score = external_exports.number().min(0).max(100);
var Interval95 = external_exports.array(external_exports.number().min(0).max(1)).length(2);
var IdParams = external_exports.strictObject({
  id: Uuid.meta({ description: "Site id (UUID)." })
});
var HostParams = external_exports.strictObject({
  host: external_exports.string().transform((raw, ctx) => {
    const result = canonicalHost(raw);
    if (result.ok) return result.host;
    ctx.addIssue({ code: "custom", message: result.reason, params: { apiError: "invalid-host" } });
    return external_exports.NEVER;
  }).meta({
    description: "A domain name. It is canonicalized before lookup: lower case, trailing dot removed, internationalized names converted to punycode (b\xFCcher.example and xn--bcher-kva.example are the same host). IP addresses are accepted in their canonical form. Ports other than 80 and 443, paths, queries, credentials and single-label names are refused with 400, unless the installation lifts the private-target rules (AGENTGAUGE_ALLOW_PRIVATE_TARGETS=1), which accepts ports and single-label names.",
    example: "example.com",
    override: { type: "string" }
  })
});
function integerQuery(bounds) {
  const message = `must be an integer from ${bounds.min} to ${bounds.max}.`;
  return external_exports.string().regex(/^(0|[1-9][0-9]*)$/, { error: message }).transform(Number).pipe(external_exports.number().int().min(bounds.min, { error: message }).max(bounds.max, { error: message })).meta({
    description: bounds.description,
    // Documented as the integer it is; the string pattern is an implementation detail of query parsing.
    override: ({ jsonSchema }) => {
      delete jsonSchema.pattern;
      Object.assign(jsonSchema, {
        type: "integer",
        minimum: bounds.min,
        maximum: bounds.max,
        ...bounds.default === void 0 ? {} : { default: bounds.default }
      });
    }
  });
}
var PaginationQuery = external_exports.strictObject({
  limit: integerQuery({ ...PAGE_LIMIT, description: "Page size, 1 to 50." }).optional(),
  offset: integerQuery({
    ...PAGE_OFFSET,
    description: "Items to skip, 0 to 10000. To continue a list, send the previous response's nextOffset here with the same limit."
  }).optional()
});
var NextOffset = external_exports.int().min(0).nullable().meta({ description: "The offset of the next page, or null when this page is the last." });
var NextStep = external_exports.string().meta({ description: "One sentence: what to do next with this result." });
var Timestamp = external_exports.iso.datetime({ offset: true }).meta({ description: "ISO 8601 date-time (UTC)." });
var FreeJson = external_exports.union([external_exports.string(), external_exports.number(), external_exports.boolean(), external_exports.null(), external_exports.array(external_exports.unknown()), external_exports.record(external_exports.string(), external_exports.unknown())]).meta({
  id: "JsonValue",
  description: "Free-form JSON value: string, number, boolean, null, array or object, nested to any depth."
});

// lib/schemas/agent-views.ts
var Headers = external_exports.record(external_exports.string(), external_exports.string());
var AgentPayment = external_exports.object({
  scheme: external_exports.enum(PAYMENT_SCHEMES).meta({
    description: `What states the price: crawler-price (Cloudflare pay per crawl's response header, "USD 0.01"), x402 (a PAYMENT-REQUIRED header or an x402 JSON body), mpp (WWW-Authenticate: Payment), or none (a 402 that states no terms).`
  }),
  price: external_exports.string().nullable().meta({ description: `The price as the answer states it ("USD 0.01"; x402: an amount in the asset's smallest units, the asset and the network); null when none could be read.` })
}).meta({ id: "AgentPayment", description: "What an HTTP 402 asks of the agent (checks.md 2026-12d)." });
var AgentRequest = external_exports.object({
  method: external_exports.literal("GET"),
  url: external_exports.string().meta({ description: "The URL requested." }),
  headers: Headers.meta({ description: `Headers sent, lower-case names; a secret's value (the audit's extra headers, credentials) is "[redacted]".` }),
  response: external_exports.object({
    status: external_exports.int(),
    url: external_exports.string().meta({ description: "The URL that answered, after redirects." }),
    headers: Headers.meta({ description: `Headers received, lower-case names (the first 24, each name at most 60 and each value at most 200 characters; cookies' values "[redacted]").` })
  }).nullable().meta({ description: "The answer; null when none came." }),
  curl: external_exports.string().meta({ description: `A shell line that sends the same request and prints the answer's status and headers; a redacted header is read from the environment variable it names ("$X_VERCEL_PROTECTION_BYPASS"). It follows redirects (at most 5) unless it carries such a header: then it asks the first hop only, so that no secret reaches another origin (curl sends every -H header to every host a redirect names).` })
}).meta({ id: "AgentRequest", description: "The request behind an agent view: what was sent, what came back, and how to send it again." });
var AgentView = external_exports.object({
  profile: external_exports.enum(AGENT_PROFILE_IDS).meta({ description: "The agent profile (ids are contracts: claude-code, cursor, codex, chatgpt, gemini, perplexity, mcp-fetch, browser)." }),
  url: external_exports.string().meta({ description: "The page the view is of." }),
  userAgent: external_exports.string().meta({ description: "The User-Agent sent." }),
  status: external_exports.int().nullable().meta({ description: "HTTP status received; null when no request was sent (robots.txt disallowed it) or none was answered." }),
  challenge: external_exports.array(external_exports.string()).meta({ description: "Bot-challenge markers in what the agent received (the rule agent-access uses)." }),
  robots: external_exports.object({ allowed: external_exports.boolean(), line: external_exports.int().nullable(), rule: external_exports.string().nullable() }).nullable().meta({ description: "robots.txt's decision for profiles that obey it; null for the others." }),
  markdown: external_exports.enum(["served", "converted", "none"]).meta({ description: "served: the site answered Markdown (to the Accept sent, or at the Markdown alternate the page links, for a profile that follows it: Codex); converted: HTML turned into Markdown; none: read as received." }),
  textLength: external_exports.int().min(0).meta({ description: "Characters of text the conversion produced, as far as the verdict needed it converted." }),
  kept: external_exports.int().min(0).meta({ description: "Characters the agent keeps after its truncation." }),
  mainShare: external_exports.number().min(0).max(1).meta({ description: "Share of the page's main content in what it keeps." }),
  excerpt: external_exports.string().meta({ description: "The first characters (at most 600) of what the agent keeps." }),
  verdict: external_exports.enum(AGENT_VERDICTS).nullable().meta({
    description: "reads, partial, blocked, or pay (HTTP 402: the site asks this agent to pay; the owner's choice, never blocked and never counted in Access); null: not measured (the browsing agent without a browser), never a failure."
  }),
  cause: external_exports.enum(AGENT_CAUSES).meta({
    description: "Why the verdict (blocked only for a cause observed for the profile): ok; truncated; javascript (evidence that scripts build all or part of the main content); iframe (the content is in a frame the agent does not load); meta-refresh (the page only sends its reader on with a meta refresh this agent is not documented to follow); refused (an error status, or a 2xx page that reads as a refusal while a browser gets the content); challenged; disallowed (robots.txt); unreachable (no answer to this agent while a browser got one); not-measured (no answer to anyone, or the scanner's own limits); priced (HTTP 402, with the verdict pay); no-content (earlier reports only)."
  }),
  reason: external_exports.string().meta({ description: "One sentence: why, and how much where part is lost." }),
  payment: AgentPayment.optional().meta({ description: "With the verdict pay: the scheme that states the price and the price." }),
  request: AgentRequest.nullable().optional().meta({ description: "The request behind the verdict, with a curl line that reproduces it; null where the profile sent none (robots.txt disallowed it, or the browsing agent without a browser); absent in reports made before it was recorded." })
}).meta({ id: "AgentView" });
var AgentViews = external_exports.object({
  access: external_exports.number().min(0).max(100).meta({ description: "Mean access over the pages with at least one measured view: the Access half of the score." }),
  sample: external_exports.object({ pages: external_exports.int().min(0), of: external_exports.int().min(0), note: external_exports.string() }).meta({ description: "`pages`: the pages Access counts (at least one measured view), `of`: the pages measured, `note`: which pages and why only those." }),
  pages: external_exports.array(
    external_exports.object({
      url: external_exports.string(),
      access: external_exports.number().min(0).max(100).nullable().meta({
        description: "Share of the measured profiles that read this page (partial counts half; profiles asked to pay are left out: the owner's choice, scorecard 2026.12.3); null when no profile was measured on it (a broken page, or no answer to anyone) or every one was asked to pay: unmeasured is never read and never 0. A number on every page in reports scored before 2026.12.2."
      }),
      views: external_exports.array(AgentView),
      broken: external_exports.object({ status: external_exports.int().nullable(), browserStatus: external_exports.int().nullable() }).optional().meta({ description: "Present when the page is broken: it answered 404, 410 or a 5xx to the scanner and to a browser alike, so it has no views and is left out of Access (http-semantics.broken-linked-pages names it)." })
    })
  )
}).meta({ id: "AgentViews", description: "What each agent profile receives for the start page (and a sample of a site scan's pages), with one verdict per profile." });
var ScoreBreakdown = external_exports.object({
  scorecard: external_exports.string().meta({ example: "2026.12.3" }),
  score: external_exports.number().min(0).max(100),
  access: external_exports.number().min(0).max(100).nullable().meta({ description: "Share of agent profiles that read the main content (partial counts half; those asked to pay left out): half of the score." }),
  costCoverage: external_exports.number().min(0).max(100).nullable().meta({ description: "Weighted mean of the other applicable checks (weights by evidence grade): the other half." }),
  bonus: external_exports.number().min(0).max(5).meta({ description: "Points the emerging standards added (never subtracted)." }),
  bonusFrom: external_exports.array(external_exports.string()),
  uncapped: external_exports.number().min(0).max(100),
  cap: external_exports.object({
    id: external_exports.enum(["agents-refused", "javascript-only"]),
    limit: external_exports.number(),
    reason: external_exports.string().meta({ description: 'Why, naming the profiles and what they received: "Every agent that names itself in its User-Agent is refused: Claude Code, Codex and ChatGPT get HTTP 403."' }),
    profiles: external_exports.array(external_exports.enum(AGENT_PROFILE_IDS)).optional().meta({ description: "The profiles whose views meet the cap's condition. Absent in reports scored under 2026.12." }),
    floor: external_exports.object({ score: external_exports.number(), reason: external_exports.string() }).optional().meta({ description: "Under the JavaScript cap only, when the browsing profile read the page: the score is at least this, one above the refusal cap (agents that run JavaScript get the answer; none gets it from a site that refuses agents)." })
  }).nullable().meta({
    description: "The cap that changed the score (19: the site refuses every agent it can recognise; 39: the main content needs JavaScript), with its reason; null when none did (scorecard 2026.12.1: a cap that lowers nothing is not applied; reports scored under 2026.12 may carry one whose score equals `uncapped`, which lowered nothing)."
  })
}).meta({ id: "ScoreBreakdown", description: "How the overall score was made under its scorecard: Access, cost and coverage, bonus, cap." });
var PartialSample = external_exports.object({
  fetches: external_exports.int().min(0),
  failed: external_exports.int().min(0),
  challenged: external_exports.int().min(0),
  which: external_exports.array(external_exports.object({ url: external_exports.string(), why: external_exports.string() }))
}).meta({ id: "PartialSample", description: "More than a fifth of the audit's fetches failed, timed out or were challenged: the score comes from a partial sample." });

// lib/schemas/benchmark.ts
var Category = external_exports.enum(INDEX_CATEGORIES);
var Share = external_exports.number().min(0).max(1);
var Count = external_exports.int().min(0);
var EditionNumber = external_exports.int().min(1).meta({ description: "The edition's number: 1, 2, 3\u2026; the newest is the current edition." });
var Percentile = external_exports.int().min(0).max(100).meta({ description: 'The share of the scanned sites (in the category, for categoryPercentile) that scored strictly lower, in whole percent rounded down; 100 \u2212 percentile is the share scoring the same or higher ("top 18%").' });
var CheckShare = external_exports.object({
  checkId: external_exports.enum(CHECK_IDS),
  passRate: Share.nullable().meta({ description: "pass \xF7 (pass + warn + fail) among the category's scanned sites; null when the category never measured it." }),
  pass: Count,
  measured: Count.meta({ description: "The category's sites where the check applied and was measured (pass + warn + fail)." })
}).meta({ id: "IndexCheckShare" });
var Benchmark = external_exports.object({
  edition: EditionNumber,
  title: external_exports.string().meta({ description: "The edition's title." }),
  category: Category.meta({ description: "The report's category: the first site profile its audit detected (docs, api, mcp, agent, commerce), other when none." }),
  percentile: Percentile.nullable().meta({
    description: "Against every scanned site of the edition, from its stored score counts (never a new scan). null when the report was scored under another scorecard than the edition's: `note` says so."
  }),
  categoryPercentile: Percentile.nullable().meta({ description: "Against the edition's scanned sites of the same category; null as for percentile, or when the edition has none of that category." }),
  populationSize: Count.meta({ description: "Scanned sites of the edition (blocked, unreachable and opted-out targets are never in a percentile)." }),
  categorySize: Count.meta({ description: "Scanned sites of the edition in the report's category." }),
  scorecard: external_exports.string().meta({ description: "The scorecard the edition's scores were computed under." }),
  note: external_exports.string().nullable().meta({ description: "Why a percentile is missing (another scorecard, an empty category), else null." }),
  checks: external_exports.array(CheckShare).meta({ description: `Every check's pass share among the edition's sites of the report's category: "31% of documentation sites pass this".` })
}).meta({
  id: "Benchmark",
  description: "Where a report stands in the current edition of the index: its percentile overall and in its category, the population it is counted against, and each check's pass share in its category. Computed from the edition's stored figures; null in a report before any edition is published."
});

// lib/schemas/capabilities.ts
var PlatformAttribution = external_exports.object({
  id: external_exports.string().meta({ description: "The platform's id in the engine's platform table (GET /api/v1/checks lists it with its sources).", example: "shopify" }),
  name: external_exports.string().meta({ example: "Shopify" }),
  evidence: external_exports.string().meta({ description: "What showed it: a header, a generator tag, a known path, a marker in the file." })
}).meta({ id: "PlatformAttribution", description: "The platform that supplied a capability, with the evidence." });
var DetectedPlatform = PlatformAttribution.extend({
  kind: external_exports.enum(PLATFORM_KINDS).meta({ description: "site-builder, commerce, docs, cms, plugin, cdn, host or framework." })
}).meta({ id: "DetectedPlatform", description: "A platform the start page's response shows (its headers, generator tag or HTML), with the evidence." });
var CapabilityOutcome = external_exports.object({
  capability: external_exports.enum(CAPABILITY_IDS).meta({ description: "llms-txt, web-bot-auth, markdown, openapi, mcp, a2a, agent-skills, oauth-metadata or commerce." }),
  state: external_exports.enum(CAPABILITY_STATES).meta({
    description: "yes, no, or could-not-ask: robots.txt disallows the scanner that path (bulk scans obey it), a fetch or timeout of ours failed, the audit spent its budget, or the resource asks for authentication. could-not-ask is never a failure and never in a rate's denominator."
  }),
  evidence: external_exports.enum(EVIDENCE_LEVELS).nullable().meta({
    description: "With yes: declared (a file, card, profile entry or link says it exists), probed (its endpoint answered as its specification says) or exercised (a read-only operation answered: MCP initialize and tools/list, an OpenAPI GET without parameters, Markdown to an agent's Accept). Null otherwise."
  }),
  reason: external_exports.enum(COULD_NOT_ASK_REASONS).nullable().meta({ description: "With could-not-ask: robots, fetch-error, budget or auth. Null otherwise." }),
  url: external_exports.string().nullable().meta({ description: "The document or endpoint the evidence is about; null when nothing was found." }),
  detail: external_exports.string().meta({ description: "What was seen, in one sentence." }),
  proof: external_exports.enum(PRESENCE_PROOFS).nullable().meta({
    description: "With yes, how far it is proven present: exchange (a protocol exchange answered), canary (a file, on a host that answers no 2xx to a path that cannot exist), catch-all (a file on a host that answers 2xx to any path: it proves nothing, and fleets and the index do not count it), unproven (a file, the canary not asked). Null otherwise."
  }),
  platform: PlatformAttribution.nullable().meta({ description: "The platform the evidence shows supplied it; null: owner-built, or no evidence says otherwise." })
}).meta({
  id: "CapabilityOutcome",
  description: "The capability a check looks for, as the audit met it: yes, no or could not ask; the evidence level; who supplied it. Judged by the engine once; fleet rows and index editions read it."
});
var CanaryProbe = external_exports.object({
  url: external_exports.string().meta({ description: "The path that cannot exist, asked of the host." }),
  status: external_exports.int().nullable().meta({ description: "The status it answered; null when it got no answer." }),
  answersAnyPath: external_exports.boolean().nullable().meta({ description: "true: the host answers 2xx to any path, so a file it answers with proves nothing; null: no answer." })
}).meta({ id: "CanaryProbe" });

// lib/schemas/report.ts
var FINDING_FIELDS = {
  status: external_exports.enum(FINDING_STATUSES).meta({
    description: "One of pass, warn, fail, info, error."
  }),
  message: external_exports.string().meta({ description: "One sentence." }),
  detail: external_exports.string().nullable().meta({ description: "Evidence (URL, HTTP status, header, line, excerpt) or null." }),
  hint: external_exports.string().nullable().meta({ description: "What the site owner should change, or null." })
};
var Finding = external_exports.object(FINDING_FIELDS).meta({ id: "Finding" });
var FindingCodeSchema = external_exports.templateLiteral([external_exports.enum(CHECK_IDS), ".", external_exports.string()]);
var ReportFinding = external_exports.object({
  code: FindingCodeSchema.optional().meta({
    description: "Stable identifier `<check-id>.<kebab-name>`, e.g. `llms-txt.missing-summary`: rewording a message never changes it, so key on it rather than on the message. Every code each check can emit is listed, with its meaning, in `x-finding-codes` (and by `agentgauge checks --json`). Absent only in reports stored before codes existed.",
    example: "llms-txt.missing-summary"
  }),
  subject: external_exports.string().optional().meta({
    description: "The URL or token the finding is about, present where a check reports one code for several of them (each probe path, AI token, card location, ...). A finding is identified by its code and subject. Three or more findings that say the same thing about different URLs are one finding without a subject whose detail lists the URLs; comparisons then match that code by code alone.",
    example: "GPTBot"
  }),
  view: external_exports.enum(FINDING_VIEWS).optional().meta({
    description: "Which view of the page the finding comes from: `raw` (the HTML and resources as fetched, what a crawler that runs no JavaScript reads) or `rendered` (the page after its scripts ran in a browser, what a browsing agent sees: WebMCP tools registered at run time, the accessibility tree, content added by script). Absent only in reports of engines before 6.2.0.",
    example: "rendered"
  }),
  ...FINDING_FIELDS
}).meta({
  id: "ReportFinding",
  description: "One finding of a check: its stable `code`, the `subject` it is about (when there is one), the `view` it comes from (raw or rendered), then its status, message, evidence (detail) and what to change (hint)."
});
var Grade = external_exports.object({
  min: external_exports.number().meta({ description: "Lowest overall score of this grade band." }),
  label: external_exports.string().meta({ example: "B" }),
  color: external_exports.string().meta({ description: "CSS color for the band.", example: "#4d7c0f" })
}).meta({ id: "Grade" });
var CheckResult = external_exports.object({
  id: external_exports.enum(CHECK_IDS).meta({ description: "Permanent check id, e.g. robots-txt." }),
  name: external_exports.string(),
  description: external_exports.string(),
  category: external_exports.enum(CATEGORIES),
  scope: external_exports.enum(CHECK_SCOPES),
  status: external_exports.enum(CHECK_STATUSES).meta({
    description: "pass at 100, warn at 1\u201399, fail at 0; error when the check could not measure (score 0)."
  }),
  score: Score.meta({
    description: "Number from 0 to 100. Kept even when the check is not applicable: read `applicable` first."
  }),
  siteScore: Score.nullable().meta({ description: "Page checks: mean over measured pages; null for origin checks." }),
  applicable: external_exports.boolean(),
  informational: external_exports.boolean().meta({ description: "Informational checks weigh 0 in the overall score." }),
  weight: external_exports.number().min(0).meta({ description: "Effective weight in the overall score (0 when not applicable)." }),
  findings: external_exports.array(ReportFinding),
  duration: external_exports.number().min(0).meta({ description: "Milliseconds spent in the check." }),
  capability: CapabilityOutcome.optional().meta({
    description: "The capability this check looks for (llms-txt, web-bot-auth, markdown-negotiation, openapi, mcp-server, a2a-agent-card, agent-skills, oauth-discovery and commerce-protocols): yes, no or could not ask, the evidence level, who supplied it. Page checks: the start page's. Absent for the other checks and in reports scored before scorecard 2026.12.2."
  })
}).meta({
  id: "CheckResult",
  description: "One check: score is a number 0\u2013100, findings an array of ReportFinding, duration milliseconds, and the other fields listed here are always present."
});
var EngineId = external_exports.string().regex(/^[^@\s]+@[^@\s]+$/).meta({ description: "Engine name and version, `<engine_name>@<version>`.", example: "agentgauge@6.1.0" });
var AuditReport = external_exports.object({
  url: external_exports.url(),
  timestamp: Timestamp,
  engine: EngineId,
  overallScore: Score,
  duration: external_exports.number().min(0).meta({ description: "Milliseconds." }),
  grade: Grade,
  results: external_exports.array(CheckResult)
}).meta({ id: "AuditReport", description: "Result of a remote audit. Not stored." });
var PageCheckResult = external_exports.object({
  id: external_exports.enum(CHECK_IDS),
  status: external_exports.enum(CHECK_STATUSES),
  score: Score,
  applicable: external_exports.boolean(),
  findings: external_exports.array(ReportFinding),
  duration: external_exports.number().min(0),
  capability: CapabilityOutcome.optional().meta({ description: "The capability on this page (markdown-negotiation)." })
}).meta({ id: "PageCheckResult" });
var PageReport = external_exports.object({
  url: external_exports.string(),
  httpStatus: external_exports.int().nullable(),
  score: Score,
  results: external_exports.array(PageCheckResult),
  broken: external_exports.boolean().optional().meta({ description: "true when the page answered 404, 410 or a 5xx to the scanner and to a browser alike: its checks are kept but left out of the site means, and http-semantics reports it. Absent otherwise." })
}).meta({ id: "PageReport" });
var CategoryScore = external_exports.object({ category: external_exports.enum(CATEGORIES), score: Score.nullable(), weight: external_exports.number().min(0) }).meta({ id: "CategoryScore" });
var JourneyStep = external_exports.object({
  url: external_exports.string().meta({ description: "The URL fetched." }),
  finalUrl: external_exports.string().meta({ description: "Where it ended, after redirects." }),
  status: external_exports.int().nullable().meta({ description: "The HTTP status this profile received; null when no response came." }),
  verdict: external_exports.enum(JOURNEY_STEP_VERDICTS).meta({
    description: "answer: the answer is in what the profile keeps; read: no answer, its links were followed; beyond-truncation: the answer is on the page past the profile's cut; javascript-only: only a script holds it; blocked: an error status, a challenge, a page that refuses the agent while a browser gets the content, or no answer from the site; broken-link: the page answers 404, 410 or a 5xx to this agent and a browser alike (broken for everyone, never a refusal); pay: HTTP 402, the page asks this agent to pay; off-site: it led to another origin (reported, never read as the site's page); not-measured: the scan's own limits."
  }),
  kept: external_exports.int().min(0).meta({ description: "Characters of text the profile keeps from the page." }),
  excerpt: external_exports.string().meta({ description: "The quoted answer where found; else the start of what the profile kept (at most 200 characters), or why it received nothing." })
}).meta({ id: "JourneyStep" });
var JourneyProfileRun = external_exports.object({
  profile: external_exports.enum(AGENT_PROFILE_IDS),
  found: external_exports.boolean(),
  hops: external_exports.int().min(0).nullable().meta({ description: "Links followed from the start page to the answer (0: the start page); null when not found." }),
  url: external_exports.string().nullable().meta({ description: "The page with the answer, after redirects; null when not found." }),
  quote: external_exports.string().nullable().meta({ description: "The sentence holding the answer; null when not found." }),
  reason: external_exports.string().meta({ description: "Where the answer was found, or what stopped this agent, in one sentence." }),
  code: external_exports.enum(JOURNEY_CODES).nullable().meta({
    description: "Why not found: journey.truncated, journey.javascript, journey.blocked, journey.pay, journey.broken-link (a page on its path answers 404, 410 or a 5xx to everyone), journey.unreachable or journey.not-found; journey.not-measured when the scan's own limits (a timeout, the request budget, no browser) stopped it, which is never counted as a journey lost; null when found."
  }),
  path: external_exports.array(external_exports.string()).meta({ description: "The URLs this profile fetched, in order (at most 12)." }),
  steps: external_exports.array(JourneyStep).optional().meta({ description: "What this profile received at each URL of path, in the same order. Absent in reports stored before it existed." })
}).meta({ id: "JourneyProfileRun" });
var JourneyRun = external_exports.object({ name: external_exports.string(), question: external_exports.string(), results: external_exports.array(JourneyProfileRun) }).meta({ id: "JourneyRun", description: "One journey and its result for each agent profile." });
var FullReport = external_exports.object({
  url: external_exports.string().meta({ description: "The start page measured." }),
  score: Score.meta({ description: "Overall score, 0 to 100." }),
  originScore: Score,
  grade: Grade,
  engine: EngineId,
  scorecard: external_exports.string().meta({
    description: "The scorecard the score was computed under (weights, caps and bonus rules), beside the engine version: `2026.12.3` (`2026.12.2`, `2026.12.1` and `2026.12` for reports scored before its corrections); reports scored before scorecards existed name `2026.11` (the hand-set weighted mean).",
    example: "2026.12.3"
  }),
  scannedAt: Timestamp,
  scopeLabel: external_exports.string().nullable().meta({
    description: 'Each number with its scope, where a site scan measured more than the start page: "Start page 62 \xB7 Site 60 over 5 pages" (`originScore`, then `score` over `pageCount` pages; docs/checks-and-scorecard.md says how pages combine). null for a one-page report, whose score is the start page\'s.',
    example: "Start page 62 \xB7 Site 60 over 5 pages"
  }),
  duration: external_exports.number().min(0),
  profile: external_exports.enum(REQUESTABLE_PROFILES),
  resolvedProfiles: external_exports.array(external_exports.object({ profile: external_exports.enum(["base", ...PROFILE_NAMES]), evidence: external_exports.array(external_exports.string()) })),
  scope: external_exports.enum(REPORT_SCOPES).meta({ description: "page: the start page only; site: several pages." }),
  checksScope: external_exports.literal("origin"),
  pageCount: external_exports.int().min(0).meta({ description: "Pages measured." }),
  discoveredUrls: external_exports.int().min(0).meta({ description: "URLs discovered, not pages measured." }),
  categories: external_exports.array(CategoryScore),
  results: external_exports.array(CheckResult).meta({ description: "Every check, informational ones included." }),
  pages: external_exports.array(PageReport),
  rendered: external_exports.boolean().optional().meta({
    description: "Whether the rendered view was measured (pages rendered in a browser). false: only the raw view, and the checks that read the rendered page said so. Absent in reports of engines before 6.2.0."
  }),
  scoring: ScoreBreakdown.optional().meta({ description: "How the score was made: Access (the agent views, half the score), cost and coverage, bonus, and the cap where one lowered the score. Absent before engine 6.3.0." }),
  agents: AgentViews.optional().meta({ description: "What each agent profile receives, per page, with its verdict. Absent before engine 6.3.0." }),
  partialSample: PartialSample.optional().meta({ description: "Present when the score comes from a partial sample: the fetches that failed or were challenged." }),
  canary: CanaryProbe.optional().meta({
    description: "The host asked for a path that cannot exist: a host that answers 2xx there proves no file by a 200. Absent when http-semantics did not run and in reports scored before scorecard 2026.12.2."
  }),
  platforms: external_exports.array(DetectedPlatform).optional().meta({ description: "Platforms the start page's response shows (site builders, docs platforms, CDNs, frameworks), with the evidence. Absent in reports scored before scorecard 2026.12.2." }),
  journeys: external_exports.array(JourneyRun).optional().meta({ description: "The site's journeys (issue 33), run for every user-triggered agent profile on this scan. Not part of the score. Absent when the scan ran none, and in public reports (a site's journeys are its owner's questions)." })
}).meta({
  id: "FullReport",
  description: "A stored measurement: the engine report in full (every check with its findings, category scores and measured pages), with `score` for the overall score and `scannedAt` for when it was measured."
});
var EngineReport = AuditReport.extend({
  ...FullReport.pick({
    originScore: true,
    profile: true,
    resolvedProfiles: true,
    scope: true,
    checksScope: true,
    pageCount: true,
    discoveredUrls: true,
    categories: true,
    pages: true,
    rendered: true,
    scoring: true,
    agents: true,
    partialSample: true,
    journeys: true
  }).shape,
  scorecard: FullReport.shape.scorecard,
  requests: external_exports.int().min(0).optional().meta({ description: "Requests the audit sent on the wire (every attempt and redirect hop, the agent profiles' included)." })
}).meta({
  id: "EngineReport",
  description: "The remote audit's report in full, as the engine makes it and as `agentgauge audit` prints it locally: the Audit report's fields with the scorecard, the score's parts and cap, the agent views, the pages, the categories and the journeys asked for. Not stored."
});
var ReportBenchmark = Benchmark.nullable().meta({
  description: "Where this report stands in the current edition of the index (its percentile overall and in its category, the population, each check's pass share in its category); null before any edition is published. The remote engine's Audit report is a closed object with exactly its documented fields and has no benchmark: ask GET /api/v1/index/benchmark."
});
var BenchmarkedReport = FullReport.extend({ benchmark: ReportBenchmark }).meta({
  id: "BenchmarkedReport",
  description: "A stored measurement (FullReport) with where it stands in the index (benchmark)."
});
var PublicReport = FullReport.extend({
  host: external_exports.string().meta({ description: "Canonical host (lower case, punycode).", example: "example.com" }),
  benchmark: ReportBenchmark
}).meta({
  id: "PublicReport",
  description: "The most recent public measurement of a host: score, grade and every finding, with the same fields as a stored site report plus the canonical host."
});
export {
  AuditReport,
  BenchmarkedReport,
  CHECK_STATUSES,
  CategoryScore,
  CheckResult,
  EngineReport,
  FINDING_STATUSES,
  Finding,
  FindingCodeSchema,
  FullReport,
  Grade,
  PageCheckResult,
  PageReport,
  PublicReport,
  ReportBenchmark,
  ReportFinding
};
