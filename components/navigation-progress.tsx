'use client';

import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { cx } from './styles';

// Pages that must read without JavaScript (public report and replay, the dashboard's site pages) render whole on the
// server, with no loading.tsx: a streamed fallback would stay on screen without JavaScript. With JavaScript, a
// client-side navigation to them waits for the server, and this is the feedback meanwhile: a thin bar fixed at the top
// (no layout space, so nothing moves), aria-busy on the content and a polite announcement. PendingLink reports here.

const ReportPending = createContext<(pending: boolean) => void>(() => undefined);

export function useReportNavigationPending(): (pending: boolean) => void {
  return useContext(ReportPending);
}

export function NavigationProgress({ children }: { children: ReactNode }) {
  const [pendingLinks, setPendingLinks] = useState(0);
  const report = useCallback((pending: boolean) => setPendingLinks((count) => Math.max(0, count + (pending ? 1 : -1))), []);
  const busy = pendingLinks > 0;
  return (
    <ReportPending.Provider value={report}>
      <div
        aria-hidden="true"
        data-testid="navigation-progress"
        data-state={busy ? 'loading' : 'idle'}
        className={cx(
          'pointer-events-none fixed inset-x-0 top-0 z-50 h-1 overflow-hidden transition-opacity',
          // A short delay before showing keeps quick navigations from flashing the bar.
          busy ? 'opacity-100 delay-150' : 'opacity-0',
        )}
      >
        <div className="h-full w-full bg-blue-700 motion-safe:w-2/5 motion-safe:animate-navigation-progress" />
      </div>
      <p role="status" aria-live="polite" className="sr-only" data-testid="navigation-status">
        {busy ? 'Loading the page…' : ''}
      </p>
      <div aria-busy={busy || undefined}>{children}</div>
    </ReportPending.Provider>
  );
}
