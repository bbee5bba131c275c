// The TypeScript types of the API's bodies, derived from the zod schemas that validate and serialize them (and that
// the OpenAPI document is generated from). Types only: importing this module loads nothing at run time, so clients
// such as the CLI and the dashboard's pollers read the API's own shapes without loading zod.
import type { z } from 'zod';
import type * as common from './common';
import type * as engine from './engine';
import type * as me from './me';
import type * as publicApi from './public';
import type * as report from './report';

type Body<S extends z.ZodType> = z.output<S>;

export type { ScanPollState } from './me/scans';
export type {
  CheckResult,
  Finding,
  FullReport,
  Grade,
  PageCheckResult,
  PageReport,
  ReportFinding,
  StoredAuditReport,
  StoredCheckResult,
  StoredFinding,
} from './report';

export type ErrorBody = Body<typeof common.ErrorBody>;
export type AuditReport = Body<typeof report.AuditReport>;
export type PublicReport = Body<typeof report.PublicReport>;
export type EngineAuditRequest = z.input<typeof engine.EngineAuditRequest>;
export type ScanRequest = z.input<typeof publicApi.ScanRequest>;
export type PublishedAgentRuns = Body<typeof publicApi.PublishedAgentRuns>;

export type SiteSummary = Body<typeof me.SiteSummary>;
export type SiteList = Body<typeof me.SiteList>;
export type CreateSiteRequest = z.input<typeof me.CreateSiteRequest>;
export type SiteReport = Body<typeof me.SiteReport>;
export type ScanSummary = Body<typeof me.ScanSummary>;
export type HistoryEntry = Body<typeof me.HistoryEntry>;
export type History = Body<typeof me.History>;
export type ScanStarted = Body<typeof me.ScanStarted>;
export type ScanPoll = Body<typeof me.ScanPoll>;
export type FixItem = Body<typeof me.FixItem>;
export type Fixes = Body<typeof me.Fixes>;
export type PageFindings = Body<typeof me.PageFindings>;
export type FixDetail = Body<typeof me.FixDetail>;
export type Artifact = Body<typeof me.Artifact>;
export type CheckChange = Body<typeof me.CheckChange>;
export type Comparison = Body<typeof me.Comparison>;
export type VerificationRecord = Body<typeof me.VerificationRecord>;
export type Verifications = Body<typeof me.Verifications>;
export type AnswersPass = Body<typeof me.AnswersPass>;
export type AnswersResult = Body<typeof me.AnswersResult>;
export type Answers = Body<typeof me.Answers>;
export type StartAnswersPassRequest = z.input<typeof me.StartAnswersPassRequest>;
export type AnswersPassStarted = Body<typeof me.AnswersPassStarted>;
export type AgentRun = Body<typeof me.AgentRun>;
export type AgentRuns = Body<typeof me.AgentRuns>;
export type StartAgentRunRequest = z.input<typeof me.StartAgentRunRequest>;
export type AgentRunStarted = Body<typeof me.AgentRunStarted>;
