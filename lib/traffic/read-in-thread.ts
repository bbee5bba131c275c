// The worker reads a batch on a thread of its own (issue 60 point 3): under `npm start` the worker shares its process
// with the web server, and no log is parsed on the thread that serves HTTP. The thread (lib/server/traffic-thread.ts,
// bundled to dist/traffic-thread.mjs) runs readLog below the process's priority (Linux: a thread has its own nice
// value) with a heap of its own under a budget; this side hands it the stored chunks one at a time as it asks for them
// and takes back its reading, or the sentence that stopped it. A thread that answered waits a minute for the next
// batch (a drain posts often; a thread costs ~70 ms of CPU to start and warm). A thread that outlives its deadline,
// fails or runs out of its heap is ended here and the batch fails with a sentence saying so: nothing it does can hold
// the web server.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import { TRAFFIC_THREAD_BUNDLE } from '@/lib/settings/dist-dir';
import { findInProject } from '@/lib/settings/project-files';
import { rangeSetsOf, type RangesDocument } from './ip-ranges';
import { LogReadError, readLog, type LogReading, type ReadLogOptions } from './read-log';

export interface ThreadReadOptions extends Omit<ReadLogOptions, 'ranges'> {
  /** The ranges files in force (stored-ranges.ts): plain data, which crosses to the thread as it is. */
  rangesDocuments: ReadonlyMap<string, RangesDocument>;
}

interface ThreadRead {
  type: 'read';
  gzip: boolean;
  options: ThreadReadOptions;
}

type ToThread = ThreadRead | { type: 'chunk'; data: Uint8Array } | { type: 'end' };
type FromThread = { type: 'next' } | { type: 'done'; reading: LogReading } | { type: 'refused'; message: string } | { type: 'failed'; message: string };

/** The thread's heap (old generation): a batch's tally is small (bounded names and classes), this is room to spare. */
const THREAD_HEAP_MB = 256;
/** Past the reader's own deadline, how long the thread may take to answer before it is ended. */
const HANG_GRACE_MS = 30_000;
/** The thread's nice value on Linux: requests are answered first, whatever it is reading. */
const THREAD_NICENESS = 10;
/** A thread that read a batch waits this long for the next before it ends: a drain's steady posts reuse it. */
const IDLE_MS = 60_000;

function threadBundle(): string {
  const bundle = findInProject(TRAFFIC_THREAD_BUNDLE);
  if (bundle) return bundle;
  throw new Error(`${TRAFFIC_THREAD_BUNDLE} was not found; run "npm run build:cli" in the project directory.`);
}

interface IdleThread {
  thread: Worker;
  timer: NodeJS.Timeout;
  /** Ends the entry when the thread dies while idle. */
  onExit: () => void;
}

/** Threads that answered their last batch, waiting for another (a thread costs ~70 ms of CPU to start and warm). */
const idle: IdleThread[] = [];
const ignore = () => undefined;

function takeThread(): Worker {
  const entry = idle.pop();
  if (!entry) return new Worker(threadBundle(), { resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB }, stdout: false, stderr: false });
  clearTimeout(entry.timer);
  // Only our own listeners come off: a Worker keeps internal ones (removeAllListeners would silence its messages).
  entry.thread.off('exit', entry.onExit).off('error', ignore).ref();
  return entry.thread;
}

/** A thread that answered is kept for the next batch (unref'd: it never holds the process open), then ended when idle. */
function giveBack(thread: Worker): void {
  const entry: IdleThread = { thread, timer: setTimeout(() => end(entry), IDLE_MS), onExit: () => end(entry) };
  entry.timer.unref();
  thread.on('error', ignore).once('exit', entry.onExit).unref();
  idle.push(entry);
}

function end(entry: IdleThread): void {
  clearTimeout(entry.timer);
  const index = idle.indexOf(entry);
  if (index !== -1) idle.splice(index, 1);
  void entry.thread.terminate();
}

/** readLog on a thread of its own, with the same answer: its reading, or a LogReadError with its sentence. */
export function readLogInThread(source: AsyncIterable<Uint8Array>, gzip: boolean, options: ThreadReadOptions): Promise<LogReading> {
  const thread = takeThread();
  const chunks = source[Symbol.asyncIterator]();
  return new Promise<LogReading>((resolve, reject) => {
    let settled = false;
    /** `reusable`: the thread answered and is idle again; otherwise it is ended, whatever it was doing. */
    const settle = (reusable: boolean, outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(watchdog);
      void chunks.return?.(undefined);
      thread.off('message', onMessage).off('error', onError).off('exit', onExit);
      if (reusable) giveBack(thread);
      else {
        thread.on('error', ignore);
        void thread.terminate();
      }
      outcome();
    };
    const watchdog = setTimeout(
      () => settle(false, () => reject(new LogReadError('Reading the log took longer than its time budget: split it into smaller batches.'))),
      Math.max(0, options.deadline - Date.now()) + HANG_GRACE_MS,
    );
    const onMessage = (message: FromThread) => {
      if (message.type === 'next') {
        chunks.next().then(
          (next) => {
            if (!settled) thread.postMessage((next.done ? { type: 'end' } : { type: 'chunk', data: next.value }) satisfies ToThread);
          },
          (error: unknown) => settle(false, () => reject(error)),
        );
      } else if (message.type === 'done') settle(true, () => resolve(message.reading));
      else if (message.type === 'refused') settle(true, () => reject(new LogReadError(message.message)));
      else settle(false, () => reject(new Error(`The traffic thread failed: ${message.message}`)));
    };
    const onError = (error: Error & { code?: string }) =>
      settle(false, () =>
        reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? new LogReadError(`Reading the log needed more than the ${THREAD_HEAP_MB} MB of memory a batch may use: split it into smaller batches.`) : error),
      );
    const onExit = (code: number) => settle(false, () => reject(new Error(`The traffic thread exited (code ${code}) before it answered.`)));
    thread.on('message', onMessage).on('error', onError).on('exit', onExit);
    thread.postMessage({ type: 'read', gzip, options } satisfies ToThread);
  });
}

/** Lowers this thread's priority where a thread has its own (Linux: setpriority on its task id); elsewhere nothing. */
function lowerThreadPriority(): void {
  try {
    const task = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(task) && task > 0) setPriority(task, THREAD_NICENESS);
  } catch {
    // Not Linux, or not allowed: the thread runs at the process's priority, off the web server's thread all the same.
  }
}

/** The thread's side (lib/server/traffic-thread.ts): reads one batch after another, asking for chunks as it reads them. */
export function serveLogThread(): void {
  if (isMainThread || !parentPort) throw new Error('the traffic thread runs only as a worker thread (read-in-thread.ts)');
  const port = parentPort;
  lowerThreadPriority();
  let deliver: ((message: ToThread) => void) | null = null;
  const source = () =>
    (async function* () {
      for (;;) {
        const next = new Promise<ToThread>((resolve) => (deliver = resolve));
        port.postMessage({ type: 'next' } satisfies FromThread);
        const message = await next;
        if (message.type !== 'chunk') return;
        yield message.data;
      }
    })();
  const read = ({ gzip, options }: ThreadRead) => {
    const { rangesDocuments, ...settings } = options;
    readLog(source(), gzip, { ...settings, ranges: rangeSetsOf(rangesDocuments) }).then(
      (reading) => port.postMessage({ type: 'done', reading } satisfies FromThread),
      (error: unknown) =>
        port.postMessage(
          (error instanceof LogReadError ? { type: 'refused', message: error.message } : { type: 'failed', message: error instanceof Error ? error.message : String(error) }) satisfies FromThread,
        ),
    );
  };
  port.on('message', (message: ToThread) => {
    if (message.type === 'read') return read(message);
    const waiting = deliver;
    deliver = null;
    waiting?.(message);
  });
}
