// The Traffic tab's sections of issue 61, each its own card beside the agents table: how each agent was judged (its
// states and methods, with the evidence's dates), the ranges files in force with their dates (a warning past 90 days),
// the visits AI assistants referred with each vendor's crawl-to-refer ratio, and which of the site's own pages each
// agent fetched with its Markdown uptake. Server components: they read the figures, write nothing.
import { Badge } from '@/components/badge';
import { Card } from '@/components/card';
import { DataTable } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { formatDateTime } from '@/lib/format/dates';
import type { AgentFigures } from '@/lib/traffic/figures';
import type { SiteTrafficFigures } from '@/lib/traffic/site-traffic';
import { RANGES_STALE_DAYS } from '@/lib/schemas/vocabulary/traffic';

const count = (value: number) => value.toLocaleString('en-US');
const share = (part: number, whole: number) => (whole === 0 ? '–' : `${Math.round((part / whole) * 100)}%`);

/** Verified, unverifiable and spoofed counts of an agent, each named (zero ones left out). */
export function StateCounts({ agent }: { agent: AgentFigures }) {
  const states = [
    { label: 'verified', value: agent.verified, tone: 'success' as const },
    { label: 'unverifiable', value: agent.unverifiable, tone: 'info' as const },
    { label: 'spoofed', value: agent.spoofed, tone: 'danger' as const },
  ].filter((state) => state.value > 0);
  if (states.length === 0) return <span>–</span>;
  return (
    <span className="flex flex-wrap gap-1">
      {states.map((state) => (
        <Badge key={state.label} tone={state.tone}>
          {count(state.value)} {state.label}
        </Badge>
      ))}
    </span>
  );
}

/** How an agent's requests were judged: the method and the evidence's date of each state, or how they would be. */
export function JudgedBy({ agent }: { agent: AgentFigures }) {
  return <span className="block text-xs text-slate-800">{agent.verification.summary}</span>;
}

export function RangesCard({ ranges }: { ranges: SiteTrafficFigures['ranges'] }) {
  const stale = ranges.filter((file) => file.stale);
  return (
    <Card title="Address ranges in force">
      {stale.length > 0 && (
        <p role="alert" className="mb-3 rounded-md border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950">
          {stale.map((file) => `${file.file}.json`).join(', ')} {stale.length === 1 ? 'is' : 'are'} older than {RANGES_STALE_DAYS} days: a crawler&apos;s new addresses
          would be counted as spoofed. An operator refreshes them with <code className="font-mono">agentgauge admin traffic ranges update</code>.
        </p>
      )}
      <p className="mb-3 text-sm text-slate-700">
        A request is verified from these files (and by reverse DNS for Googlebot, bingbot and Applebot). Figures already counted keep the file they were judged
        with; new batches use the files in force.
      </p>
      <DataTable
        caption="Address-ranges files, each with its date"
        rows={ranges}
        rowKey={(file) => file.file}
        empty={<p className="text-sm text-slate-700">No ranges file is installed: every agent that publishes ranges is unverifiable.</p>}
        columns={[
          { key: 'file', header: 'File', cell: (file) => <code className="font-mono">{file.file}.json</code> },
          { key: 'agents', header: 'Verifies', cell: (file) => file.agents.join(', ') || '–' },
          { key: 'date', header: 'Dated', cell: (file) => (file.date ? `${file.date}${file.fetchedAt ? ' (taken)' : ''}` : 'undated') },
          {
            key: 'age',
            header: 'Age',
            cell: (file) => (file.stale ? <Badge tone="warning">{file.ageDays === null ? 'undated' : `${count(file.ageDays)} days`}</Badge> : `${count(file.ageDays ?? 0)} days`),
          },
          { key: 'source', header: 'Source', cell: (file) => <span className="break-all text-xs">{file.source ?? '–'}</span> },
        ]}
      />
    </Card>
  );
}

export function ReferralsCard({ referrals, crawlToRefer }: Pick<SiteTrafficFigures, 'referrals' | 'crawlToRefer'>) {
  const referred = referrals.assistants.filter((assistant) => assistant.requests > 0);
  return (
    <Card title="Visits AI assistants sent">
      <p className="mb-3 text-sm text-slate-700">
        Page visits whose Referer (or utm_source) names an AI assistant: people who followed an answer to your site, counted apart from agents and other
        visitors. {count(referrals.requests)} in these days.
      </p>
      <DataTable
        caption="Referred visits per assistant, with their landing pages"
        rows={referred}
        rowKey={(assistant) => assistant.assistant}
        empty={<EmptyState title="No referred visit">No page request in these logs came from ChatGPT, Perplexity, Claude, Gemini or Copilot.</EmptyState>}
        columns={[
          { key: 'assistant', header: 'Assistant', cell: (assistant) => assistant.assistant },
          { key: 'visits', header: 'Visits', cell: (assistant) => count(assistant.requests) },
          {
            key: 'landing',
            header: 'Landing pages',
            cell: (assistant) => (
              <ul className="text-xs">
                {assistant.landingPages.map((page) => (
                  <li key={page.path}>
                    <code className="break-all font-mono">{page.path}</code> {count(page.requests)}
                  </li>
                ))}
                {assistant.otherPages > 0 && <li>other pages {count(assistant.otherPages)}</li>}
              </ul>
            ),
          },
        ]}
      />
      <h3 className="mb-2 mt-4 text-sm font-semibold text-slate-900">Crawl-to-refer</h3>
      <p className="mb-3 text-sm text-slate-700">
        Cloudflare Radar&apos;s ratio: a vendor&apos;s HTML crawls (its crawlers&apos; verified and unverifiable page requests) for every HTML visit its assistant
        referred.
      </p>
      <DataTable
        caption="Crawl-to-refer ratio per vendor"
        rows={crawlToRefer.filter((row) => row.crawls > 0 || row.referrals > 0)}
        rowKey={(row) => row.vendor}
        empty={<p className="text-sm text-slate-700">No vendor crawled or referred in these days.</p>}
        columns={[
          { key: 'vendor', header: 'Vendor', cell: (row) => `${row.vendor} (${row.assistant})` },
          { key: 'crawls', header: 'HTML crawls', cell: (row) => count(row.crawls) },
          { key: 'referrals', header: 'Referred visits', cell: (row) => count(row.referrals) },
          { key: 'ratio', header: 'Crawls per visit', cell: (row) => (row.ratio === null ? 'no visit' : String(row.ratio)) },
        ]}
      />
    </Card>
  );
}

export function CoverageCard({ coverage }: Pick<SiteTrafficFigures, 'coverage'>) {
  if (!coverage) {
    return (
      <Card title="Pages agents fetched">
        <EmptyState title="No scan yet">Once a scan has read the site&apos;s sitemap and pages, each agent&apos;s coverage of them shows here.</EmptyState>
      </Card>
    );
  }
  const missed = coverage.important.filter((page) => page.fetchedBy.length === 0);
  return (
    <Card title="Pages agents fetched">
      <p className="mb-3 text-sm text-slate-700">
        Of the {count(coverage.pages)} pages the scan of {formatDateTime(coverage.scannedAt)} lists (start page, journeys&apos; landings, measured pages
        {coverage.sitemapListed === null ? '' : ` and the sitemap, which lists ${count(coverage.sitemapListed)}`}); {count(coverage.withMarkdown)} have a Markdown
        version. {count(coverage.notFetched.count)} no agent fetched.
      </p>
      {missed.length > 0 && (
        <p role="note" className="mb-3 rounded-md border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950">
          Important pages no agent fetched: {missed.map((page) => `${page.path} (${page.because})`).join(', ')}.
        </p>
      )}
      <DataTable
        caption="Pages of the site each agent fetched, and its Markdown uptake"
        rows={coverage.agents}
        rowKey={(agent) => agent.agent}
        empty={<EmptyState title="No page fetched">No agent fetched a page of the list in these days.</EmptyState>}
        columns={[
          { key: 'agent', header: 'Agent', cell: (agent) => agent.agent },
          { key: 'fetched', header: 'Pages fetched', cell: (agent) => `${count(agent.fetched)} of ${count(agent.of)} (${share(agent.fetched, agent.of)})` },
          {
            key: 'markdown',
            header: 'Took the Markdown',
            cell: (agent) => (agent.markdown.fetches === 0 ? '–' : `${count(agent.markdown.took)} of ${count(agent.markdown.fetches)} fetches (${share(agent.markdown.took, agent.markdown.fetches)})`),
          },
          {
            key: 'pages',
            header: 'Most fetched',
            cell: (agent) => (
              <span className="block break-all text-xs">
                {agent.pages
                  .slice(0, 5)
                  .map((page) => `${page.path} ${count(page.requests)}`)
                  .join(', ')}
              </span>
            ),
          },
        ]}
      />
    </Card>
  );
}
