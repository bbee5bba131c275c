import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AgentSteps } from '@/components/agent-steps';
import { Badge } from '@/components/badge';
import { Card } from '@/components/card';
import { JsonLd } from '@/components/json-ld';
import { TemporarilyUnavailable } from '@/components/temporarily-unavailable';
import { DATABASE_UNAVAILABLE } from '@/lib/web/database-outage';
import { publicPageMetadata, siteJsonLd } from '@/lib/web/page-metadata';
import { pagePublicOrigin } from '@/lib/net/public-origin';
import { loadPublishedRun as runFor } from './load-run';
import { modelWords, outcomeOf, stepViews } from '@/lib/views/agent-run-story';
import { TitledSection } from '@/components/titled-section';

export const dynamic = 'force-dynamic';
// No loading.tsx for this page: a streamed Suspense fallback stays on screen for visitors without JavaScript (the
// content arrives hidden, swapped in by a script), and this page must read without it. It is one database read.

type Props = { params: Promise<{ runId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const published = await runFor((await params).runId);
  if (published === DATABASE_UNAVAILABLE) return { title: 'Temporarily unavailable' };
  if (!published) return { title: 'Replay not found' };
  return publicPageMetadata({
    title: `Agent task replay on ${published.host}`,
    description: `Step by step: what an AI agent was asked to do on ${published.host}, what it did, and whether it could.`,
    path: `/replay/${published.run.id}`,
  });
}

export default async function ReplayPage({ params }: Props) {
  const published = await runFor((await params).runId);
  if (published === DATABASE_UNAVAILABLE) return <TemporarilyUnavailable />;
  if (!published) notFound();
  const { run, host, taskName } = published;
  const origin = await pagePublicOrigin();
  const steps = stepViews(run.steps);
  const outcome = outcomeOf(run);
  const evidence = Array.isArray(run.evidence) ? (run.evidence as Array<{ url?: unknown; quote?: unknown }>) : [];
  return (
    <>
      <JsonLd data={siteJsonLd(origin, { '@type': 'WebPage', name: `Agent task replay on ${host}`, url: `${origin}/replay/${run.id}` })} />
      <h1 className="break-words text-3xl font-semibold tracking-tight">Agent task replay on {host}</h1>
      <p className="mt-2 text-slate-700">
        {taskName ? `${taskName}. ` : ''}Published by the site owner. Model: {modelWords(run.model)}.
      </p>
      <Card className="mt-6" title="The task">
        <p className="text-slate-900">{run.goal ?? 'No goal recorded.'}</p>
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <Badge tone={outcome.tone}>{outcome.words}</Badge>
          <Badge>{run.stepCount === 1 ? '1 step' : `${run.stepCount} steps`}</Badge>
        </div>
        {run.reasons.length > 0 && (
          <ul className="mt-4 list-disc space-y-1 pl-6 text-sm text-slate-800">
            {run.reasons.map((reason, index) => (
              <li key={index}>{reason}</li>
            ))}
          </ul>
        )}
      </Card>
      <TitledSection id="steps" title="Step by step">
        <AgentSteps steps={steps} />
      </TitledSection>
      <TitledSection id="answer" title="What the agent reported">
        <Card>
          <p className="whitespace-pre-line text-slate-900">{run.answer ?? run.error ?? 'No answer.'}</p>
          {evidence.length > 0 && (
            <ul className="mt-4 space-y-2 text-sm">
              {evidence.map((item, index) => (
                <li key={index}>
                  <blockquote className="border-l-4 border-slate-300 pl-3 text-slate-800">{String(item.quote ?? '')}</blockquote>
                  <p className="mt-1 break-words font-mono text-xs text-slate-700">{String(item.url ?? '')}</p>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </TitledSection>
    </>
  );
}
