// The /api/v1/me bodies as the CLI's readable output uses them (see /.well-known/openapi.json for the whole shapes).
// Only the fields read here are named; --json prints what the API sent, whatever else it holds.

export interface SiteEntry {
  id: string;
  host: string;
  url: string;
  latestScore: number | null;
  previousScore: number | null;
  latestScannedAt: string | null;
}

export interface SiteList {
  sites: SiteEntry[];
  nextOffset: number | null;
}

export interface QueuedScan {
  scanId: string;
  siteId: string;
  status: string;
  pollUrl: string;
}

export interface Grade {
  label: string;
}

export type ScanPoll =
  | { id?: string; status: 'queued' | 'running'; pollAfterSeconds: number }
  | { id?: string; status: 'succeeded'; report: { score: number; grade: Grade; pageCount?: number } }
  | { id?: string; status: 'failed'; error: string };

export interface ResultEntry {
  id: string;
  name: string;
  score: number;
}

export interface SiteReport {
  host: string;
  scanId: string;
  score: number;
  grade: Grade;
  scannedAt: string;
  pageCount?: number;
  results: ResultEntry[];
}

export interface ScanSummary {
  id: string;
  score: number | null;
  pageCount: number | null;
  engine: string | null;
  trigger: string;
  finishedAt: string;
}

export interface ScanHistory {
  host: string;
  scans: ScanSummary[];
  nextOffset: number | null;
}

export interface Comparison {
  host: string;
  before: ScanSummary;
  after: ScanSummary;
  scoreDelta: number;
  comparable: boolean;
  warnings: string[];
  changes: Array<{ checkId: string; scoreDelta: number; change: string; before: { score: number } | null; after: { score: number } | null }>;
  nextStep?: string;
}

export interface FixList {
  scanId: string | null;
  fixes: Array<{ checkId: string; gain: number; headline: string }>;
  nextStep?: string;
}

export interface FixGuide {
  checkId: string;
  fix: string;
}

export interface Artifact {
  kind: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}

export interface VerificationList {
  host: string;
  verifications: Array<{
    checkId: string;
    status: string;
    baselineScore: number | null;
    observedScore: number | null;
    gained: number | null;
    advisedAt: string;
  }>;
  nextStep?: string;
}
