'use client';

import { useActionState, useState } from 'react';
import { Button } from '@/components/button';
import { FormOutcome } from '@/components/form-outcome';
import { FOCUS_RING, cx } from '@/components/styles';
import { runJourneyAction, type RunJourneyState } from './actions';

const INITIAL: RunJourneyState = { message: null, error: null };

/**
 * Runs a journey as agent runs, saying exactly what runs: which agent (the built-in one, or the model with its k runs)
 * and as which one profile, chosen here; the scan's matrix measures every profile, a run browses as one.
 */
export function RunJourneyForm({
  siteId,
  journeyId,
  journeyName,
  profiles,
  defaultProfile,
  agent,
}: {
  siteId: string;
  journeyId: string;
  journeyName: string;
  profiles: Array<{ id: string; name: string }>;
  defaultProfile: string;
  /** "the built-in agent, 1 run" or "gpt-4o, 3 runs". */
  agent: string;
}) {
  const [state, action, pending] = useActionState(runJourneyAction, INITIAL);
  const [profile, setProfile] = useState(state.profile ?? defaultProfile);
  const name = profiles.find((entry) => entry.id === profile)?.name ?? profile;
  const selectId = `run-profile-${journeyId}`;
  return (
    <form action={action} className="mt-3 space-y-2">
      <input type="hidden" name="siteId" value={siteId} />
      <input type="hidden" name="journeyId" value={journeyId} />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div>
          <label htmlFor={selectId} className="block text-sm font-medium text-slate-900">
            Agent profile to run as
          </label>
          <select
            id={selectId}
            name="profile"
            value={profile}
            onChange={(event) => setProfile(event.target.value)}
            className={cx('mt-1 block min-h-10 rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900', FOCUS_RING)}
          >
            {profiles.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.name}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="secondary" disabled={pending}>
          {pending ? 'Queuing…' : `Run ${journeyName} as ${name} (${agent})`}
        </Button>
      </div>
      <FormOutcome state={state} refusedTitle="The run was not started" />
    </form>
  );
}
