// The one way a stored report is read from the database: as stored, cut down to the engine's report bounds
// (REPORT_LIMITS) when it was stored before them, with a note in each findings-omitted finding. Every reader (the API,
// the report pages, Markdown, SARIF, JUnit, MCP, A2A, webhooks) goes through here, so none serves a report over them.
import { boundReport, REPORT_BOUNDS_NOTE } from '@/engine/index';
import type { StoredAuditReport } from '@/lib/schemas/report';

export function storedReportOf(json: unknown): StoredAuditReport {
  return boundReport(json as StoredAuditReport, REPORT_BOUNDS_NOTE);
}
