// The entry of an audit process (see audit-pool.ts): runs the audits its pool sends and answers with reports,
// progress and errors. Bundled to dist/audit-thread.mjs, because the process does not load TypeScript sources.
import { audit } from '../index.js';
import { serializeError, type PoolMessage, type ThreadMessage } from './protocol.js';

if (!process.send) throw new Error('audit-thread runs only as a child process of an audit pool');
const running = new Map<number, AbortController>();
const post = (message: ThreadMessage) => {
  if (process.connected) process.send!(message);
};

// The pool is gone (it closed, or its process died): nobody is left to answer.
process.on('disconnect', () => process.exit(0));

process.on('message', (message: PoolMessage) => {
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
      (report) => post({ type: 'done', id, reportJson: JSON.stringify(report) }),
      (error: unknown) => post({ type: 'failed', id, error: serializeError(error) }),
    )
    .finally(() => running.delete(id));
});
