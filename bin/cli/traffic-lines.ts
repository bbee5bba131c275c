// The readable figures the `traffic` commands print (the service's answer, or a local analysis: the same shape,
// lib/traffic/site-traffic.ts): the agents with their states and how they were judged, each disagreement's sentence,
// the visits AI assistants referred with each vendor's crawl-to-refer ratio, coverage of the scan's pages, and the
// ranges files in force with their dates.
import { count } from '../../lib/format/numbers.js';
import type { SiteTraffic } from '../../lib/schemas/me/traffic.js';
import type { Body } from './api-client.js';
import { table } from './remote-command.js';

type Figures = Pick<Body<typeof SiteTraffic>, 'agents' | 'unclassified' | 'lines' | 'referrals' | 'crawlToRefer' | 'coverage' | 'ranges'>;
type Agent = Figures['agents'][number];


/** How an agent's requests were judged, short: its methods with the evidence's days ("ranges 2026-11-01", "client-side"). */
function judgedBy(agent: Agent): string {
  const methods = [...new Set(agent.verification.judged.map((entry) => `${entry.method}${entry.judgedOn ? ` ${entry.judgedOn}` : ''}`))];
  if (methods.length === 0) return '-';
  return methods.length <= 2 ? methods.join(' + ') : `${methods.slice(0, 2).join(' + ')} + ${methods.length - 2} more`;
}

function agentLines(figures: Figures): string[] {
  const shown = figures.agents.filter((agent) => agent.requests > 0 || agent.claims > 0 || agent.predicted !== null);
  const refused = (agent: Agent) => agent.statuses['401'] + agent.statuses['403'] + agent.statuses['429'];
  const lines = table(
    ['AGENT', 'FAMILY', 'REQUESTS', 'VERIFIED', 'UNVERIFIABLE', 'SPOOFED', 'REFUSED', 'OBSERVED', 'PREDICTED', 'AGREES', 'JUDGED BY'],
    shown.map((agent) => [
      agent.agent,
      agent.family,
      count(agent.requests),
      count(agent.verified),
      count(agent.unverifiable),
      count(agent.spoofed),
      count(refused(agent)),
      agent.observed,
      agent.predicted?.verdict ?? '-',
      agent.agrees === null ? '-' : agent.agrees ? 'yes' : 'NO',
      judgedBy(agent),
    ]),
  );
  const disagreements = shown.filter((agent) => agent.agrees === false);
  if (disagreements.length > 0) lines.push('', 'Where the logs disagree with the scan:', ...disagreements.map((agent) => `  ${agent.agent}: ${agent.why}`));
  return lines;
}

function referralLines(figures: Figures): string[] {
  if (figures.referrals.requests === 0) return ['No visit was referred by an AI assistant (Referer or utm_source).'];
  const referred = figures.referrals.assistants.filter((assistant) => assistant.requests > 0);
  return [
    `Visits AI assistants referred: ${count(figures.referrals.requests)} page requests.`,
    ...table(
      ['ASSISTANT', 'VISITS', 'LANDING PAGES'],
      referred.map((assistant) => [
        assistant.assistant,
        count(assistant.requests),
        [...assistant.landingPages.map((page) => `${page.path} ${count(page.requests)}`), ...(assistant.otherPages > 0 ? [`other ${count(assistant.otherPages)}`] : [])].join(', '),
      ]),
    ),
    '',
    "Crawl-to-refer (Cloudflare Radar's ratio: the vendor's HTML crawls ÷ the HTML visits its assistant referred):",
    ...table(
      ['VENDOR', 'CRAWLS', 'REFERRALS', 'RATIO'],
      figures.crawlToRefer.filter((row) => row.crawls > 0 || row.referrals > 0).map((row) => [row.vendor, count(row.crawls), count(row.referrals), row.ratio === null ? '-' : String(row.ratio)]),
    ),
  ];
}

function coverageLines(figures: Figures): string[] {
  const coverage = figures.coverage;
  if (!coverage) return ['Coverage: no finished scan lists the site\'s pages yet.'];
  const missed = coverage.important.filter((page) => page.fetchedBy.length === 0);
  return [
    `Coverage of the scan's ${count(coverage.pages)} pages${coverage.sitemapListed === null ? '' : ` (its sitemap lists ${count(coverage.sitemapListed)})`}; ${count(coverage.withMarkdown)} with a Markdown version:`,
    ...table(
      ['AGENT', 'PAGES FETCHED', 'TOOK MARKDOWN'],
      coverage.agents.map((agent) => [
        agent.agent,
        `${count(agent.fetched)} of ${count(agent.of)}`,
        agent.markdown.fetches === 0 ? '-' : `${count(agent.markdown.took)} of ${count(agent.markdown.fetches)} fetches`,
      ]),
    ),
    missed.length === 0 ? 'Every important page was fetched by an agent.' : `Important pages no agent fetched: ${missed.map((page) => `${page.path} (${page.because})`).join(', ')}.`,
    `${count(coverage.notFetched.count)} of the ${count(coverage.pages)} pages no agent fetched.`,
  ];
}

function rangesLines(figures: Figures): string[] {
  const stale = figures.ranges.filter((file) => file.stale);
  return [
    `Address ranges: ${figures.ranges.map((file) => `${file.file} ${file.date ?? 'undated'}`).join(', ')}.`,
    ...(stale.length > 0 ? [`Older than 90 days (spoofs may be false): ${stale.map((file) => file.file).join(', ')}; refresh with agentgauge admin traffic ranges update.`] : []),
  ];
}

/** Every section, under a heading. */
export function figureLines(heading: string, figures: Figures): string[] {
  const referred = figures.referrals.requests > 0 ? `; ${count(figures.referrals.requests)} referred by AI assistants` : '';
  return [
    heading,
    `${count(figures.lines)} requests; ${count(figures.unclassified.requests)} from no known agent (people among them)${referred}.`,
    '',
    ...agentLines(figures),
    '',
    ...referralLines(figures),
    '',
    ...coverageLines(figures),
    '',
    ...rangesLines(figures),
  ];
}
