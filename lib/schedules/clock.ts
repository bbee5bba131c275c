// The scheduler's clock. Production reads the system time. Tests and the worker benchmark move it through
// AGENTGAUGE_SCHEDULER_CLOCK_OFFSET_SECONDS (a fixed shift, default 0) and AGENTGAUGE_SCHEDULER_CLOCK_RATE (scheduler
// seconds per real second from AGENTGAUGE_SCHEDULER_CLOCK_SINCE, epoch milliseconds, default the process start; give
// several processes the same value so their clocks agree), so a day of schedules is proven or measured without
// sleeping through it.
const processStartedAt = Date.now();

export function schedulerNow(realNow = Date.now()): Date {
  const offsetMs = finiteEnv('AGENTGAUGE_SCHEDULER_CLOCK_OFFSET_SECONDS', 0, 0) * 1000;
  const rate = finiteEnv('AGENTGAUGE_SCHEDULER_CLOCK_RATE', 1, 1);
  const since = finiteEnv('AGENTGAUGE_SCHEDULER_CLOCK_SINCE', processStartedAt, 0);
  return new Date(since + (realNow - since) * rate + offsetMs);
}

function finiteEnv(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min) throw new Error(`${name} must be a number of at least ${min} (got "${raw}").`);
  return value;
}
