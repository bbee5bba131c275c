import type { Metadata } from 'next';
import { CHECK_CATALOG, CHECK_COUNT } from '@/engine/index';
import { catalogByCategory } from '@/lib/web/check-catalog';
import { publicPageMetadata } from '@/lib/web/page-metadata';
import { AgentProfilesSection, ScorecardSection } from './agent-profiles';
import { CheckSection } from './check-section';

export const dynamic = 'force-dynamic';

export function generateMetadata(): Promise<Metadata> {
  return publicPageMetadata({
    title: `The ${CHECK_COUNT} checks of Agent Gauge`,
    description: `What each of the ${CHECK_COUNT} checks measures, how it counts, the caps and settings it measures within, and every finding code it reports.`,
    path: '/checks',
  });
}

export default function ChecksPage() {
  const groups = catalogByCategory(CHECK_CATALOG);
  return (
    <>
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">The {CHECK_COUNT} checks</h1>
      <p className="mt-4 text-slate-700">
        Every check Agent Gauge measures, with its weight in the overall score, the profiles it counts in, the caps and budgets it
        measures within, and the finding codes it reports (a code&apos;s status is listed where the check declares it). The same
        catalog is <code className="rounded bg-slate-100 px-1">agentgauge checks --json</code> and the MCP tool{' '}
        <code className="rounded bg-slate-100 px-1">list_checks</code>.
      </p>
      <nav aria-labelledby="categories" className="mt-6 rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="categories" className="text-sm font-semibold">
          Categories
        </h2>
        <ul className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          {groups.map(({ category, entries }) => (
            <li key={category}>
              <a className="text-blue-800 underline" href={`#${category.toLowerCase()}`}>
                {category}
              </a>
              : {entries.map((entry, index) => (
                <span key={entry.id}>
                  {index > 0 && ', '}
                  <a className="text-blue-800 underline" href={`#${entry.id}`}>
                    {entry.id}
                  </a>
                </span>
              ))}
            </li>
          ))}
        </ul>
      </nav>
      <ScorecardSection />
      <AgentProfilesSection />
      {groups.map(({ category, entries }) => (
        <section key={category} aria-labelledby={category.toLowerCase()} className="mt-10">
          <h2 id={category.toLowerCase()} className="scroll-mt-4 text-2xl font-semibold">
            {category}
          </h2>
          <div className="mt-4 space-y-4">
            {entries.map((entry) => (
              <CheckSection key={entry.id} entry={entry} />
            ))}
          </div>
        </section>
      ))}
    </>
  );
}
