import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Card } from '@/components/card';
import { AgentOutcomesFigure } from '@/components/agent-outcomes';
import { CapabilityFigures } from '@/components/capability-figures';
import { CheckPassRates, ScoreDistribution } from '@/components/index/figures';
import { CategoryTabs, Leaderboard } from '@/components/index/leaderboard';
import { MethodStatement } from '@/components/index/method';
import { cx, FOCUS_RING } from '@/components/styles';
import { TemporarilyUnavailable } from '@/components/temporarily-unavailable';
import { ScanForm } from '../scan-form';
import { loadIndexPage, type IndexPageQuery } from './load-index';
import { DATABASE_UNAVAILABLE } from '@/lib/web/database-outage';
import { formatDate } from '@/lib/format/dates';
import { publicPageMetadata } from '@/lib/web/page-metadata';
import { indexPath, INDEX_PATH } from '@/lib/web/public-paths';
import { CATEGORY_NOUNS } from '@/lib/schemas/index-category';
import { describeCapConditions, describeNeedsJavaScript } from '@/lib/fleets/figure-words';

export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const LINK = cx('text-blue-800 underline', FOCUS_RING);

export async function generateMetadata(): Promise<Metadata> {
  return publicPageMetadata({
    title: 'The Agent Gauge index: how ready the web is for AI agents',
    description:
      'An opt-in index of agent readiness: the method first, then the score distribution, pass rates of every check by category, and what each AI agent gets from the sites: read, refused or challenged, disallowed by robots.txt, needing JavaScript or unreachable.',
    path: INDEX_PATH,
  });
}

export default async function IndexPage({ searchParams }: Props) {
  const loaded = await loadIndexPage((await searchParams) as IndexPageQuery);
  if (loaded === DATABASE_UNAVAILABLE) return <TemporarilyUnavailable />;
  if (loaded.kind === 'missing') notFound();
  if (loaded.kind === 'empty') {
    return (
      <>
        <h1 className="text-3xl font-semibold tracking-tight">The Agent Gauge index</h1>
        <p className="mt-4 text-slate-700">
          {loaded.message} When the operators publish the first edition, this page states its method first (where the list of sites came from, its size, the
          scan dates, what blocked and unknown mean), then the score distribution, the pass rate of every check by category, what each AI agent gets from the
          sites by cause, and a leaderboard of the sites whose owners opted in.
        </p>
        <YourSite />
      </>
    );
  }
  const { edition, editions, rows, more, category, offset, hasPrevious, publicHosts, sizes, pageSize, explicitEdition } = loaded;
  const editionQuery = explicitEdition ? edition.number : undefined;
  return (
    <>
      <h1 className="text-3xl font-semibold tracking-tight">The Agent Gauge index</h1>
      <p className="mt-2 text-lg text-slate-800">
        Edition {edition.number}: {edition.title}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        Published {formatDate(edition.publishedAt)} · {edition.figures.overall.size.toLocaleString('en-US')} sites scored ·{' '}
        <a className={LINK} href={`/api/v1/index/editions/${edition.number}`}>
          JSON
        </a>
      </p>
      {editions.length > 1 && (
        <nav aria-label="Editions" className="mt-3 text-sm">
          <span className="text-slate-700">Editions: </span>
          {editions.map((other, index) => (
            <span key={other.edition}>
              {index > 0 && ' · '}
              {other.edition === edition.number ? (
                <span aria-current="page" className="font-semibold">
                  {other.edition}
                </span>
              ) : (
                <Link className={LINK} href={indexPath({ edition: other.edition })}>
                  {other.edition}
                </Link>
              )}
            </span>
          ))}
        </nav>
      )}

      <Card title="Method" className="mt-6">
        <MethodStatement edition={edition} />
      </Card>

      <Card title="Score distribution" className="mt-6">
        <ScoreDistribution edition={edition} />
      </Card>

      <Card title="Pass rate of each check, by category" className="mt-6">
        <p className="mb-3 text-sm text-slate-700">
          A pass rate is pass ÷ (pass + warn + fail) over the sites where the check applied and was measured; unknown is never counted as a failure. Categories are
          the site profile each audit detected.
        </p>
        <CheckPassRates edition={edition} />
      </Card>

      <Card title="Which agents get in" className="mt-6">
        <p className="mb-3 text-sm text-slate-700">
          For each agent profile, with its documented user agent: the share of the sites it was measured on that serve it the page, serve part of it, or keep
          it out, each cause its own share with its count. Sites it was not measured on are counted apart, never in a share.
        </p>
        <AgentOutcomesFigure agents={edition.population.agents} noun="sites" testId="agent-outcomes" />
        <ul className="mt-3 space-y-1 text-sm text-slate-700" data-testid="gates">
          <li>{describeNeedsJavaScript(edition.population.needsJavaScript, 'sites')}</li>
          {describeCapConditions(edition.population.capConditions, 'sites').map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Card>

      <Card title="Capabilities: claimed, probed, exercised" className="mt-6">
        <p className="mb-3 text-sm text-slate-700">
          A capability is present where the site has it: declared (a file, card or profile entry says so), probed (its endpoint answered as its specification
          says) or exercised (a read-only operation answered, such as an MCP server&apos;s tools/list). A file counts only on a host that answers a path that
          cannot exist with no 200: answers from catch-all hosts are shown apart, never as present. Each rate is split into what a platform switched on (its
          headers, generator tag or known paths say so) and what the owner built. Sites we could not ask (robots.txt disallows our scanner, a failure or
          timeout of ours, authentication required) are their own share, never a no.
        </p>
        <CapabilityFigures figures={edition.population.capabilities ?? null} testId="index-capabilities" />
      </Card>

      <section aria-labelledby="leaderboard" className="mt-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h2 id="leaderboard" className="mb-2 text-lg font-semibold text-slate-900">
          Leaderboard{category ? `: ${CATEGORY_NOUNS[category].plural}` : ''}
        </h2>
        <p className="mb-4 text-sm text-slate-700">
          Only sites whose owners opted in are named; every other site counts in the ranks and figures without its name. Blocked and unreachable sites are never
          ranked. Movement is the change of score since the previous edition.
        </p>
        <CategoryTabs edition={editionQuery} current={category} sizes={sizes} />
        {rows.length === 0 ? (
          <p className="text-sm text-slate-700">No site {category ? `of this category ` : ''}has opted in yet{offset > 0 ? ' on this page' : ''}.</p>
        ) : (
          <Leaderboard rows={rows} category={category} hasPrevious={hasPrevious} publicHosts={publicHosts} />
        )}
        {(offset > 0 || more) && (
          <nav aria-label="Leaderboard pages" className="mt-4 flex gap-4 text-sm">
            {offset > 0 && (
              <Link className={LINK} href={`${indexPath({ edition: editionQuery, category: category ?? undefined, offset: Math.max(0, offset - pageSize) })}#leaderboard`}>
                Previous page
              </Link>
            )}
            {more && (
              <Link className={LINK} href={`${indexPath({ edition: editionQuery, category: category ?? undefined, offset: offset + pageSize })}#leaderboard`}>
                Next page
              </Link>
            )}
          </nav>
        )}
      </section>

      <YourSite />
    </>
  );
}

function YourSite() {
  return (
    <section aria-labelledby="your-site" className="mt-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="your-site" className="text-lg font-semibold text-slate-900">
        Where does your site stand?
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        <strong>Scan it:</strong> measure your start page now; its report shows where it stands in the current edition (its percentile overall and among sites
        like it) and, for every check, the share of those sites that pass it.
      </p>
      <div className="mt-4">
        <ScanForm />
      </div>
      <p className="mt-4 text-sm text-slate-700">
        <strong>Opt in:</strong> to be named in the leaderboard, add your site in the dashboard (
        <Link className={LINK} href="/sign-in">
          sign in
        </Link>
        ) and switch on “Name this site in the index” on its page, or make its report public. You can switch it off at any time; until then your site only counts
        anonymously. A listed site&apos;s owner can re-scan its row and report a verdict they believe wrong from the same page.
      </p>
    </section>
  );
}
