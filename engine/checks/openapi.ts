import { about, fail, info, outcome, pass, warn, type DraftFinding } from '../findings.js';
import type { OpenApiArtifact, OpenApiAttempt } from '../gather/openapi.js';
import { isObject } from '../parse/json-values.js';
import { otherDescriptionKind } from '../parse/service-description.js';
import { OPENAPI_PROBE_PATHS } from '../well-known.js';
import { defineCheck, withCapability } from './define.js';
import { capabilityNo, capabilityNotAsked, capabilityYes, firstNotAsked, platformEvidenceOf } from '../capabilities/outcome.js';
import type { PlatformsArtifact } from '../gather/platforms.js';
import type { CapabilityOutcome } from '../types.js';
import type { OpenApiProbeArtifact } from '../gather/openapi-probe.js';
import { DOCUMENT_CODES, documentEvidence, documentProblem } from './helpers/document-findings.js';
import { OPENAPI_CALL_CODES, judgeCalls } from './helpers/openapi-calls.js';

const CODES = {
  ...DOCUMENT_CODES,
  ...OPENAPI_CALL_CODES,
  'not-a-description': 'A candidate parses but is not an OpenAPI description (subject: its URL).',
  'other-description': 'A candidate is a description of another kind (OpenRPC, AsyncAPI, an MCP server card), not OpenAPI: reported, not a failure (subject: its URL).',
  'not-found': 'No OpenAPI description was found, advertised or at the usual paths (the detail lists what was tried).',
  'swagger-2': 'The description is Swagger 2.0, not OpenAPI 3.x.',
  'not-3x': 'The description declares an OpenAPI version that is not 3.x.',
  found: 'An OpenAPI 3.x description was found (subject: its URL).',
  'validation-crashed': 'Structural validation could not finish.',
  'validation-errors': 'The description fails structural validation.',
  valid: 'The description passes structural validation against the OpenAPI schema.',
  'no-paths': 'The description has no paths.',
  'operations-described': 'Every operation has an operationId and a summary or description.',
  'operations-undescribed': 'Some operations lack an operationId or a summary/description.',
  'not-advertised': 'The description was found only by probing a common path.',
  advertised: 'The description is advertised by the API catalog or a Link header (subject: its URL).',
  'advertised-unfetchable': 'An advertised service-desc could not be fetched (subject: its URL).',
} as const;
type Code = keyof typeof CODES;

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const SWAGGER_2 = 30;
const VALIDATION_ERRORS = 25;
const NO_PATHS = 40;
const NOT_ADVERTISED = 20;
const BROKEN_ADVERTISEMENT = 10;
/** At most this much is lost when every operation lacks an id or a description (proportional otherwise). */
const UNDESCRIBED_OPERATIONS = 20;

const ADVERTISE_HINT =
  'Advertise the description: list it as "service-desc" in /.well-known/api-catalog (RFC 9727) and send `Link: </openapi.json>; rel="service-desc"` on your pages.';
const PUBLISH_HINT = `Publish an OpenAPI 3.x description (e.g. at /openapi.json) and advertise it with a service-desc link. Paths probed: ${OPENAPI_PROBE_PATHS.join(', ')}.`;

interface Operation {
  path: string;
  method: string;
  operationId: boolean;
  described: boolean;
}

function operationsOf(paths: Record<string, unknown>): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      operations.push({
        path,
        method: method.toUpperCase(),
        operationId: typeof operation.operationId === 'string' && operation.operationId !== '',
        described: [operation.summary, operation.description].some(
          (text) => typeof text === 'string' && text.trim() !== '',
        ),
      });
    }
  }
  return operations;
}

function notFound(artifact: OpenApiArtifact) {
  const findings: Array<DraftFinding<Code>> = [];
  for (const attempt of artifact.attempts) {
    const problem = problemOf(attempt);
    if (
      problem &&
      (attempt.via !== 'probe' || attempt.document.kind !== 'missing' || attempt.document.file.kind !== 'absent')
    )
      findings.push(problem);
  }
  const tried = artifact.attempts.map((attempt) => `${attempt.url} (${statusOf(attempt)})`).join(', ');
  findings.unshift(fail('not-found', 'No OpenAPI description was found (advertised or at the usual paths).', tried, PUBLISH_HINT));
  return outcome(0, findings);
}

function statusOf(attempt: OpenApiAttempt): string {
  const document = attempt.document;
  return document.kind === 'error' ? document.failure.code : `HTTP ${document.file.response?.status}`;
}

function problemOf(attempt: OpenApiAttempt): DraftFinding<Code> | null {
  const problem = attemptProblem(attempt);
  return problem && about(attempt.url, problem);
}

function attemptProblem(attempt: OpenApiAttempt): DraftFinding<Code> | null {
  const label =
    attempt.via === 'probe'
      ? `The OpenAPI candidate ${attempt.url}`
      : `The advertised service-desc ${attempt.url} (${attempt.via})`;
  const problem = documentProblem(label, attempt.document, PUBLISH_HINT);
  if (problem) return problem;
  if (attempt.document.kind === 'ok' && !attempt.isDescription) {
    // checks.md 6 (2026-11): an OpenRPC, AsyncAPI or MCP server card description is what it is, not a broken OpenAPI one.
    const other = otherDescriptionKind(attempt.document.value, [attempt.document.response.contentType]);
    if (other) return info('other-description', `${label} is an ${other} description, not OpenAPI.`, documentEvidence(attempt.document), null);
    return fail(
      'not-a-description',
      `${label} parses but is not an OpenAPI description (no "openapi" or "swagger" field).`,
      documentEvidence(attempt.document),
      PUBLISH_HINT,
    );
  }
  return null;
}

export const openapi = withCapability(defineCheck({
  meta: {
    id: 'openapi',
    name: 'OpenAPI description',
    description:
      'A valid, advertised OpenAPI description with operation ids and summaries lets an agent call your API without guessing.',
    category: 'Actions',
    scope: 'origin',
    profiles: ['api'],
    codes: CODES,
  },
  requires: { origin: ['openapi', 'openapiProbe', 'platforms'] },
  run({ origin }) {
    const artifact = origin.openapi;
    const found = artifact.found;
    if (!found || found.document.kind !== 'ok' || !isObject(found.document.value)) return notFound(artifact);
    const description = found.document.value;
    const evidence = documentEvidence(found.document);
    const findings: Array<DraftFinding<Code>> = [];
    let score = 100;

    const version = typeof description.openapi === 'string' ? description.openapi : null;
    if (version === null) {
      score -= SWAGGER_2;
      findings.push(
        warn(
          'swagger-2',
          `${found.url} is Swagger ${String(description.swagger)}, not OpenAPI 3.x.`,
          evidence,
          'Convert the description to OpenAPI 3.1 (e.g. with swagger2openapi); agent tooling expects 3.x.',
        ),
      );
    } else if (!version.startsWith('3.')) {
      return outcome(0, [
        fail(
          'not-3x',
          `${found.url} declares OpenAPI ${version}, which is not a 3.x version.`,
          evidence,
          'Publish an OpenAPI 3.0 or 3.1 description.',
        ),
      ]);
    } else {
      findings.push(about(found.url, pass('found', `OpenAPI ${version} description found at ${found.url}.`, evidence, null)));
    }

    const validation = artifact.validation;
    if (validation?.crashed) {
      findings.push(info('validation-crashed', `Structural validation could not finish: ${validation.crashed}`, evidence, null));
    } else if (validation && !validation.valid) {
      score -= VALIDATION_ERRORS;
      findings.push(
        warn(
          'validation-errors',
          `The description fails structural validation (${validation.errors.length} error(s) shown).`,
          validation.errors.slice(0, 5).join(' | '),
          'Fix the errors a validator reports (e.g. `npx @redocly/cli lint`).',
        ),
      );
    } else if (validation) {
      findings.push(pass('valid', 'The description passes structural validation against the OpenAPI schema.', null, null));
    }

    const paths = isObject(description.paths) ? description.paths : {};
    const operations = operationsOf(paths);
    if (Object.keys(paths).length === 0) {
      score -= NO_PATHS;
      findings.push(
        warn(
          'no-paths',
          'The description has no paths, so there is nothing for an agent to call.',
          evidence,
          'Describe at least one path and its operations.',
        ),
      );
    } else if (operations.length > 0) {
      const undescribed = operations.filter((operation) => !operation.operationId || !operation.described);
      if (undescribed.length === 0) {
        findings.push(
          pass('operations-described', `All ${operations.length} operation(s) have an operationId and a summary or description.`, null, null),
        );
      } else {
        score -= Math.max(1, Math.round((UNDESCRIBED_OPERATIONS * undescribed.length) / operations.length));
        const examples = undescribed
          .slice(0, 5)
          .map(
            (operation) =>
              `${operation.method} ${operation.path}${operation.operationId ? '' : ' (no operationId)'}${operation.described ? '' : ' (no summary/description)'}`,
          );
        findings.push(
          warn(
            'operations-undescribed',
            `${undescribed.length} of ${operations.length} operation(s) lack an operationId or a summary/description.`,
            examples.join('; '),
            'Give every operation a unique operationId and a one-line summary: agents use them as tool names and descriptions.',
          ),
        );
      }
    }

    if (found.via === 'probe') {
      score -= NOT_ADVERTISED;
      const message =
        artifact.advertised.length > 0
          ? 'The description was found only by probing a common path; the advertised service-desc location(s) did not hold it.'
          : 'The description was found only by probing a common path; nothing advertises it.';
      findings.push(warn('not-advertised', message, found.url, ADVERTISE_HINT));
    } else {
      findings.push(
        about(found.url, pass(
          'advertised',
          `The description is advertised (${found.via === 'catalog' ? 'API catalog service-desc' : 'Link rel="service-desc" on the start page'}).`,
          found.url,
          null,
        )),
      );
    }
    const brokenAdvertised = artifact.attempts.filter((attempt) => attempt.via !== 'probe' && attempt !== found);
    if (brokenAdvertised.length > 0) {
      score -= BROKEN_ADVERTISEMENT;
      for (const attempt of brokenAdvertised) {
        const problem = problemOf(attempt);
        // Another advertised location works, so a broken one costs points but does not fail the check.
        findings.push(
          problem
            ? { ...problem, status: 'warn' }
            : about(
                attempt.url,
                warn(
                  'advertised-unfetchable',
                  `The advertised service-desc ${attempt.url} could not be fetched (${statusOf(attempt)}).`,
                  attempt.url,
                  null,
                ),
              ),
        );
      }
    }
    // The API the description declares was called (gather/openapi-probe.ts): an API that answers otherwise caps the score.
    const calls = judgeCalls(origin.openapiProbe);
    findings.push(...calls.findings);
    return outcome(Math.max(1, Math.min(score, calls.cap)), findings);
  },
}), ({ origin }) => openapiCapability(origin.openapi, origin.openapiProbe, origin.platforms));

/**
 * The OpenAPI capability (checks.md 2026-12c): exercised when a safe operation (GET, no required parameter, no security)
 * answered with a declared status and media type; probed when the description's server URL answered; declared when a
 * description was found and nothing it declares answered. Could not ask when an advertised location or
 * /.well-known/openapi.json asks for authentication (a failed fetch is the runner's).
 */
function openapiCapability(artifact: OpenApiArtifact, probe: OpenApiProbeArtifact, platforms: PlatformsArtifact): CapabilityOutcome {
  const found = artifact.found;
  if (found && found.document.kind === 'ok' && isObject(found.document.value)) {
    const answered = probe.operations.find((operation) => operation.outcome === 'answers' || operation.outcome === 'unchecked');
    const description = { response: platformEvidenceOf(found.document.response) };
    if (answered) return capabilityYes('openapi', platforms.detected, { level: 'exercised', basis: 'exchange', url: answered.url, ...description, detail: `${answered.operation} (${answered.url}) answered as the description at ${found.url} declares.` });
    if (probe.server?.ok) return capabilityYes('openapi', platforms.detected, { level: 'probed', basis: 'exchange', url: probe.server.url, ...description, detail: `The server URL ${probe.server.url} of the description at ${found.url} answered.` });
    return capabilityYes('openapi', platforms.detected, { level: 'declared', basis: 'file', url: found.url, ...description, detail: `An OpenAPI description answers at ${found.url}, but nothing it declares answered${probe.server ? ` (server ${probe.server.url}: ${probe.server.evidence})` : ''}.` });
  }
  const primary = artifact.attempts.filter((attempt) => attempt.via !== 'probe' || new URL(attempt.url).pathname === OPENAPI_PROBE_PATHS[0]);
  const notAsked = firstNotAsked(primary.map((attempt) => attempt.document.file.result));
  if (notAsked) return capabilityNotAsked('openapi', notAsked.reason, primary[0]?.url ?? null, notAsked.detail);
  return capabilityNo('openapi', null, `No OpenAPI description answers at the ${artifact.attempts.length} location(s) tried.`);
}
