// The method statement, first on the index page (issue 48 point 5): the list, its size, the dates, deduplication,
// reachability, what blocked and unknown mean, the render sample, the scorecard and engine.
import type { Edition } from '@/lib/editions/editions';
import { dedupeDescription, OPTED_OUT } from '@/lib/editions/method';
import { formatDate } from '@/lib/format/dates';

const number = (value: number) => value.toLocaleString('en-US');
const percent = (value: number | null) => (value === null ? '–' : `${Math.round(value * 1000) / 10}%`);

export function MethodStatement({ edition }: { edition: Edition }) {
  const { method, population } = edition;
  const { targets } = population;
  const { renderSample } = method;
  return (
    <dl className="grid gap-x-6 gap-y-4 text-sm sm:grid-cols-2">
      <Term term="The list">{method.list}</Term>
      <Term term="Size">
        {number(targets.total)} targets: {number(targets.scanned)} scanned, {number(targets.blocked)} blocked, {number(targets.unreachable)} unreachable,{' '}
        {number(targets.optedOut)} opted out{targets.error > 0 ? `, ${number(targets.error)} failed to scan` : ''}
        {targets.cancelled > 0 ? `, ${number(targets.cancelled)} cancelled` : ''}. Percentiles and ranks count the {number(edition.figures.overall.size)} scanned sites.
      </Term>
      <Term term="Dates">
        Scanned {formatDate(edition.scannedFrom)} to {formatDate(edition.scannedTo)}; published {formatDate(edition.publishedAt)}.
      </Term>
      <Term term="Deduplication">{dedupeDescription(method)}</Term>
      <Term term="Reachable">{method.reachability}</Term>
      <Term term="Blocked">{method.blocked}</Term>
      <Term term="Unknown">{method.unknown}</Term>
      {method.capabilities && <Term term="Capabilities">{method.capabilities}</Term>}
      <Term term="Opted out">{OPTED_OUT}</Term>
      <Term term="Render sample">
        {renderSample.rendered > 0
          ? `${number(renderSample.rendered)} start pages (${percent(renderSample.fraction)} of the targets, drawn at random) were also rendered in a browser: on ${number(renderSample.jsOnly)} of them, ${percent(renderSample.share)} (95% interval ${percent(renderSample.ci95?.[0] ?? null)} to ${percent(renderSample.ci95?.[1] ?? null)}), the browser reads main content that no agent without JavaScript gets. Sites that need JavaScript are counted on every scanned site from its agents' views (below), rendered or not.`
          : "No start page was rendered in a browser in this edition, so what a browsing agent reads was not measured. Sites that need JavaScript are counted on every scanned site from its agents' views (below)."}
      </Term>
      <Term term="Scoring">
        Scorecard {edition.scorecard}, engine {edition.engine}: the start page of each target, with every agent profile&apos;s view, no journeys.
      </Term>
    </dl>
  );
}

function Term({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="font-medium text-slate-900">{term}</dt>
      <dd className="mt-1 text-slate-700">{children}</dd>
    </div>
  );
}
