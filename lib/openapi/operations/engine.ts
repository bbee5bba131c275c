// The remote engine.
import { TARGET_COUNTING } from '@/lib/rate-limit/policy';
import { EngineAuditRequest, EngineReportRequest } from '@/lib/schemas/engine';
import { AuditReport, EngineReport } from '@/lib/schemas/report';
import type { z } from 'zod';
import { defineOperation, type OperationSpec } from '../define-operation';

/** Both engine routes run one audit under the same rules, quota and errors; they differ in the report they return. */
function engineAuditRoute<B extends z.ZodType, R extends z.ZodType>(
  spec: Pick<OperationSpec<undefined, undefined, B, R>, 'operationId' | 'path' | 'summary' | 'description' | 'body' | 'response'>,
): OperationSpec<undefined, undefined, B, R> {
  return defineOperation<undefined, undefined, B, R>({
    operationId: spec.operationId,
    method: 'POST',
    path: spec.path,
    tag: 'Engine',
    summary: spec.summary,
    description: spec.description,
    auth: 'api-key',
    action: 'engine:audit',
    body: spec.body,
    response: spec.response,
    errors: [400, 413, 422, 429],
  });
}

export const engineAudit = engineAuditRoute({
  operationId: 'engineAudit',
  path: '/api/v1/engine/audit',
  summary: 'Run an audit on the service\'s servers',
  description: [
    'Used by the command-line client (major version 6). The report is returned, never stored.',
    'Only public http(s) targets on ports 80 and 443: credentials in the URL, localhost and private networks give 400 `target-refused`.',
    'Unreachable targets give 422 `target-unreachable`. Body at most 8 KiB (413).',
    'Limits: 10 audits per hour per organization and 5 per hour per target, shared with other scan surfaces (429 with Retry-After; AGENTGAUGE_SCANS_PER_ORGANIZATION and AGENTGAUGE_SCANS_PER_TARGET change them):',
    'site scans count against both; public scans, agent runs and Answers passes of a target against the target\'s. Both are taken atomically, all or nothing.',
    TARGET_COUNTING,
    'Each server runs at most AGENTGAUGE_ENGINE_CONCURRENCY audits at once (default 4); past that, 503 with Retry-After and no quota used.',
    'Audits run in the server\'s audit processes under a heap budget (AGENTGAUGE_AUDIT_HEAP_MB, default 256 MB) and a memory budget (AGENTGAUGE_AUDIT_MEMORY_MB): an audit interrupted because its process outgrew a budget or stopped gives 503 `service-unavailable` with Retry-After: 5; its quota unit stays used, as for an unreachable target.',
    'The key and the paid subscription are checked on every call.',
    'The Audit report is a closed object: exactly the fields below, so it carries no benchmark of the index; GET /api/v1/index/benchmark answers one for its overallScore, category and scorecard (stored reports carry theirs as `benchmark`).',
    'The same audit with its report in full (scorecard, the score\'s parts and cap, agent views, pages, journeys): POST /api/v1/engine/report.',
  ].join(' '),
  body: EngineAuditRequest,
  response: { status: 200, description: 'The audit report.', schema: AuditReport },
});

export const engineReport = engineAuditRoute({
  operationId: 'engineReport',
  path: '/api/v1/engine/report',
  summary: 'Run an audit on the service\'s servers and return its report in full',
  description: [
    'The same audit as POST /api/v1/engine/audit, under the same rules, limits and quota (one audit, counted once), with the engine\'s report in full instead of the closed Audit report:',
    'the scorecard it was scored under, the score\'s parts and the cap that lowered it, the agent views of the start page, the pages, the categories and, where the request lists them, the journeys\' results.',
    'It is what `agentgauge audit` prints locally; the command-line client asks for it, so its remote audit prints the same as its local one. The report is returned, never stored.',
    'Only public http(s) targets on ports 80 and 443 (400 `target-refused`); unreachable targets give 422 `target-unreachable`. Body at most 8 KiB (413).',
    TARGET_COUNTING,
  ].join(' '),
  body: EngineReportRequest,
  response: { status: 200, description: 'The audit report in full.', schema: EngineReport },
});
