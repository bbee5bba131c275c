import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Card } from '@/components/card';
import { CheckResultList } from '@/components/check-result-row';
import { BadgeEmbed } from '@/components/badge-embed';
import { JsonLd } from '@/components/json-ld';
import { GradeBadge, ScoreRing } from '@/components/score-ring';
import { AgentViewsSection, ScoreBreakdownView } from '@/components/site/agent-views';
import { TemporarilyUnavailable } from '@/components/temporarily-unavailable';
import { blockerOf, CHECK_COUNT } from '@/engine/light';
import { DATABASE_UNAVAILABLE } from '@/lib/web/database-outage';
import { formatDateTime } from '@/lib/format/dates';
import { publicPageMetadata, siteJsonLd } from '@/lib/web/page-metadata';
import { pagePublicOrigin } from '@/lib/net/public-origin';
import { reportPageUrl, reportPath } from '@/lib/views/badge-links';
import { loadPublicReport } from './load-report';
import { BenchmarkLine } from '@/components/index/benchmark-line';
import { TitledSection } from '@/components/titled-section';

export const dynamic = 'force-dynamic';
// No loading.tsx for this page: a streamed Suspense fallback stays on screen for visitors without JavaScript (the
// content arrives hidden, swapped in by a script), and this page must read without it. It is one database read.

type Props = { params: Promise<{ host: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { host } = await params;
  const report = await loadPublicReport(host);
  if (report === DATABASE_UNAVAILABLE) return { title: 'Temporarily unavailable' };
  if (!report) return { title: 'Report not found' };
  return publicPageMetadata({
    title: `${report.host}: agent readiness ${Math.round(report.score)}/100`,
    description: `The latest Agent Gauge report for ${report.host}: score ${Math.round(report.score)} of 100, grade ${report.grade.label}, with every finding of the ${CHECK_COUNT} checks.`,
    path: reportPath(report.host),
  });
}

export default async function PublicReportPage({ params }: Props) {
  const { host } = await params;
  const report = await loadPublicReport(host);
  if (report === DATABASE_UNAVAILABLE) return <TemporarilyUnavailable />;
  if (!report) notFound();
  const origin = await pagePublicOrigin();
  const pageUrl = reportPageUrl(origin, report.host);
  const applicable = report.results.filter((result) => result.applicable && !result.informational);
  const passed = applicable.filter((result) => result.status === 'pass').length;
  return (
    <>
      <JsonLd
        data={siteJsonLd(origin, {
          '@type': 'Report',
          '@id': `${pageUrl}#report`,
          name: `Agent readiness report for ${report.host}`,
          url: pageUrl,
          dateCreated: report.scannedAt,
          about: { '@type': 'WebSite', url: report.url },
        })}
      />
      <h1 className="break-words text-3xl font-semibold tracking-tight">Agent readiness of {report.host}</h1>
      <p className="mt-2 text-slate-700">
        Measured <time dateTime={report.scannedAt}>{formatDateTime(report.scannedAt)}</time> on{' '}
        <span className="break-words">{report.url}</span> with {report.engine}.
      </p>
      <Card className="mt-6">
        <div className="flex flex-wrap items-center gap-6">
          <ScoreRing score={report.score} grade={report.grade} />
          <div className="flex items-center gap-3">
            <GradeBadge grade={report.grade} />
            <div>
              <p className="text-lg font-semibold">Grade {report.grade.label}</p>
              <p className="text-sm text-slate-700">
                {passed} of {applicable.length} scored checks pass · {report.pageCount} page{report.pageCount === 1 ? '' : 's'} measured
              </p>
            </div>
          </div>
        </div>
        {/* What stops agents, the cap where one changed the score, then the score's parts: the same view as the site page, right under the score, from the same stored report. */}
        <ScoreBreakdownView scorecard={report.scorecard} scoring={report.scoring} partialSample={report.partialSample} blocker={blockerOf(report)} scopeLabel={report.scopeLabel} />
        <BenchmarkLine benchmark={report.benchmark} className="mt-4" />
        {report.categories.length > 0 && (
          <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-5">
            {report.categories.map((category) => (
              <div key={category.category} className="rounded-md bg-slate-50 p-3">
                <dt className="text-xs font-medium uppercase tracking-wide text-slate-700">{category.category} checks</dt>
                <dd className="text-lg font-semibold tabular-nums">{category.score === null ? '–' : Math.round(category.score)}</dd>
              </div>
            ))}
          </dl>
        )}
      </Card>
      <TitledSection id="agent-views" title="As agents see it">
        <Card>
          <AgentViewsSection agents={report.agents} />
        </Card>
      </TitledSection>
      <TitledSection id="checks" title="Every check and finding">
        <CheckResultList results={report.results} pageCount={report.pageCount} openFailing benchmark={report.benchmark} />
      </TitledSection>
      <TitledSection id="badge" title="Embed this badge">
        <Card>
          <BadgeEmbed origin={origin} host={report.host} note={`Markdown for a README or a pull request; the badge follows the latest public report of ${report.host}.`} />
        </Card>
      </TitledSection>
      <p className="mt-8 text-sm text-slate-700">
        Also available as{' '}
        <a className="text-blue-800 underline" href={`/api/v1/report/${encodeURIComponent(report.host)}`}>
          JSON
        </a>{' '}
        and as markdown (send <code>Accept: text/markdown</code>).
      </p>
    </>
  );
}
