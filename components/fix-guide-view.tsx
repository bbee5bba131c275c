import type { FixDocument } from '@/lib/fixes/fix-prose';
import { WithCode } from './inline-code';
import { StatusIcon } from './status-icon';

/**
 * One check's fix as a guide: where the site stands, every open finding once (with the pages it was seen on), the
 * steps numbered as one list, and when it passes. Site text (messages, evidence) is shown as text.
 */
export function FixGuideView({ document }: { document: FixDocument }) {
  return (
    <div className="space-y-5 text-sm leading-relaxed text-slate-800" data-testid="fix-guide">
      <p>{document.standing}</p>
      <section aria-labelledby="fix-found">
        <h3 id="fix-found" className="mb-2 font-semibold text-slate-900">
          What the last scan found
        </h3>
        {document.found.length === 0 ? (
          <p>Nothing open.</p>
        ) : (
          <ul className="space-y-3" data-testid="fix-findings">
            {document.found.map((found, index) => (
              <li key={index} className="flex gap-3">
                <StatusIcon status={found.status} className="mt-0.5" />
                <div className="min-w-0">
                  <p className="text-slate-900">{found.message}</p>
                  {found.pages.length > 0 && (
                    <p className="mt-1 text-slate-700">
                      {found.pages.length === 1 ? 'On ' : `On ${found.pages.length} pages: `}
                      {found.pages.map((url, pageIndex) => (
                        <span key={url}>
                          {pageIndex > 0 && ', '}
                          <span className="break-words font-mono text-xs">{url}</span>
                        </span>
                      ))}
                    </p>
                  )}
                  {found.evidence && (
                    <pre className="mt-1 whitespace-pre-wrap break-words rounded bg-slate-100 p-2 font-mono text-xs text-slate-900">{found.evidence}</pre>
                  )}
                  {found.change && (
                    <p className="mt-1">
                      <span className="font-medium text-slate-900">Change: </span>
                      {found.change}
                    </p>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="fix-steps">
        <h3 id="fix-steps" className="mb-2 font-semibold text-slate-900">
          Steps
        </h3>
        <ol className="list-decimal space-y-2 pl-6" data-testid="fix-steps">
          {document.steps.map((step, index) => (
            <li key={index}>
              <WithCode text={step} />
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="fix-passes">
        <h3 id="fix-passes" className="mb-2 font-semibold text-slate-900">
          It passes when
        </h3>
        <p>
          <WithCode text={document.passes} />
        </p>
      </section>
      {document.costs.length > 0 && (
        <section aria-labelledby="fix-costs">
          <h3 id="fix-costs" className="mb-2 font-semibold text-slate-900">
            What it costs in production
          </h3>
          <ul className="list-disc space-y-2 pl-6" data-testid="fix-costs">
            {document.costs.map((cost, index) => (
              <li key={index}>
                <WithCode text={cost} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className="text-slate-700">References: {document.references.join('; ')}.</p>
    </div>
  );
}
