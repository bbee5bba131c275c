// The one table of API error codes: every error response is {"error": code, "message": sentence}.

export const API_ERRORS = {
  'bad-request': { status: 400, message: 'The request is malformed.' },
  'invalid-json': { status: 400, message: 'The request body is not valid JSON.' },
  'invalid-content-type': { status: 400, message: 'Send the request body as JSON with Content-Type: application/json.' },
  'invalid-body': { status: 400, message: 'The request body is invalid.' },
  'invalid-parameter': { status: 400, message: 'A path or query parameter is invalid.' },
  'invalid-host': { status: 400, message: 'The host is not a valid domain name.' },
  'invalid-url': { status: 400, message: 'The URL is not an auditable http(s) URL.' },
  'target-refused': { status: 400, message: 'The target is not allowed: only public hosts on ports 80 and 443 can be measured.' },
  'unauthorized': { status: 401, message: 'Send a valid organization API key as "Authorization: Bearer <key>".' },
  'invalid-signature': { status: 401, message: 'The call\'s signature does not verify with the deploy hook\'s secret.' },
  'subscription-required': { status: 403, message: 'This endpoint needs an active paid subscription.' },
  'insufficient-scope': { status: 403, message: 'The access token was not granted the scope this needs.' },
  'forbidden': { status: 403, message: 'Your role in the organization does not allow this.' },
  'ownership-unverified': {
    status: 403,
    message: 'Prove that your organization controls the host first (a DNS TXT record, a well-known file or a meta tag; GET /api/v1/me/sites/{id}/ownership).',
  },
  'not-found': { status: 404, message: 'The requested resource does not exist.' },
  'artifact-not-applicable': { status: 404, message: 'This generated file is not offered for this site: the message says why.' },
  'method-not-allowed': { status: 405, message: 'This method is not allowed on this path.' },
  'scan-active': { status: 409, message: 'A scan of this site is already queued or running.' },
  'deploy-call-in-progress': { status: 409, message: 'The first call of this delivery is still being handled; call again to get its answer.' },
  'run-not-finished': { status: 409, message: 'Only a finished agent run can be published.' },
  'run-not-succeeded': { status: 409, message: 'The agent did not succeed on this run; confirm to publish it anyway.' },
  'site-exists': { status: 409, message: 'The organization already has a site on this host.' },
  'journey-exists': { status: 409, message: 'The site already has a journey with this name.' },
  'journey-limit': { status: 409, message: 'The site has as many journeys as it may; remove one first.' },
  'webhook-limit': { status: 409, message: 'The organization has as many webhook endpoints as it may; delete one first.' },
  'fleet-run-active': { status: 409, message: 'A run of this fleet is already queued or running.' },
  'index-opt-in-required': { status: 409, message: 'Opt the site in to the index first (indexOptIn or publicReport).' },
  'verdict-report-limit': { status: 409, message: 'The site has as many open verdict reports on this edition as it may.' },
  'body-too-large': { status: 413, message: 'The request body is larger than 8 KiB.' },
  'unsupported-media-type': { status: 415, message: 'The request body is in a media type this operation does not take (RFC 9110 §15.5.16).' },
  'target-unreachable': { status: 422, message: 'The target could not be reached.' },
  'fleet-too-large': { status: 422, message: 'The fleet holds more targets than the plan allows per fleet.' },
  'model-budget-exhausted': { status: 429, message: 'The organization\'s daily model budget is spent; retry after the number of seconds in Retry-After.' },
  'rate-limited': { status: 429, message: 'Too many requests; retry after the number of seconds in Retry-After.' },
  'internal-error': { status: 500, message: 'An unexpected error occurred.' },
  // Configuration an operator has to add and restart for: worth asking again in an hour, not in a second.
  'answers-unavailable': {
    status: 503,
    message: 'Answers is not configured on this installation: set ANSWERS_ENGINE, ANSWERS_API_KEY and ANSWERS_MODEL.',
    retryAfter: 3600,
  },
  'agent-model-unavailable': {
    status: 503,
    message: 'No agent model is configured: set AGENT_MODEL_BASE_URL, AGENT_MODEL_API_KEY and AGENT_MODEL, or run the builtin agent.',
    retryAfter: 3600,
  },
  'service-unavailable': { status: 503, message: 'The service is temporarily unavailable; retry later.', retryAfter: 30 },
  'scanner-unconfigured': {
    status: 503,
    message: 'Fleet runs need the service\'s public URL, which the scanner names in its User-Agent: set AGENTGAUGE_PUBLIC_URL.',
    retryAfter: 3600,
  },
} as const satisfies Record<string, ErrorRule>;

/** A 503 always says when to come back (RFC 9110 §10.2.3): its row names the seconds a thrower does not. */
type ErrorRule =
  | { status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 500; message: string; retryAfter?: never }
  | { status: 503; message: string; retryAfter: number };

export type ApiErrorCode = keyof typeof API_ERRORS;
export const API_ERROR_CODES = Object.keys(API_ERRORS) as ApiErrorCode[];

export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly status: number;
  /** Seconds, sent as Retry-After (429 and 503). */
  readonly retryAfter: number | undefined;

  constructor(code: ApiErrorCode, message?: string, options: { retryAfter?: number } = {}) {
    super(message ?? API_ERRORS[code].message);
    this.name = 'ApiError';
    this.code = code;
    this.status = API_ERRORS[code].status;
    const rule: ErrorRule = API_ERRORS[code];
    this.retryAfter = options.retryAfter ?? rule.retryAfter;
  }
}

export function errorCodesForStatus(status: number): ApiErrorCode[] {
  return API_ERROR_CODES.filter((code) => API_ERRORS[code].status === status);
}
