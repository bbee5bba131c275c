import { StatusIcon } from './status-icon';

export interface FindingView {
  status: string;
  message: string;
  detail: string | null;
  hint: string | null;
}

/** Every finding of a check: the message, its evidence, and what to change. */
export function FindingsList({ findings }: { findings: FindingView[] }) {
  if (findings.length === 0) return <p className="text-sm text-slate-700">No findings.</p>;
  return (
    <ul className="space-y-3">
      {findings.map((finding, index) => (
        <li key={index} className="flex gap-3">
          <StatusIcon status={finding.status} className="mt-0.5" />
          <div className="min-w-0 text-sm">
            <p className="text-slate-900">{finding.message}</p>
            {finding.detail && (
              <p className="mt-1 break-words font-mono text-xs text-slate-700">{finding.detail}</p>
            )}
            {finding.hint && (
              <p className="mt-1 text-slate-700">
                <span className="font-medium text-slate-900">Fix: </span>
                {finding.hint}
              </p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
