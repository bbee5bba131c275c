'use client';

import { useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';

interface Progress {
  status: string;
  total: number;
  done: number;
  ratePerMinute: number;
  etaSeconds: number | null;
  counts: { scanned: number; blocked: number; unreachable: number; optedOut: number; cancelled: number; error: number };
}

const POLL_MS = 2000;

function duration(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return hours > 0 ? `${hours} h ${minutes} min` : minutes > 0 ? `${minutes} min` : `${Math.max(1, Math.round(seconds))} s`;
}

/** Done of total, rate and time left, polled while the run is queued or running; the page re-renders when it ends. */
export function RunProgress({ fleetId, runId, initial }: { fleetId: string; runId: string; initial: Progress }) {
  const router = useRouter();
  const live = initial.status === 'queued' || initial.status === 'running';
  const { data } = useQuery({
    queryKey: ['fleet-run', runId],
    queryFn: async (): Promise<Progress> => {
      const response = await fetch(`/fleets/${fleetId}/runs/${runId}/progress`, { cache: 'no-store' });
      if (!response.ok) throw new Error(`progress: ${response.status}`);
      return (await response.json()) as Progress;
    },
    initialData: initial,
    enabled: live,
    refetchInterval: (query) => (query.state.data && (query.state.data.status === 'queued' || query.state.data.status === 'running') ? POLL_MS : false),
  });
  const progress = data ?? initial;
  const ended = progress.status !== 'queued' && progress.status !== 'running';
  const refreshed = useRef(false);
  useEffect(() => {
    if (live && ended && !refreshed.current) {
      refreshed.current = true;
      router.refresh();
    }
  }, [live, ended, router]);
  const share = progress.total === 0 ? 100 : Math.floor((100 * progress.done) / progress.total);
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-lg font-semibold text-slate-900" data-testid="run-progress">
          {progress.done.toLocaleString('en-US')} of {progress.total.toLocaleString('en-US')} targets done ({share}%)
        </p>
        {!ended && (
          <p className="text-sm text-slate-700">
            {progress.ratePerMinute.toLocaleString('en-US')} per minute{progress.etaSeconds !== null ? `, about ${duration(progress.etaSeconds)} left` : ''}
          </p>
        )}
      </div>
      <div role="progressbar" aria-label="Targets done" aria-valuemin={0} aria-valuemax={progress.total} aria-valuenow={progress.done} className="mt-2 h-3 w-full overflow-hidden rounded-full bg-slate-200">
        <div className="h-full bg-blue-700 transition-[width]" style={{ width: `${share}%` }} />
      </div>
      <p className="mt-2 text-sm text-slate-700" aria-live="polite">
        {progress.counts.scanned.toLocaleString('en-US')} scanned, {progress.counts.blocked} blocked, {progress.counts.unreachable} unreachable, {progress.counts.optedOut} opted out,{' '}
        {progress.counts.cancelled} cancelled, {progress.counts.error} error.
      </p>
    </div>
  );
}
