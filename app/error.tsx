'use client';

import { Button, ButtonLink } from '@/components/button';
import { ErrorState } from '@/components/error-state';
import { errorExplanation } from '@/lib/errors/explanation';

/** Errors no section catches (a failing layout, such as the dashboard's session lookup while the database is away). */
export default function RootError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <main id="main" className="mx-auto w-full max-w-4xl px-4 py-12">
      <h1 className="mb-4 text-2xl font-semibold">This page is temporarily unavailable</h1>
      <ErrorState
        title="The service could not load this page"
        action={
          <span className="flex flex-wrap gap-2">
            <Button onClick={reset}>Try again</Button>
            <ButtonLink variant="secondary" href="/">
              Home
            </ButtonLink>
          </span>
        }
      >
        {errorExplanation(error)}
      </ErrorState>
    </main>
  );
}
