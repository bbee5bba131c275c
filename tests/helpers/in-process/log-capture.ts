// The service's log in an integration test process: the lines the logger writes (JSON, one per line, as `npm start`
// prints them) are kept here instead of going to stdout, so a test reads an in-process service's output() as a test of
// the real server reads the process's. tests/setup/in-process-log.ts installs it before any module of the service
// loads (lib/observability/logger.ts takes its destination once).
import { LOG_DESTINATION } from '../../../lib/observability/logger-destination';

let text = '';

/** A pino destination that keeps what is written. */
const destination = {
  write(chunk: string): boolean {
    text += chunk;
    if (process.env.AGENTGAUGE_TEST_LOG === '1') process.stdout.write(chunk);
    return true;
  },
  flushSync(): void {},
};

export function installLogCapture(): void {
  (globalThis as Record<symbol, unknown>)[LOG_DESTINATION] = destination;
}

/** Where the log ends now: output(since) is what was written after. */
export function logMark(): number {
  return text.length;
}

export function logSince(mark: number): string {
  return text.slice(mark);
}
