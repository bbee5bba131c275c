import type { StepView } from '@/lib/views/agent-run-story';
import { EmptyState } from './empty-state';

/** An agent run step by step, as both replay pages tell it (lib/views/agent-run-story.ts has the words). */
export function AgentSteps({ steps }: { steps: StepView[] }) {
  if (steps.length === 0) return <EmptyState title="No steps were recorded for this run." />;
  return (
    <ol className="space-y-3" aria-label="Steps">
      {steps.map((step, index) => (
        <li key={index} className="rounded-lg border border-slate-200 bg-white p-4">
          <h3 className="font-medium text-slate-900">
            <span className="mr-2 tabular-nums text-slate-700">{index + 1}.</span>
            {step.title}
            {step.took && <span className="ml-2 text-sm font-normal text-slate-700">({step.took})</span>}
          </h3>
          {step.url && <p className="mt-1 break-words font-mono text-xs text-slate-700">{step.url}</p>}
          {step.thought && <p className="mt-2 text-sm text-slate-800">{step.thought}</p>}
          {step.result && <p className="mt-2 text-sm text-slate-900">{step.result}</p>}
          {step.details.length > 0 && (
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              {step.details.map((detail) => (
                <div key={detail.label} className="contents">
                  <dt className="text-slate-700">{detail.label}</dt>
                  <dd className="break-words text-slate-900">{detail.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </li>
      ))}
    </ol>
  );
}
