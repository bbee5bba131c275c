// Whether this process has begun to stop, for work that waits on purpose (an MCP get_scan with waitSeconds): such a
// wait ends at once with the state so far, telling the client to ask again (another process answers it), instead of
// holding the drain until its budget runs out and the connection is cut. On globalThis: the tsx-run server and
// Next's bundle load this module separately in one process.
const STATE = Symbol.for('agentgauge.draining');
const globalState = globalThis as typeof globalThis & { [STATE]?: AbortController };
const controller: AbortController = (globalState[STATE] ??= new AbortController());

/** Aborted once the process drains (SIGTERM/SIGINT). */
export const drainSignal: AbortSignal = controller.signal;

export function startDraining(): void {
  controller.abort();
}
