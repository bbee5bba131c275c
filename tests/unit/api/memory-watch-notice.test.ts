// Where resident memory cannot be watched (it is read from /proc: Linux only), the web server and each worker say so
// once at start (bin/start.ts, bin/worker.ts) rather than leaving AGENTGAUGE_AUDIT_MEMORY_MB and
// AGENTGAUGE_RENDER_MEMORY_MB silently unenforced (docs/configuration.md, "Memory budgets off Linux").
import { describe, expect, it } from 'vitest';
import { MEMORY_WATCH_AVAILABLE } from '../../../engine/index';
import { memoryWatchNotice } from '../../../lib/pools/audit-pool';

describe('the memory watch notice', () => {
  it('is the platform the watch runs on: Linux', () => {
    expect(MEMORY_WATCH_AVAILABLE).toBe(process.platform === 'linux');
    expect(memoryWatchNotice() === null).toBe(process.platform === 'linux');
  });

  it('names the budgets that are not enforced elsewhere, and those that still hold', () => {
    expect(memoryWatchNotice(true, 'linux')).toBeNull();
    expect(memoryWatchNotice(false, 'darwin')).toBe(
      'Resident memory is not watched on darwin (it is read from /proc, on Linux only): AGENTGAUGE_AUDIT_MEMORY_MB, ' +
        "AGENTGAUGE_RENDER_MEMORY_MB and AGENTGAUGE_AUDIT_CPU_SECONDS are not enforced. The audit processes' heap budget (AGENTGAUGE_AUDIT_HEAP_MB), the " +
        "browser's JavaScript heap limit and every deadline still hold.",
    );
  });
});
