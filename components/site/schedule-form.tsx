'use client';

import { useActionState } from 'react';
import { Button } from '../button';
import { FOCUS_RING, cx } from '../styles';
import { formatDateTime } from './format';

export interface ScheduleState {
  schedule: 'daily' | 'weekly' | null;
  nextScanAt: string | null;
  error: string | null;
  saved: boolean;
}

const CHOICES = [
  { value: '', label: 'Only when I press “Scan now”' },
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
] as const;

/** The site's schedule: how often it is scanned without anyone pressing "Scan now", and when the next scan is due. */
export function ScheduleForm({
  siteId,
  initial,
  saveSchedule,
}: {
  siteId: string;
  initial: ScheduleState;
  saveSchedule: (previous: ScheduleState, formData: FormData) => Promise<ScheduleState>;
}) {
  const [state, action, pending] = useActionState(saveSchedule, initial);
  return (
    <form action={action} className="flex flex-col gap-3 sm:flex-row sm:items-end" aria-describedby="schedule-next">
      <input type="hidden" name="siteId" value={siteId} />
      <div>
        <label htmlFor="schedule" className="block text-sm font-medium text-slate-900">
          Scheduled scans
        </label>
        <select
          id="schedule"
          name="schedule"
          defaultValue={state.schedule ?? ''}
          key={state.schedule ?? ''}
          className={cx('mt-1 block min-h-10 rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900', FOCUS_RING)}
        >
          {CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="secondary" disabled={pending}>
        {pending ? 'Saving…' : 'Save schedule'}
      </Button>
      <p id="schedule-next" className="text-sm text-slate-700 sm:pb-2" role="status">
        {state.error ? (
          <span className="text-red-800">{state.error}</span>
        ) : state.schedule && state.nextScanAt ? (
          <>
            {state.saved ? 'Saved. ' : ''}Next scheduled scan: <time dateTime={state.nextScanAt}>{formatDateTime(state.nextScanAt)}</time>
          </>
        ) : (
          <>{state.saved ? 'Saved. ' : ''}No scheduled scans.</>
        )}
      </p>
    </form>
  );
}
