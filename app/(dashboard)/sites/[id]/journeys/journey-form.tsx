'use client';

import { useActionState, useId } from 'react';
import { Button } from '@/components/button';
import { FormOutcome } from '@/components/form-outcome';
import { Field } from '@/components/field';
import { FOCUS_RING, cx } from '@/components/styles';
import type { JourneyAnswer } from '@/engine/light';
import { saveJourneyAction, type JourneyFormState } from './actions';

const INITIAL: JourneyFormState = { message: null, error: null };

export interface JourneyFormValues {
  name: string;
  question: string;
  answer: JourneyAnswer;
  start: string | null;
}

function answerText(answer: JourneyAnswer): string {
  if (typeof answer === 'string') return answer;
  if (Array.isArray(answer)) return answer.join('\n');
  return answer.pattern;
}

/** One journey's fields: new (no journeyId), a suggestion to confirm, or a saved journey to edit. */
export function JourneyForm({ siteId, journeyId, initial, submitLabel }: { siteId: string; journeyId?: string; initial?: JourneyFormValues; submitLabel: string }) {
  const [state, action, pending] = useActionState(saveJourneyAction, INITIAL);
  const id = useId();
  const isPattern = initial !== undefined && typeof initial.answer === 'object' && !Array.isArray(initial.answer);
  return (
    <form action={action} className="space-y-3" aria-label={submitLabel}>
      <input type="hidden" name="siteId" value={siteId} />
      {journeyId && <input type="hidden" name="journeyId" value={journeyId} />}
      <Field id={`${id}-name`} name="name" label="Name" defaultValue={initial?.name} placeholder="pricing" maxLength={64} required hint="Letters, digits, spaces, “.”, “_” and “-”; unique on the site." />
      <Field id={`${id}-question`} name="question" label="Question an agent is asked" defaultValue={initial?.question} placeholder="What does the Pro plan cost?" maxLength={500} required />
      <div>
        <label htmlFor={`${id}-answer`} className="block text-sm font-medium text-slate-900">
          The answer, as it appears on the page
        </label>
        <textarea
          id={`${id}-answer`}
          name="answer"
          rows={2}
          required
          defaultValue={initial ? answerText(initial.answer) : undefined}
          placeholder="$29"
          aria-describedby={`${id}-answer-hint`}
          className={cx('mt-1 block w-full rounded-md border border-slate-400 px-3 py-2 text-slate-900', FOCUS_RING)}
        />
        <p id={`${id}-answer-hint`} className="mt-1 text-sm text-slate-700">
          One per line: any one counts, compared without regard to case or spacing. Or tick the box for a regular expression (run in linear time; backreferences and lookaround are refused).
        </p>
        <label className="mt-2 flex items-center gap-2 text-sm text-slate-900">
          <input type="checkbox" name="pattern" defaultChecked={isPattern} /> Regular expression
        </label>
      </div>
      <Field id={`${id}-start`} name="start" label="Start path (optional)" defaultValue={initial?.start ?? ''} placeholder="/pricing" maxLength={2048} hint="Where the agent starts; the site's start page when empty." />
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : submitLabel}
        </Button>
      </div>
      <FormOutcome state={state} refusedTitle="The journey was not saved" />
    </form>
  );
}
