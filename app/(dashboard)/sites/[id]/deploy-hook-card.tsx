// The site page's "Deploy hook" card (issue 54 point 3; issue 60 point 5): the URL a hosting platform calls when a
// production deploy finishes, whether its calls can be verified, and three of its calls kept apart, each with its
// time: the last scan it queued, the last call it refused (a quota, the plan, a scan running, a replay) and the last
// call of any kind, so a refused or replayed call never hides the deploy that did queue a scan. Owners and admins of
// a paid plan set it up, change it and remove it here, as with POST/DELETE …/deploy-hook.
import { Card } from '@/components/card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { CopyButton } from '@/components/copy-button';
import { DEPLOY_HOOK_PROVIDER_NAMES, DeployHookForm } from '@/components/site/deploy-hook-forms';
import { refusalMessage, type Actor } from '@/lib/auth/authorize';
import { formatDateTime } from '@/lib/format/dates';
import type { getDeployHook } from '@/lib/services/get-deploy-hook';
import { deleteDeployHookAction, setDeployHookAction } from './deploy-hook-actions';

type Hook = Awaited<ReturnType<typeof getDeployHook>>;

function CallRecord({ title, testId, call, none }: { title: string; testId: string; call: { at: string; outcome: string } | null; none: string }) {
  return (
    <div className="min-w-0 rounded-md bg-slate-50 p-3" data-testid={testId}>
      <dt className="font-medium text-slate-900">{title}</dt>
      {call ? (
        <dd className="mt-1 text-slate-800">
          <time dateTime={call.at} className="block tabular-nums">
            {formatDateTime(call.at)}
          </time>
          <span className="mt-1 block break-words">{call.outcome}</span>
        </dd>
      ) : (
        <dd className="mt-1 text-slate-700">{none}</dd>
      )}
    </div>
  );
}

export function DeployHookCard({ membership, siteId, host, hook }: { membership: Actor; siteId: string; host: string; hook: Hook | null }) {
  const refused = refusalMessage(membership, 'deploy-hook:manage');
  const lastCall = hook?.lastCalledAt ? { at: hook.lastCalledAt, outcome: hook.lastOutcome ?? '' } : null;
  return (
    <Card title="Deploy hook" className="mt-6" id="deploy-hook">
      <p className="text-sm text-slate-800">
        A URL your hosting platform calls when a production deploy of {host} finishes: each call queues a scan, so the score is fresh after every
        deploy, within your plan&apos;s scan quotas. Every call is checked by its signature, and a call replayed (the same delivery again) queues
        nothing and spends nothing.
      </p>
      {hook ? (
        <div className="mt-4 space-y-4 text-sm text-slate-800">
          <p>
            Called by {DEPLOY_HOOK_PROVIDER_NAMES[hook.provider]}.{' '}
            {hook.ready ? (
              <span data-testid="deploy-hook-ready">Ready: its calls are verified.</span>
            ) : (
              <span data-testid="deploy-hook-ready" className="text-amber-900">
                Waiting for the secret Vercel shows when the webhook is created: until it is saved, every call is refused.
              </span>
            )}
          </p>
          <div>
            <p className="font-medium text-slate-900">The hook&apos;s URL</p>
            <div className="mt-1 space-y-2">
              <pre className="whitespace-pre-wrap break-all rounded bg-slate-100 p-2 text-xs text-slate-900">
                <code data-testid="deploy-hook-url">{hook.url}</code>
              </pre>
              <CopyButton value={hook.url} label="Copy the URL" />
            </div>
          </div>
          <dl className="grid gap-3 sm:grid-cols-3">
            <CallRecord title="Last scan queued" testId="deploy-hook-last-queued" call={hook.lastQueued} none="No call has queued a scan yet." />
            <CallRecord title="Last call refused" testId="deploy-hook-last-refused" call={hook.lastRefused} none="No call was refused." />
            <CallRecord title="Last call" testId="deploy-hook-last-call" call={lastCall} none="No verified call yet." />
          </dl>
        </div>
      ) : (
        <p className="mt-4 text-sm text-slate-700" data-testid="deploy-hook-none">
          This site has no deploy hook.
        </p>
      )}
      <div className="mt-4">
        {refused ? (
          <p className="text-sm text-slate-700">{refused}</p>
        ) : (
          <div className="space-y-4">
            <DeployHookForm siteId={siteId} provider={hook?.provider ?? null} action={setDeployHookAction} />
            {hook && (
              <ConfirmDialog
                trigger="Remove the deploy hook"
                title={`Remove the deploy hook of ${host}?`}
                confirmLabel="Remove the deploy hook"
                formAction={deleteDeployHookAction}
                hiddenFields={{ siteId }}
              >
                Its URL answers 404 from then on: remove the webhook or notification from your platform too.
              </ConfirmDialog>
            )}
          </div>
        )}
      </div>
    </Card>
  );
}
