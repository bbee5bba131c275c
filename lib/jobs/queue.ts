// The scan queue: pg-boss on the app's own database (PostgreSQL, or the embedded PGlite through the Unix socket it
// is shared on, where pg-boss is one more client of the wire protocol). One started instance per process, on
// globalThis because Next's bundle and the tsx-run server can load this module twice.
import { PgBoss, type SendOptions } from 'pg-boss';
import { getDatabaseUrl } from '@/lib/db';
import { logger } from '@/lib/observability/logger';
import { QUEUE_SCHEMA, SCAN_DEAD_LETTER_QUEUE, SCAN_QUEUE, queueSettings, type QueueSettings } from './config';

const STATE = Symbol.for('agentgauge.queue');
type State = { starting: Promise<PgBoss> | null };
const globalState = globalThis as typeof globalThis & { [STATE]?: State };
const state: State = (globalState[STATE] ??= { starting: null });

const NO_JOB_ID = '00000000-0000-0000-0000-000000000000';

type QueueOptions = NonNullable<Parameters<PgBoss['createQueue']>[1]>;
// On globalThis: the web build and the worker's bundle each load the modules that send, in one process, and every
// createQueue empties pg-boss's cache of that queue; a send inside a transaction that then looks the queue up on
// pg-boss's own connection waits for that transaction on the embedded database (lib/fleets/queue.ts).
const PREPARED = Symbol.for('agentgauge.queues.prepared');
const globalPrepared = globalThis as typeof globalThis & { [PREPARED]?: Map<string, WeakMap<PgBoss, Promise<void>>> };
const preparedSets = (globalPrepared[PREPARED] ??= new Map());

/**
 * Creates a set of queues once per started queue and process, then looks each one up so that a send finds it cached.
 * `set` names the set (its callers' module); a failure is forgotten, so the next call tries again.
 */
export function prepareQueuesOnce(boss: PgBoss, set: string, queues: ReadonlyArray<{ name: string; options: QueueOptions }>): Promise<void> {
  let prepared = preparedSets.get(set);
  if (!prepared) preparedSets.set(set, (prepared = new WeakMap()));
  let ready = prepared.get(boss);
  if (!ready) {
    ready = (async () => {
      for (const queue of queues) await boss.createQueue(queue.name, queue.options);
      for (const queue of queues) await boss.getJobById(queue.name, NO_JOB_ID);
    })();
    const forget = prepared;
    ready.catch(() => forget.delete(boss));
    prepared.set(boss, ready);
  }
  return ready;
}

/** The process's started queue; the first call connects, installs pg-boss's schema if needed and creates the queues. */
export async function getQueue(): Promise<PgBoss> {
  const starting = (state.starting ??= startQueue());
  try {
    return await starting;
  } catch (error) {
    if (state.starting === starting) state.starting = null;
    throw error;
  }
}

/**
 * Stops fetching; with graceful, waits up to timeoutMs for running jobs, then fails (releases) what is left for retry.
 * `beforeClose` runs before the connection closes: the handlers of released jobs are still ending then, and pg-boss
 * records their end through it.
 */
export async function stopQueue(options: { graceful: boolean; timeoutMs: number; beforeClose?: () => Promise<unknown> }): Promise<void> {
  const starting = state.starting;
  state.starting = null;
  const boss = await starting?.catch(() => null);
  if (!boss) return;
  await boss.stop({ graceful: options.graceful, timeout: options.timeoutMs, close: false });
  await options.beforeClose?.();
  // pg-boss's own pool (its typings show only executeSql); stop() left it open above.
  await (boss.getDb() as unknown as { close(): Promise<void> }).close();
}

/** Per-job policy, so the sender's settings hold even when the queue was created with other defaults. */
export function scanJobOptions(settings: QueueSettings = queueSettings()): SendOptions {
  return {
    retryLimit: settings.retryLimit,
    retryDelay: settings.retryDelaySeconds,
    heartbeatSeconds: settings.heartbeatSeconds,
    expireInSeconds: settings.timeoutSeconds,
    deadLetter: SCAN_DEAD_LETTER_QUEUE,
  };
}

async function startQueue(): Promise<PgBoss> {
  const settings = queueSettings();
  const boss = new PgBoss({
    connectionString: await getDatabaseUrl(),
    schema: QUEUE_SCHEMA,
    application_name: 'agentgauge-queue',
    max: 4,
    superviseIntervalSeconds: settings.superviseSeconds,
    monitorIntervalSeconds: settings.superviseSeconds,
    schedule: false,
  });
  boss.on('error', (error: Error) => logger.error({ err: error }, `Scan queue: ${error.message}`));
  await boss.start();
  try {
    await boss.createQueue(SCAN_DEAD_LETTER_QUEUE, { retryLimit: 5, retryDelay: settings.retryDelaySeconds });
    await boss.createQueue(SCAN_QUEUE, { ...scanJobOptions(settings), policy: 'standard' });
    // pg-boss looks a queue up on first use. Do it now: inside a caller's transaction on the embedded database
    // (one session, taken in turns) that lookup would wait for the transaction it runs in.
    await boss.getJobById(SCAN_QUEUE, NO_JOB_ID);
    await boss.getJobById(SCAN_DEAD_LETTER_QUEUE, NO_JOB_ID);
  } catch (error) {
    await boss.stop({ graceful: false, close: true }).catch(() => undefined);
    throw error;
  }
  return boss;
}
