import { formatTimestampsIn } from '@/lib/format/dates';
import { StatusIcon } from './status-icon';

export interface FindingView {
  status: string;
  message: string;
  detail: string | null;
  hint: string | null;
  /** raw: from the HTML as fetched; rendered: from the page after its scripts ran in a browser. Absent in older reports. */
  view?: 'raw' | 'rendered';
}

/**
 * Every finding of a check: the message, its evidence, and what to change (times in the pages' one format).
 * `resolved`: findings a later scan no longer finds (a comparison), drawn as resolved, never with a failure's mark.
 */
export function FindingsList({ findings, resolved = false }: { findings: FindingView[]; resolved?: boolean }) {
  if (findings.length === 0) return <p className="text-sm text-slate-700">No findings.</p>;
  return (
    <ul className="space-y-3">
      {findings.map((finding, index) => (
        <li key={index} className="flex gap-3">
          <StatusIcon status={finding.status} resolved={resolved} className="mt-0.5" />
          <div className="min-w-0 text-sm">
            <p className="text-slate-900">
              {formatTimestampsIn(finding.message)}
              {finding.view === 'rendered' && (
                <span
                  className="ml-2 rounded bg-indigo-50 px-1.5 py-0.5 text-xs font-medium text-indigo-800"
                  title="Measured on the page after its scripts ran in a browser (the rendered view)"
                >
                  rendered view
                </span>
              )}
            </p>
            {finding.detail && (
              <p className="mt-1 break-words font-mono text-xs text-slate-700">{formatTimestampsIn(finding.detail)}</p>
            )}
            {finding.hint && !resolved && (
              <p className="mt-1 text-slate-700">
                <span className="font-medium text-slate-900">Fix: </span>
                {formatTimestampsIn(finding.hint)}
              </p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
