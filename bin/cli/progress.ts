// Progress of a multi-page audit on stderr, so stdout stays clean for the report or the JSON.
import type { AuditProgress } from '../../engine/index.js';

export interface ProgressReporter {
  onProgress(progress: AuditProgress): void;
  /** Clears a live progress line before anything else is written. */
  finish(): void;
}

export function progressReporter(stream: NodeJS.WriteStream = process.stderr): ProgressReporter {
  let live = false;
  return {
    onProgress(progress) {
      // The plan's announcement (measured page 0/N) says nothing the first measured page does not.
      if (progress.phase !== 'pages') return;
      const line = `measured page ${progress.done}/${progress.total}${progress.url ? ` ${progress.url}` : ''}`;
      if (stream.isTTY) {
        const width = Math.max((stream.columns ?? 80) - 1, 20);
        stream.write(`\r\u001b[K${line.slice(0, width)}`);
        live = true;
      } else {
        stream.write(`agentgauge: ${line}\n`);
      }
    },
    finish() {
      if (live) stream.write('\r\u001b[K');
      live = false;
    },
  };
}
