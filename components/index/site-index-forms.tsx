'use client';

// The forms of the site page's "In the index" card: the opt-in switch, the re-scan button and the verdict report.
// Each works as a plain form POST without JavaScript; with it, the answer appears in place.
import { useActionState } from 'react';
import { Button } from '../button';
import { FOCUS_RING, cx } from '../styles';
import { SiteSwitchForm } from '../switch-button';

export interface IndexFormState {
  on: boolean;
  error: string | null;
  message: string | null;
}

type Action = (previous: IndexFormState, formData: FormData) => Promise<IndexFormState>;

function Status({ state, id }: { state: IndexFormState; id: string }) {
  return (
    <p id={id} role="status" className="mt-2 text-sm">
      {state.error ? <span className="text-red-800">{state.error}</span> : <span className="text-slate-700">{state.message ?? ''}</span>}
    </p>
  );
}

/** `sentences`: what the opt-in is with the switch on and off, as the editions answer now (the server's reading). */
export function IndexOptInSwitch({ siteId, initial, refused, action, sentences }: { siteId: string; initial: IndexFormState; refused: string | null; action: Action; sentences: { on: string; off: string } }) {
  const [state, submit, pending] = useActionState(action, initial);
  return (
    <SiteSwitchForm action={submit} siteId={siteId} field="indexOptIn" on={state.on} pending={pending} refused={refused} id="index-opt-in" label="Name this site in the index">
      <p className="text-slate-700" data-testid="index-opt-in-state">
        {state.on ? sentences.on : sentences.off}
      </p>
      {refused && <p className="mt-1 text-slate-700">{refused}</p>}
      <Status state={state} id="index-opt-in-status" />
    </SiteSwitchForm>
  );
}

export function RescanRowButton({ siteId, action }: { siteId: string; action: Action }) {
  const [state, submit, pending] = useActionState(action, { on: false, error: null, message: null });
  return (
    <form action={submit}>
      <input type="hidden" name="siteId" value={siteId} />
      <Button type="submit" variant="secondary" disabled={pending} aria-describedby="index-rescan-status">
        {pending ? 'Queuing…' : 'Re-scan my row'}
      </Button>
      <Status state={state} id="index-rescan-status" />
    </form>
  );
}

export function VerdictReportForm({ siteId, subjects, action }: { siteId: string; subjects: Array<{ value: string; label: string }>; action: Action }) {
  const [state, submit, pending] = useActionState(action, { on: false, error: null, message: null });
  return (
    <form action={submit} className="space-y-3">
      <input type="hidden" name="siteId" value={siteId} />
      <div>
        <label htmlFor="verdict-subject" className="block text-sm font-medium text-slate-900">
          Verdict
        </label>
        <select id="verdict-subject" name="subject" required className={cx('mt-1 block min-h-10 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900', FOCUS_RING)}>
          {subjects.map((subject) => (
            <option key={subject.value} value={subject.value}>
              {subject.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="verdict-explanation" className="block text-sm font-medium text-slate-900">
          What is wrong
        </label>
        <textarea
          id="verdict-explanation"
          name="explanation"
          required
          maxLength={2000}
          rows={3}
          className={cx('mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-slate-900', FOCUS_RING)}
        />
      </div>
      <Button type="submit" variant="secondary" disabled={pending} aria-describedby="verdict-report-status">
        {pending ? 'Sending…' : 'Report this verdict'}
      </Button>
      <Status state={state} id="verdict-report-status" />
    </form>
  );
}
