'use client';

import { Button } from '@/components/button';
import { ErrorState } from '@/components/error-state';
import { errorExplanation } from '@/lib/errors/explanation';

export default function DashboardError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">This page is temporarily unavailable</h1>
      <ErrorState action={<Button onClick={reset}>Try again</Button>}>
        {errorExplanation(error)}
      </ErrorState>
    </>
  );
}
