// Traffic: what agents actually got from the site, from its own access logs (issue 55): per agent the requests, who
// fetched (verified, unverifiable, spoofed) and how that was judged (issue 61), the status mix, the observed verdict
// beside the scan's prediction with their agreement; a daily chart per agent; what agents asked for; the visits AI
// assistants sent; the pages agents fetched; the ranges files in force; the batches sent; and how to send logs.
import Link from 'next/link';
import { Badge, type BadgeTone } from '@/components/badge';
import { Card } from '@/components/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable, type Column } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { FOCUS_RING } from '@/components/styles';
import { TrafficDisagreement } from '@/components/site/traffic-disagreement';
import { formatDateTime } from '@/lib/format/dates';
import { refusalMessage } from '@/lib/auth/authorize';
import { requireMembership } from '@/lib/auth/require-member';
import { pagePublicOrigin } from '@/lib/net/public-origin';
import { TrafficQuery } from '@/lib/schemas/me/traffic';
import { getSiteTraffic } from '@/lib/services/get-site-traffic';
import { listTrafficBatches } from '@/lib/services/list-traffic-batches';
import { listTrafficIngestTokens } from '@/lib/services/list-traffic-ingest-tokens';
import { leadingDisagreement, type AgentFigures } from '@/lib/traffic/figures';
import type { SiteTrafficFigures } from '@/lib/traffic/site-traffic';
import { readOrNotFound, requireSiteId } from '../../load';
import { revokeIngestTokenAction } from './actions';
import { IngestTokenForm } from './token-form';
import { AgentDailyChart } from './traffic-charts';
import { CoverageCard, JudgedBy, RangesCard, ReferralsCard, StateCounts } from './traffic-sections';
import { OBSERVED_THRESHOLDS } from '@/lib/schemas/vocabulary/traffic';
import { trafficUploadCli, trafficUploadCurl } from '@/lib/views/traffic-commands';

export const metadata = { title: 'Traffic' };

const count = (value: number) => value.toLocaleString('en-US');
const OBSERVED_TONE: Record<AgentFigures['observed'], BadgeTone> = { reads: 'success', refused: 'danger', mixed: 'warning', 'not seen': 'neutral' };
const WINDOWS = [7, 30, 90] as const;
const CHARTED_AGENTS = 6;

function statusMix(agent: AgentFigures): string {
  const parts = Object.entries(agent.statuses).filter(([, value]) => value > 0).map(([status, value]) => `${status} ${count(value)}`);
  return parts.length > 0 ? parts.join(' · ') : '–';
}

function windowQuery(search: Record<string, string | string[] | undefined>): { from?: string; to?: string } {
  const parsed = TrafficQuery.safeParse({ ...(typeof search.from === 'string' ? { from: search.from } : {}), ...(typeof search.to === 'string' ? { to: search.to } : {}) });
  return parsed.success ? parsed.data : {};
}

/** The most frequent of some values (the first of equals), or null. */
function mostCommon(values: readonly string[]): string | null {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

/** The agents table's columns; `scanDate` is the date stated above the table, so a Predicted cell names only another. */
function agentColumns(scanDate: string | null): Column<AgentFigures>[] {
  return [
    {
      key: 'agent',
      header: 'Agent',
      cell: (agent) => (
        <span className="flex flex-col">
          <span className="font-medium text-slate-900">{agent.agent}</span>
          <span className="text-xs text-slate-700">{agent.family}</span>
        </span>
      ),
    },
    { key: 'requests', header: 'Requests', cell: (agent) => count(agent.requests) },
    { key: 'states', header: 'Who fetched', cell: (agent) => <StateCounts agent={agent} /> },
    { key: 'statuses', header: 'Statuses', cell: statusMix },
    { key: 'observed', header: 'Observed', cell: (agent) => <Badge tone={OBSERVED_TONE[agent.observed]}>{agent.observed}</Badge> },
    {
      key: 'predicted',
      header: 'Predicted',
      cell: (agent) =>
        agent.predicted ? `${agent.predicted.verdict}${agent.predicted.scannedAt === scanDate ? '' : ` (scan of ${formatDateTime(agent.predicted.scannedAt)})`}` : '–',
    },
    {
      key: 'agrees',
      header: 'Agrees',
      cell: (agent) => (agent.agrees === null ? '–' : <Badge tone={agent.agrees ? 'success' : 'danger'}>{agent.agrees ? 'yes' : 'no'}</Badge>),
    },
    { key: 'why', header: 'Why', cell: (agent) => <span className="block text-slate-800">{agent.why}</span> },
    { key: 'judged', header: 'Judged by', cell: (agent) => <JudgedBy agent={agent} /> },
  ];
}

export default async function TrafficPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const id = requireSiteId((await params).id);
  const { membership } = await requireMembership();
  const query = windowQuery(await searchParams);
  const traffic = (await readOrNotFound(() => getSiteTraffic(membership, id, query))) as SiteTrafficFigures & { siteId: string; host: string; from: string; to: string };
  const [batches, tokens, origin] = await Promise.all([listTrafficBatches(membership, id), listTrafficIngestTokens(membership, id), pagePublicOrigin()]);
  const tokenRefused = refusalMessage(membership, 'traffic:tokens');
  const disagreement = leadingDisagreement(traffic);
  // The table opens with the agents the logs saw; the ones they did not see (a prediction, or spoofed claims only) fold
  // behind one line under it (issue 63 point 2).
  const listed = traffic.agents.filter((agent) => agent.requests > 0 || agent.claims > 0 || agent.predicted !== null);
  const seen = listed.filter((agent) => agent.observed !== 'not seen');
  const notSeen = listed.filter((agent) => agent.observed === 'not seen');
  // The scan that predicted: its date stated once above the table, and in a cell only where a row's differs.
  const scanDate = mostCommon(listed.flatMap((agent) => (agent.predicted ? [agent.predicted.scannedAt] : [])));
  const columns = agentColumns(scanDate);
  const charted = traffic.agents.filter((agent) => agent.requests > 0).slice(0, CHARTED_AGENTS);
  const asked = traffic.agents.filter((agent) => agent.requests > 0);
  const base = `/sites/${traffic.siteId}/traffic`;

  return (
    <>
      <PageHeader
        title={`What agents got from ${traffic.host}`}
        description={`From your own access logs, ${traffic.from} to ${traffic.to} (UTC), beside what the latest scan predicted. Private to your organization: never in public reports, fleets or the index.`}
      />
      {disagreement && <TrafficDisagreement siteId={traffic.siteId} agent={disagreement} others={traffic.agents.filter((agent) => agent.agrees === false).length - 1} />}
      <nav aria-label="Days shown" className="mb-4 flex flex-wrap gap-3 text-sm">
        {WINDOWS.map((days) => {
          const to = new Date().toISOString().slice(0, 10);
          const from = new Date(Date.now() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
          return (
            <Link key={days} href={`${base}?from=${from}&to=${to}`} className={`text-blue-800 underline ${FOCUS_RING}`}>
              Last {days} days
            </Link>
          );
        })}
      </nav>
      <div className="space-y-6">
        <Card title="Agents">
          <p className="mb-3 text-sm text-slate-700">
            {count(traffic.lines)} requests; {count(traffic.unclassified.requests)} from no known agent (people among them)
            {traffic.referrals.requests > 0 ? `; ${count(traffic.referrals.requests)} referred by AI assistants` : ''}. An agent is counted from its verified
            requests and, when no address can prove it (Claude Code, Cursor and Codex fetch from their users&apos; machines), its unverifiable ones, each state
            shown; spoofed requests (its name from elsewhere than its vendor&apos;s addresses) are never counted as it. Observed: refused when more than{' '}
            {OBSERVED_THRESHOLDS.refused * 100}% of its page requests got 401, 403, 429 or a challenge, mixed from {OBSERVED_THRESHOLDS.mixed * 100}%.
          </p>
          {scanDate && <p className="mb-3 text-sm text-slate-700">Predicted: by the scan of {formatDateTime(scanDate)}.</p>}
          <DataTable
            caption="Agents in the logs, observed against predicted"
            rows={seen}
            rowKey={(agent) => agent.agent}
            empty={<EmptyState title="No agent seen">{listed.length === 0 ? 'Send an access log below; each agent then shows what it got.' : 'No known agent made a request in these days.'}</EmptyState>}
            columns={columns}
          />
          {notSeen.length > 0 && (
            <details className="mt-3" data-testid="agents-not-seen">
              <summary className={`cursor-pointer text-sm font-medium text-blue-800 underline ${FOCUS_RING}`}>
                {notSeen.length} more {notSeen.length === 1 ? 'agent' : 'agents'} not seen in these days, with what the scan predicted
              </summary>
              <div className="mt-2">
                <DataTable caption="Agents not seen in these days, with what the scan predicted" rows={notSeen} rowKey={(agent) => agent.agent} columns={columns} />
              </div>
            </details>
          )}
        </Card>
        <RangesCard ranges={traffic.ranges} />
        {charted.length > 0 && (
          <Card title="Requests per day, by outcome">
            <div className="grid gap-6 lg:grid-cols-2">
              {charted.map((agent) => (
                <AgentDailyChart key={agent.agent} agent={agent.agent} days={traffic.days.filter((point) => point.agent === agent.agent)} />
              ))}
            </div>
          </Card>
        )}
        {asked.length > 0 && (
          <Card title="What agents asked for">
            <DataTable
              caption="Requests per agent by what they asked for"
              rows={asked}
              rowKey={(agent) => agent.agent}
              columns={[
                { key: 'agent', header: 'Agent', cell: (agent) => agent.agent },
                { key: 'page', header: 'Pages', cell: (agent) => count(agent.paths.page) },
                { key: 'robots', header: 'robots.txt', cell: (agent) => count(agent.paths.robotsTxt) },
                { key: 'llms', header: 'llms.txt', cell: (agent) => count(agent.paths.llmsTxt) },
                { key: 'markdown', header: 'Markdown', cell: (agent) => count(agent.paths.markdown) },
                { key: 'well-known', header: 'Well-known files', cell: (agent) => count(agent.paths.wellKnown) },
                { key: 'other', header: 'Other', cell: (agent) => count(agent.paths.other) },
              ]}
            />
          </Card>
        )}
        <ReferralsCard referrals={traffic.referrals} crawlToRefer={traffic.crawlToRefer} />
        <CoverageCard coverage={traffic.coverage} />
        <Card title="Batches">
          <DataTable
            caption="Logs sent, newest first"
            rows={batches}
            rowKey={(batch) => batch.id}
            empty={<EmptyState title="No batch yet." />}
            columns={[
              { key: 'created', header: 'Sent', cell: (batch) => formatDateTime(batch.createdAt) },
              { key: 'source', header: 'Source', cell: (batch) => `${batch.source}${batch.format ? ` (${batch.format})` : ''}` },
              { key: 'status', header: 'Status', cell: (batch) => <Badge tone={batch.status === 'done' ? 'success' : batch.status === 'failed' ? 'danger' : 'info'}>{batch.status}</Badge> },
              { key: 'lines', header: 'Lines', cell: (batch) => count(batch.lines) },
              { key: 'accepted', header: 'Accepted', cell: (batch) => count(batch.accepted) },
              {
                key: 'skipped',
                header: 'Skipped',
                cell: (batch) => `${count(batch.skipped.otherHost)} other host · ${count(batch.skipped.malformed)} malformed · ${count(batch.skipped.duplicate)} repeated`,
              },
              { key: 'error', header: 'Note', cell: (batch) => batch.error ?? (batch.repeatOf ? 'A repeat of an earlier batch: nothing counted again.' : '') },
            ]}
          />
        </Card>
        <Card title="Send logs">
          <div className="space-y-3 text-sm text-slate-800">
            <p>
              Upload a log (Apache/nginx combined or common, Cloudflare Logpush, Vercel, Caddy JSON, nginx JSON, CloudFront standard, ALB, Fastly JSON or
              generic NDJSON; gzip welcome) with the CLI,{' '}
              <code className="font-mono">{trafficUploadCli(traffic.siteId)}</code>, or the API:
            </p>
            <pre className="overflow-x-auto rounded bg-slate-100 p-3 font-mono text-xs">{trafficUploadCurl(origin, traffic.siteId)}</pre>
            <p>
              Or let a log drain push it: create a token below and point Cloudflare Logpush (HTTP destination) or a Vercel log drain (NDJSON) at{' '}
              <code className="break-all font-mono">{`${origin}/api/v1/ingest/traffic/${traffic.siteId}`}</code>.
            </p>
          </div>
          <div className="mt-4">{tokenRefused ? <p className="text-sm text-slate-700">{tokenRefused}</p> : <IngestTokenForm siteId={traffic.siteId} />}</div>
          <div className="mt-4">
            <DataTable
              caption="Log drain tokens"
              rows={tokens.tokens}
              rowKey={(token) => token.id}
              empty={<p className="text-sm text-slate-700">No drain token yet.</p>}
              columns={[
                { key: 'name', header: 'Name', cell: (token) => token.name },
                { key: 'prefix', header: 'Token', cell: (token) => <code className="font-mono">{token.displayPrefix}…</code> },
                { key: 'created', header: 'Created', cell: (token) => formatDateTime(token.createdAt) },
                { key: 'used', header: 'Last used', cell: (token) => formatDateTime(token.lastUsedAt, 'Never') },
                {
                  key: 'revoke',
                  header: 'Status',
                  cell: (token) =>
                    token.revokedAt ? (
                      `Revoked ${formatDateTime(token.revokedAt)}`
                    ) : tokenRefused ? (
                      'Active'
                    ) : (
                      <ConfirmDialog
                        trigger="Revoke"
                        title={`Revoke “${token.name}”?`}
                        confirmLabel="Revoke token"
                        formAction={revokeIngestTokenAction}
                        hiddenFields={{ siteId: traffic.siteId, tokenId: token.id }}
                      >
                        Pushes with this token will be refused (401) immediately.
                      </ConfirmDialog>
                    ),
                },
              ]}
            />
          </div>
        </Card>
      </div>
    </>
  );
}
