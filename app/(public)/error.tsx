'use client';

import { Button } from '@/components/button';
import { ErrorState } from '@/components/error-state';

export default function PublicError({ reset }: { error: Error; reset: () => void }) {
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">This page is temporarily unavailable</h1>
      <ErrorState action={<Button onClick={reset}>Try again</Button>}>
        The service could not load this page. If the database is restarting, try again in a moment.
      </ErrorState>
    </>
  );
}
