// The inside of an audit process (see audit-pool.ts): runs the audits its pool sends and answers with reports,
// progress and errors, and runs the other page work a host registers as tasks (the service's agent runs and citation
// analyses, lib/server/audit-process.ts), under the same budgets. A task may call back to the pool for what the
// process must not do itself (a model endpoint's call needs a key the process never holds).
import { runAudit } from '../audit.js';
import type { RequestGate } from '../fetch/politeness.js';
import { gateThroughPool, type PoolGate } from './gate-leases.js';
import { deserializeError, serializeError, type PoolMessage, type ThreadMessage } from './protocol.js';

export interface TaskContext {
  /** Aborted when the pool cancels the task (its caller gave it up, its site was deleted). */
  signal: AbortSignal;
  /** Calls `method` in the pool's process with JSON-like arguments and resolves with its answer. */
  call(method: string, ...args: unknown[]): Promise<unknown>;
  /** The pool's gate, when it gave the task one: every request the task sends passes it (engine/fetch/politeness.ts). */
  gate?: RequestGate;
}

/** A task's handler: its result must be JSON (it crosses as JSON text). */
export type TaskHandler = (input: unknown, context: TaskContext) => Promise<unknown>;

/** Serves the pool on this process's IPC channel until the pool goes away. */
export function serveAuditProcess(tasks: Readonly<Record<string, TaskHandler>> = {}): void {
  if (!process.send) throw new Error('an audit process runs only as a child process of an audit pool');
  const running = new Map<number, AbortController>();
  const calls = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextCall = 1;
  const post = (message: ThreadMessage) => {
    if (process.connected) process.send!(message);
  };

  // The pool is gone (it closed, or its process died): nobody is left to answer. Requests that hold a place of the
  // pool's gate are let out first (a fleet row counted each before it was sent: issue 52 point 4); no new one gets
  // a place, since the pool that grants them is gone.
  const gates = new Set<PoolGate>();
  process.on('disconnect', () => {
    void Promise.all([...gates].map((gate) => gate.placesBack())).finally(() => process.exit(0));
  });

  // A gated run answers once its gate calls are settled (gate-leases.ts: the places it held are all given back first).
  const settle = (id: number, work: Promise<ThreadMessage>, gate: PoolGate | undefined) =>
    work
      .catch((error: unknown): ThreadMessage => ({ type: 'failed', id, error: serializeError(error) }))
      .then(async (message) => {
        await gate?.drain();
        return message;
      })
      .then(post)
      .finally(() => {
        running.delete(id);
        if (gate) gates.delete(gate);
      });

  process.on('message', (message: PoolMessage) => {
    if (message.type === 'abort') {
      running.get(message.id)?.abort(new DOMException(message.reason, 'AbortError'));
      return;
    }
    if (message.type === 'reply') {
      const waiting = calls.get(message.call);
      calls.delete(message.call);
      if (message.error) waiting?.reject(deserializeError(message.error));
      else waiting?.resolve(message.result);
      return;
    }
    const { id } = message;
    const controller = new AbortController();
    running.set(id, controller);
    const call: TaskContext['call'] = (method, ...args) =>
      new Promise((resolve, reject) => {
        const number = nextCall++;
        calls.set(number, { resolve, reject });
        post({ type: 'call', id, call: number, method, args });
      });
    const gate = message.gated ? gateThroughPool(call) : undefined;
    if (gate) gates.add(gate);
    if (message.type === 'audit') {
      const report = runAudit(message.url, {
        ...message.options,
        ...(gate ? { gate } : {}),
        signal: controller.signal,
        // Always: the pool sizes its watchdog from the pages an audit queued (the plan's, not the plan's maximum).
        onProgress: (progress) => post({ type: 'progress', id, progress }),
        onQueued: (queuedMs) => post({ type: 'queued', id, queuedMs }),
      });
      void settle(id, report.then((done) => ({ type: 'done', id, reportJson: JSON.stringify(done) })), gate);
      return;
    }
    const handler = Object.hasOwn(tasks, message.task) ? tasks[message.task] : undefined;
    const context: TaskContext = { signal: controller.signal, call, ...(gate ? { gate } : {}) };
    const result = handler
      ? handler(message.input, context)
      : Promise.reject(new Error(`This audit process has no task "${message.task}".`));
    void settle(id, result.then((done) => ({ type: 'task-done', id, resultJson: JSON.stringify(done ?? null) })), gate);
  });
  post({ type: 'ready' });
}
