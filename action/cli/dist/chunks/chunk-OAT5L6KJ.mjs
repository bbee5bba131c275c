import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  canonicalHost
} from "./chunk-RFPMHYRF.mjs";
import {
  external_exports
} from "./chunk-GZR6GE6Y.mjs";

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
var PAGE_LIMIT = { min: 1, max: 50, default: 20 };
var PAGE_OFFSET = { min: 0, max: 1e4, default: 0 };
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

export {
  Score,
  PAGE_LIMIT,
  PAGE_OFFSET,
  Timestamp
};
