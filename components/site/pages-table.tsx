import type { CheckResult, PageReport } from '@/lib/schemas/report';
import { Badge } from '../badge';
import { ExpandChevron } from '../expand-chevron';
import { FindingsList } from '../findings-list';
import { StatusIcon } from '../status-icon';
import { NOT_APPLICABLE_LABEL, STATUS_LABELS, STATUS_TONES, asResultStatus, shownStatusOf } from '../status';
import { FOCUS_RING, cx } from '../styles';
import { formatScore } from './format';

/** The pages measured, each with its score and, on opening, every page check's result and findings. */
export function PagesTable({ pages, results }: { pages: PageReport[]; results: CheckResult[] }) {
  const names = new Map(results.map((result) => [result.id, result.name]));
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white" aria-label="Pages measured">
      {pages.map((page) => (
        <li key={page.url}>
          <details className="group">
            <summary className={cx('flex cursor-pointer list-none flex-wrap items-center gap-3 p-4', FOCUS_RING)}>
              {/* The address on a line of its own on a phone, its status and score under it. */}
              <span className="w-full min-w-0 break-words font-mono text-sm text-slate-900 sm:w-auto sm:flex-1">{page.url}</span>
              <span className="text-sm text-slate-700">HTTP {page.httpStatus ?? 'failed'}</span>
              <span className="w-16 text-right font-semibold tabular-nums" aria-label={`Page score ${formatScore(page.score)}`}>
                {formatScore(page.score)}
              </span>
              <ExpandChevron />
            </summary>
            <ul className="space-y-4 border-t border-slate-200 p-4">
              {page.results.map((result) => {
                const status = asResultStatus(result.status);
                return (
                  <li key={result.id}>
                    <p className="mb-2 flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
                      <StatusIcon status={shownStatusOf(result)} />
                      {names.get(result.id) ?? result.id}
                      {result.applicable ? (
                        <Badge tone={STATUS_TONES[status]}>{`${STATUS_LABELS[status]} · ${formatScore(result.score)}`}</Badge>
                      ) : (
                        <Badge>{NOT_APPLICABLE_LABEL}</Badge>
                      )}
                    </p>
                    <FindingsList findings={result.findings} />
                  </li>
                );
              })}
            </ul>
          </details>
        </li>
      ))}
    </ul>
  );
}
