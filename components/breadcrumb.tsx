import { PendingLink } from './pending-link';
import { FOCUS_RING } from './styles';

export interface Crumb {
  label: string;
  /** Absent for where the trail ends (the last crumb). */
  href?: string;
}

/** Where a page sits: links up the trail and where it ends, as text; the same spacing around each separator. */
export function Breadcrumb({ trail }: { trail: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-700">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {trail.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`} className="flex min-w-0 items-center gap-x-2">
            {index > 0 && <span aria-hidden="true">/</span>}
            {crumb.href ? (
              <PendingLink href={crumb.href} pendingMark="none" className={`text-blue-800 underline ${FOCUS_RING}`}>
                {crumb.label}
              </PendingLink>
            ) : (
              <span className="break-words font-medium text-slate-900">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
