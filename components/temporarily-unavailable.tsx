import { ErrorState } from './error-state';

/** What a page shows while the database is out of reach (served with 503 and Retry-After). */
export function TemporarilyUnavailable() {
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">This page is temporarily unavailable</h1>
      <ErrorState title="The service cannot read its data right now">
        The service could not load this page. If the database is restarting, try again in a moment.
      </ErrorState>
    </>
  );
}
