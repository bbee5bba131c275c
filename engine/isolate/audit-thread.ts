// The entry of an audit thread (see audit-pool.ts): runs the audits its pool sends and answers with reports,
// progress and errors. Bundled to dist/audit-thread.mjs, because a thread cannot load TypeScript sources.
import { parentPort } from 'node:worker_threads';
import { audit } from '../index.js';
import { serializeError, type PoolMessage, type ThreadMessage } from './protocol.js';

if (!parentPort) throw new Error('audit-thread runs only as a worker thread of an audit pool');
const port = parentPort;
const running = new Map<number, AbortController>();
const post = (message: ThreadMessage) => port.postMessage(message);

port.on('message', (message: PoolMessage) => {
  if (message.type === 'abort') {
    running.get(message.id)?.abort(new DOMException(message.reason, 'AbortError'));
    return;
  }
  const { id, url, options, progress } = message;
  const controller = new AbortController();
  running.set(id, controller);
  audit(url, {
    ...options,
    signal: controller.signal,
    onProgress: progress ? (update) => post({ type: 'progress', id, progress: update }) : undefined,
  })
    .then(
      (report) => post({ type: 'done', id, report }),
      (error: unknown) => post({ type: 'failed', id, error: serializeError(error) }),
    )
    .finally(() => running.delete(id));
});
