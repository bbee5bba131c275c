// The citation analysis of one answer as a task of an audit process (lib/server/audit-process.ts): an answer engine's
// text and citations are third-party content of any size, read there rather than on the web process's event loop.
import { analyzeCitations, type CitationAnalysis, type SiteIdentity } from './citations';

export interface CitationAnalysisInput {
  site: SiteIdentity;
  answer: string;
  citedUrls: string[];
}

export async function runCitationAnalysis(raw: unknown): Promise<CitationAnalysis> {
  const { site, answer, citedUrls } = raw as CitationAnalysisInput;
  return analyzeCitations(site, answer, citedUrls);
}
