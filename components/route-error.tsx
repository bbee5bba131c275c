'use client';

import { Button, ButtonLink } from '@/components/button';
import { ErrorState } from '@/components/error-state';
import { errorExplanation } from '@/lib/errors/explanation';

export const UNAVAILABLE_HEADING = 'This page is temporarily unavailable';

export interface RouteErrorProps {
  error: Error & { digest?: string };
  reset: () => void;
}

/** What every error boundary shows: what can truthfully be said of the error, a retry and, where given, a way out. */
export function RouteError({ error, reset, heading, title, away }: RouteErrorProps & { heading?: string; title?: string; away?: { href: string; label: string } }) {
  const retry = <Button onClick={reset}>Try again</Button>;
  const state = (
    <ErrorState
      title={title}
      action={
        away ? (
          <span className="flex flex-wrap gap-2">
            {retry}
            <ButtonLink variant="secondary" href={away.href}>
              {away.label}
            </ButtonLink>
          </span>
        ) : (
          retry
        )
      }
    >
      {errorExplanation(error)}
    </ErrorState>
  );
  if (!heading) return state;
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">{heading}</h1>
      {state}
    </>
  );
}
