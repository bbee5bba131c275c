'use client';

import { Button, ButtonLink } from '@/components/button';
import { ErrorState } from '@/components/error-state';
import { errorExplanation } from '@/lib/errors/explanation';

/** A failed read inside a site keeps the site's navigation (the layout) and offers a retry. */
export default function SiteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <ErrorState
      title="This part of the site could not be loaded"
      action={
        <span className="flex flex-wrap gap-2">
          <Button onClick={reset}>Try again</Button>
          <ButtonLink variant="secondary" href="/sites">
            All sites
          </ButtonLink>
        </span>
      }
    >
      {errorExplanation(error)}
    </ErrorState>
  );
}
