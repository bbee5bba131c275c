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
 * rule: `refused` is its sentence for this member, shown beside a switch that cannot be pressed. What each position
 * does now (`sentences`) is the server's reading of the public surfaces (lib/services/get-site-publicity.ts): a
 * private host is never public, a switch of an unproven host is held; the link and badge (`children`) are given only
 * while the public report answers.
 */
export function PublicReportSwitch({
  siteId,
  initial,
  refused,
  setPublicReport,
  sentences,
  children,
}: {
  siteId: string;
  initial: PublicReportState;
  /** What the report is with the switch on and off, as the public surfaces answer now. */
  sentences: { on: string; off: string };
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
          ) : (
            `${state.saved ? 'Saved. ' : ''}${state.on ? sentences.on : sentences.off}`
          )}
        </p>
        {refused && <p className="mt-1 text-slate-700">{refused}</p>}
      </SiteSwitchForm>
      {state.on && children}
    </div>
  );
}
