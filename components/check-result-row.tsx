import { Badge } from './badge';
import { FindingsList, type FindingView } from './findings-list';
import { StatusIcon } from './status-icon';
import { NOT_APPLICABLE_LABEL, STATUS_LABELS, STATUS_TONES, asResultStatus, shownStatusOf } from './status';
import { FOCUS_RING, cx } from './styles';

export interface CheckResultView {
  id: string;
  name: string;
  description: string;
  status: string;
  score: number;
  applicable: boolean;
  informational: boolean;
  findings: FindingView[];
}

/**
 * One check as a disclosure (<details>: keyboard and no-JavaScript friendly). Findings are in the HTML either way,
 * so agents and readers without JavaScript get all of them.
 */
export function CheckResultRow({ result, open = false }: { result: CheckResultView; open?: boolean }) {
  const status = asResultStatus(result.status);
  return (
    <li className="rounded-lg border border-slate-200 bg-white">
      <details open={open} className="group">
        <summary className={cx('flex cursor-pointer list-none items-center gap-3 rounded-lg p-4', FOCUS_RING)}>
          <StatusIcon status={shownStatusOf(result)} />
          <span className="min-w-0 flex-1">
            <span className="block font-medium text-slate-900">{result.name}</span>
            <span className="block truncate text-sm text-slate-700">{result.description}</span>
          </span>
          {!result.applicable ? (
            <Badge>{NOT_APPLICABLE_LABEL}</Badge>
          ) : result.informational ? (
            <Badge tone="info">Informational</Badge>
          ) : (
            <Badge tone={STATUS_TONES[status]}>{STATUS_LABELS[status]}</Badge>
          )}
          <span className="w-12 text-right font-semibold tabular-nums text-slate-900">
            {result.applicable ? Math.round(result.score) : '–'}
          </span>
        </summary>
        <div className="border-t border-slate-200 p-4">
          <p className="mb-3 font-mono text-xs text-slate-700">{result.id}</p>
          <FindingsList findings={result.findings} />
        </div>
      </details>
    </li>
  );
}

export function CheckResultList({ results, openFailing = false }: { results: CheckResultView[]; openFailing?: boolean }) {
  return (
    <ul className="space-y-2">
      {results.map((result) => (
        <CheckResultRow key={result.id} result={result} open={openFailing && result.applicable && result.status !== 'pass'} />
      ))}
    </ul>
  );
}
