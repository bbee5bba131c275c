// One check of the catalog page: what it measures, how it counts, the limits and settings it measures within, and
// its finding codes. Server-rendered; the codes sit in a <details> element, which opens without JavaScript.
import { Badge } from '@/components/badge';
import { STATUS_LABELS, STATUS_TONES } from '@/components/status';
import { formatLimit, type CatalogEntry } from '@/engine/index';
import { weightText } from '@/lib/web/check-catalog';

export function CheckSection({ entry }: { entry: CatalogEntry }) {
  const titleId = `${entry.id}-title`;
  return (
    <section id={entry.id} aria-labelledby={titleId} className="scroll-mt-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <h3 id={titleId} className="text-lg font-semibold">
        {entry.name}{' '}
        <code className="break-words rounded bg-slate-100 px-1 text-sm font-normal text-slate-800">{entry.id}</code>
      </h3>
      <p className="mt-2 text-slate-700">{entry.description}</p>
      <p className="mt-2 text-sm text-slate-700">
        {weightText(entry)}; measured {entry.scope === 'origin' ? 'once per site' : 'on each page'}.
      </p>
      {entry.limits.length > 0 && (
        <>
          <h4 className="mt-4 text-sm font-semibold">Limits</h4>
          <dl className="mt-1 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
            {entry.limits.map((limit) => (
              <div key={limit.key} className="contents">
                <dt className="text-slate-700">{limit.meaning}</dt>
                <dd className="text-right font-medium tabular-nums text-slate-900">{formatLimit(limit)}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      {entry.environment.length > 0 && (
        <>
          <h4 className="mt-4 text-sm font-semibold">Environment variables</h4>
          <ul className="mt-1 space-y-1 text-sm text-slate-700">
            {entry.environment.map((setting) => (
              <li key={setting.name}>
                <code className="break-words rounded bg-slate-100 px-1 text-slate-900">
                  {setting.name}={setting.value}
                </code>
                : {setting.meaning}
              </li>
            ))}
          </ul>
        </>
      )}
      <details className="mt-4">
        <summary className="cursor-pointer text-sm font-semibold text-blue-800 underline">Finding codes ({entry.codes.length})</summary>
        <ul className="mt-2 divide-y divide-slate-100 text-sm">
          {entry.codes.map((code) => (
            <li key={code.code} className="py-2">
              <code className="break-words font-medium text-slate-900">{code.code}</code>
              {code.statuses?.map((status) => (
                <Badge key={status} tone={STATUS_TONES[status]} className="ml-2">
                  {STATUS_LABELS[status]}
                </Badge>
              ))}
              <p className="mt-0.5 text-slate-700">{code.meaning}</p>
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
