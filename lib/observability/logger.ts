// The service's log: one JSON object per line on stdout (pino), at AGENTGAUGE_LOG_LEVEL (default info). Lines written
// while a request is handled carry its id (requestId, as echoed in X-Request-Id). Secrets stay out: requests are
// logged without headers or query strings, and the redaction below masks the fields that could hold one should a
// caller pass them along (headers, error configs, bodies).
import { AsyncLocalStorage } from 'node:async_hooks';
import { hostname } from 'node:os';
import { format } from 'node:util';
import pino, { type Logger } from 'pino';
import { describeThrown } from '@/lib/errors/describe-thrown';
import { LOG_DESTINATION } from './logger-destination';

export type { Logger } from 'pino';

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Field paths masked wherever they occur in a line (top level, or one or two objects down). */
const SECRET_FIELDS = ['authorization', 'cookie', '"set-cookie"', 'password', 'secret', 'token', 'apiKey', 'api_key', 'key'];
const REDACTED_PATHS = SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]);

interface RequestContext {
  requestId: string;
}

const STATE = Symbol.for('agentgauge.logger');
type Destination = ReturnType<typeof pino.destination>;
type State = { logger: Logger; requestLogger: Logger; context: AsyncLocalStorage<RequestContext>; destination: Destination };
// On globalThis: Next's bundle and the tsx-run server load this module separately in one process, and both must
// write through one destination with one request context.
const globalState = globalThis as typeof globalThis & { [STATE]?: State };

function createState(): State {
  const context = new AsyncLocalStorage<RequestContext>();
  // Asynchronous writes, flushed when the process exits: on a pipe (a log collector, a process manager) a synchronous
  // write per line cost ~70 µs against ~7 µs batched, measured on this project's 2-core machine.
  const embedded = (globalThis as typeof globalThis & { [LOG_DESTINATION]?: Destination })[LOG_DESTINATION];
  const destination = embedded ?? pino.destination({ dest: 1, sync: false });
  if (!embedded) process.on('exit', () => destination.flushSync());
  const options = {
    level: logLevel(),
    base: { pid: process.pid, hostname: hostname() },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
  };
  const logger = pino({ ...options, redact: { paths: REDACTED_PATHS, censor: '[redacted]' }, mixin: () => context.getStore() ?? {} }, destination);
  // The redaction pass costs several times the line itself (measured: 27 wildcard paths, ~110 µs a line against ~14 µs
  // without); the request lines have fixed fields and skip it.
  const requestLogger = pino(options, destination);
  return { logger, requestLogger, context, destination };
}

const state: State = (globalState[STATE] ??= createState());

/** How long an exit waits for a log write in flight. */
const EXIT_WRITE_WAIT_MS = 1_000;

/**
 * Exits with `code` once the log write in flight (if any) is done; the 'exit' handler then writes the rest in order.
 * process.exit() during an asynchronous write lets flushSync's lines overtake it on the pipe, or loses it: a drain's
 * last request line appeared after "Stopped". sonic-boom says whether a write is in flight only through `_writing`
 * (no public accessor; its flush() calls back at once with the default minLength 0).
 */
export function exitAfterLogs(code: number): void {
  const { destination } = state;
  const exit = () => process.exit(code);
  if ((destination as unknown as { _writing?: unknown })._writing !== true) return exit();
  destination.once('drain', exit);
  setTimeout(exit, EXIT_WRITE_WAIT_MS);
}

/** The process's logger. */
export const logger: Logger = state.logger;

/** For the request lines only (lib/server/service-http.ts): fixed fields that hold no secret. */
export const requestLogger: Logger = state.requestLogger;

/** AGENTGAUGE_LOG_LEVEL: fatal, error, warn, info (default), debug, trace or silent. */
export function logLevel(): string {
  const raw = process.env.AGENTGAUGE_LOG_LEVEL?.trim().toLowerCase();
  if (!raw) return 'info';
  if (!(LEVELS as readonly string[]).includes(raw)) {
    throw new Error(`AGENTGAUGE_LOG_LEVEL must be one of ${LEVELS.join(', ')} (got "${process.env.AGENTGAUGE_LOG_LEVEL}").`);
  }
  return raw;
}

/** Runs `work` with every line it logs (through async calls too) carrying `requestId`. */
export function withRequestContext<T>(requestId: string, work: () => T): T {
  return state.context.run({ requestId }, work);
}

/** The message of anything thrown, for a log line (a thrown non-Error is described by its fields). */
export function errorMessage(error: unknown): string {
  return describeThrown(error);
}

/**
 * Sends console output through the logger, so that everything the service prints (Next's own warnings and errors
 * included) is one JSON line per entry. For the server and worker processes only: the CLI keeps its console.
 */
export function routeConsoleToLogger(): void {
  const methods = { log: 'info', info: 'info', debug: 'debug', warn: 'warn', error: 'error' } as const;
  for (const [method, level] of Object.entries(methods)) {
    console[method as keyof typeof methods] = (...args: unknown[]) => {
      const error = args.find((arg): arg is Error => arg instanceof Error);
      const rest = args.filter((arg) => arg !== error);
      const message = format(...rest) || error?.message || '';
      if (error) logger[level]({ err: error }, message);
      else logger[level](message);
    };
  }
}
