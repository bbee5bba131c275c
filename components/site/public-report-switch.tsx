'use client';

import { useActionState, type ReactNode } from 'react';
import { SiteSwitchForm } from '../switch-button';

export interface PublicReportState {
  on: boolean;
  error: string | null;
  saved: boolean;
}

/**
 * The one switch that makes a site's scans its host's public report and badge. Who may flip it is the service's
 * rule: `refused` is its sentence for this member, shown beside a switch that cannot be pressed.
 */
export function PublicReportSwitch({
  siteId,
  host,
  initial,
  refused,
  setPublicReport,
  children,
}: {
  siteId: string;
  host: string;
  initial: PublicReportState;
  refused: string | null;
  setPublicReport: (previous: PublicReportState, formData: FormData) => Promise<PublicReportState>;
  /** What to show while the report is public (the badge and its Markdown). */
  children: ReactNode;
}) {
  const [state, action, pending] = useActionState(setPublicReport, initial);
  return (
    <div className="space-y-4">
      <SiteSwitchForm action={action} siteId={siteId} field="publicReport" on={state.on} pending={pending} refused={refused} id="public-report" label="Public report and badge">
        <p id="public-report-status" role="status" className="text-slate-700">
          {state.error ? (
            <span className="text-red-800">{state.error}</span>
          ) : state.on ? (
            `${state.saved ? 'Saved. ' : ''}On: the newest scan of this site is the public report of ${host}, with a badge for a README. Anyone with the link can read it.`
          ) : (
            `${state.saved ? 'Saved. ' : ''}Off: the scans of this site are private. Switched on, the newest one becomes the public report of ${host}, with a badge for a README.`
          )}
        </p>
        {refused && <p className="mt-1 text-slate-700">{refused}</p>}
      </SiteSwitchForm>
      {state.on && children}
    </div>
  );
}
