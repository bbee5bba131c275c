// Everything a site's traffic answer holds, from its inputs however they were summed (the database's for the service,
// a tally's for the CLI's local analysis): the agents' figures beside the scan's predictions, the referrals and each
// vendor's crawl-to-refer ratio, coverage against the scan's list of pages, and the ranges files in force. One
// composition, so the API, the Traffic tab, MCP and both CLI commands show the same figures.
import { AGENT_PROFILES, type AgentProfileId } from '@/engine/light';
import { coverageFigures, type CoverageFigures } from './coverage-figures';
import { trafficFigures, type FigureInputs, type TrafficFigures } from './figures';
import type { RangeSets } from './ip-ranges';
import { predictionsOf, type PredictingReport } from './predictions';
import { crawlToRefer, referralFigures, type CrawlToRefer, type ReferralFigures, type ReferralInputs } from './referral-figures';
import { rangesView, type RangesFileView } from './ranges-view';
import { sitePagesOf, type SitePagesReport } from './site-pages';
import type { PageRow } from './tally';

export const PROFILE_NAMES: ReadonlyMap<AgentProfileId, string> = new Map(AGENT_PROFILES.map((profile) => [profile.id, profile.name]));

export interface SiteTrafficInputs extends Pick<FigureInputs, 'rows' | 'days'> {
  referrals: ReferralInputs;
  pageFetches: ReadonlyArray<Omit<PageRow, 'day'>>;
  ranges: RangeSets;
  /** The latest finished scan (or a local audit): its predictions and its list of pages. */
  scan: { report: unknown; id: string; at: string } | null;
  now?: number;
}

export interface SiteTrafficFigures extends TrafficFigures {
  ranges: RangesFileView[];
  referrals: ReferralFigures;
  crawlToRefer: CrawlToRefer[];
  coverage: CoverageFigures | null;
}

export function siteTrafficFigures(inputs: SiteTrafficInputs): SiteTrafficFigures {
  const scan = inputs.scan;
  const predictions = scan ? predictionsOf(scan.report as PredictingReport, { id: scan.id, at: scan.at }, PROFILE_NAMES) : new Map();
  const figures = trafficFigures({ rows: inputs.rows, days: inputs.days, ranges: inputs.ranges, predictions, profileNames: PROFILE_NAMES });
  const referrals = referralFigures(inputs.referrals);
  const list = scan ? sitePagesOf(scan.report as SitePagesReport, { id: scan.id, at: scan.at }) : null;
  return {
    ...figures,
    lines: figures.lines + referrals.requests,
    ranges: rangesView(inputs.ranges, inputs.now),
    referrals,
    crawlToRefer: crawlToRefer(inputs.rows, referrals),
    coverage: list ? coverageFigures(list, inputs.pageFetches) : null,
  };
}
