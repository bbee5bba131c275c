// What an error boundary can truthfully say about the error it shows. An error in a server render reaches the
// browser as a digest only (Next withholds its message in production). A database outage is the one cause the server
// names: instrumentation.ts stamps such an error with DATABASE_UNAVAILABLE_DIGEST as Next reports it, before Next
// sends the digest on (lib/observability/request-outcome.ts). Any other server error gets its reference, never a guessed cause. An
// error raised in the browser carries its own message, such as the HTTP front's refusal of a form from another
// origin (sent as text, which Next's client makes the error's message): that is what happened, shown as it is.
// Shared by the server and the client boundaries: no imports.

export const DATABASE_UNAVAILABLE_DIGEST = 'agentgauge-database-unavailable';

export function errorExplanation(error: Error & { digest?: string }): string {
  if (error.digest === DATABASE_UNAVAILABLE_DIGEST) {
    return 'The service cannot reach its database right now. If the database is restarting, try again in a moment.';
  }
  if (error.digest) {
    return `The server could not render this page (error reference ${error.digest}). Try again; if it keeps failing, the operator finds the cause in the server log under that reference.`;
  }
  return error.message.trim() || 'The page stopped working in the browser. Try again.';
}
