// Reading something again until it holds, for what has no event to wait on from the test's side (a row a worker
// writes, a delivery's status): one loop, so every such wait fails the same way, naming what it waited for.

/** Reads until `done` holds of what was read, every `intervalMs`; past `timeoutMs` it fails with the last value. */
export async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000, intervalMs = 200): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
