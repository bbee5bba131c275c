'use client';

// The form of the site page's "Deploy hook" card: set the hook up, change its provider or secret. It works as a plain
// form POST without JavaScript; with it, the answer appears in place. A secret this service generates (netlify,
// generic) is shown here once, right after it was made.
import { useActionState } from 'react';
import { Button } from '../button';
import { CopyButton } from '../copy-button';
import { Field } from '../field';
import { FOCUS_RING, cx } from '../styles';

export interface DeployHookFormState {
  error: string | null;
  message: string | null;
  /** The secret to give the platform, present once: right after it was generated. */
  secret: string | null;
}

export const DEPLOY_HOOK_PROVIDER_NAMES = { vercel: 'Vercel (a team webhook)', netlify: 'Netlify (a deploy notification)', generic: 'Any caller (a CI step)' } as const;

type Provider = keyof typeof DEPLOY_HOOK_PROVIDER_NAMES;

export function DeployHookForm({
  siteId,
  provider,
  action,
}: {
  siteId: string;
  /** The hook's provider, or null when the site has none yet. */
  provider: Provider | null;
  action: (previous: DeployHookFormState, formData: FormData) => Promise<DeployHookFormState>;
}) {
  const [state, submit, pending] = useActionState(action, { error: null, message: null, secret: null });
  return (
    <div className="space-y-3">
      <form action={submit} className="space-y-3" aria-describedby="deploy-hook-status">
        <input type="hidden" name="siteId" value={siteId} />
        <div>
          <label htmlFor="deploy-hook-provider" className="block text-sm font-medium text-slate-900">
            Who calls it
          </label>
          <select
            id="deploy-hook-provider"
            name="provider"
            defaultValue={provider ?? 'vercel'}
            className={cx('mt-1 block min-h-10 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 sm:w-auto', FOCUS_RING)}
          >
            {Object.entries(DEPLOY_HOOK_PROVIDER_NAMES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <Field
          id="deploy-hook-secret"
          name="secret"
          type="password"
          autoComplete="off"
          label="Vercel's webhook secret (Vercel only)"
          hint="Vercel shows it once, when you create the webhook with this hook's URL. Netlify and other callers get a secret generated here."
        />
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : provider ? 'Save the deploy hook' : 'Set up a deploy hook'}
        </Button>
      </form>
      <p id="deploy-hook-status" role="status" className="text-sm">
        {state.error ? <span className="text-red-800">{state.error}</span> : <span className="text-slate-700">{state.message ?? ''}</span>}
      </p>
      {state.secret && (
        <div className="rounded-lg border border-green-300 bg-green-50 p-4 text-sm text-green-950">
          <p className="font-medium">Copy the secret now: it is shown only once.</p>
          <div className="mt-3 space-y-2">
            <pre className="whitespace-pre-wrap break-all rounded bg-white p-2 text-xs text-slate-900">
              <code data-testid="deploy-hook-secret">{state.secret}</code>
            </pre>
            <CopyButton value={state.secret} label="Copy the secret" />
          </div>
        </div>
      )}
    </div>
  );
}
