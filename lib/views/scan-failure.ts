// A failed scan in a few words for its owner, beside the last good score ("Last scan failed at 2026-11-20 07:07 UTC:
// the site refused the connection"). The stored error keeps every detail (attempt, host, OpenSSL code); the pages show
// its gist, read from the sentences the engine's fetch classifier and the scan worker write.
import { NOT_TLS_ADVICE } from '@/engine/light';
import { formatDateTime } from '@/lib/format/dates';

const GISTS: Array<[pattern: RegExp, words: string]> = [
  [/refused or could not be reached for a connection/, 'the site refused the connection'],
  [/TLS certificate of .* could not be verified/, 'its TLS certificate could not be verified'],
  [/host name .* does not exist/, 'its host name does not exist'],
  [/could not be resolved in time/, 'its host name could not be resolved in time'],
  [/timed out|did not answer completely|ran out of time|stopped answering/, 'the site did not answer in time'],
  [/closed the connection/, 'the site closed the connection'],
  [/malformed HTTP response/, 'the site sent a malformed HTTP response'],
  [/address is not allowed/, 'its address is not allowed on this service'],
  [/worker (stopped|gave the scan up|running the scan stopped)/, 'the scan was interrupted on our side; scan again'],
];

/** The gist of a stored scan error: "the site refused the connection", "this port does not speak TLS: try http://…". */
export function scanFailureGist(error: string): string {
  const tls = error.indexOf(NOT_TLS_ADVICE);
  if (tls >= 0) return error.slice(tls).replace(/ \([^)]*\)\.?$/, '').replace(/\.$/, '');
  for (const [pattern, words] of GISTS) if (pattern.test(error)) return words;
  return error.replace(/\.$/, '');
}

/** "Last scan failed at 2026-11-20 07:07 UTC: the site refused the connection." */
export function scanFailureSentence(failure: { failedAt: string; error: string }): string {
  return `Last scan failed at ${formatDateTime(failure.failedAt)}: ${scanFailureGist(failure.error)}.`;
}
