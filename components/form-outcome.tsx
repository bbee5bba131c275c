import { ErrorState } from './error-state';

/** What a form's action answered: the refusal, titled as what did not happen, or the message of what did. */
export function FormOutcome({ state, refusedTitle }: { state: { error: string | null; message: string | null }; refusedTitle: string }) {
  return (
    <>
      {state.error && <ErrorState title={refusedTitle}>{state.error}</ErrorState>}
      {state.message && (
        <p role="status" className="text-sm text-green-900">
          {state.message}
        </p>
      )}
    </>
  );
}
