// CPU time of the calling thread, for the budgets of work that cannot be interrupted once it runs (conversions,
// owners' patterns): the audit process measures what it spent itself, not what the machine's other work took.

/** Milliseconds of CPU the calling thread has used (wall time where this Node cannot tell, which bounds it). */
export function threadCpuMs(): number {
  const usage = (process as unknown as { threadCpuUsage?: () => { user: number; system: number } }).threadCpuUsage;
  if (usage) {
    const { user, system } = usage.call(process);
    return (user + system) / 1000;
  }
  return performance.now();
}
