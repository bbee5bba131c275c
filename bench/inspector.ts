// The V8 inspector of a process started with `--inspect=127.0.0.1:0` (loopback, a free port), spoken to over its
// WebSocket from the bench's process: the web process's heap read from outside, and a full GC asked for, with no
// debugging code in the product.
export class Inspector {
  private next = 1;
  private readonly pending = new Map<number, (value: unknown) => void>();
  private constructor(private readonly socket: WebSocket) {
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
      if (message.id !== undefined) this.pending.get(message.id)?.(message.result);
    });
  }

  /** The inspector a process started with `--inspect=127.0.0.1:0` announced in its output. */
  static fromOutput(output: string): Promise<Inspector> {
    const url = /ws:\/\/127\.0\.0\.1:\d+\/[\w-]+/.exec(output);
    if (!url) throw new Error('The process announced no inspector (was it started with --inspect?)');
    return Inspector.connect(url[0]);
  }

  static async connect(url: string): Promise<Inspector> {
    const socket = new WebSocket(url);
    await new Promise((resolve, reject) => {
      socket.addEventListener('open', resolve, { once: true });
      socket.addEventListener('error', reject, { once: true });
    });
    return new Inspector(socket);
  }

  call<T>(method: string, params: object = {}): Promise<T> {
    const id = this.next++;
    return new Promise<T>((resolve) => {
      this.pending.set(id, resolve as (value: unknown) => void);
      this.socket.send(JSON.stringify({ id, method, params }));
    });
  }

  /** A full, blocking garbage collection in the process. */
  async collectGarbage(): Promise<void> {
    await this.call('HeapProfiler.collectGarbage');
  }

  /** The V8 heap's used and allocated size, MiB. */
  async heapMiB(): Promise<{ used: number; total: number }> {
    const usage = await this.call<{ usedSize: number; totalSize: number }>('Runtime.getHeapUsage');
    return { used: usage.usedSize / 1_048_576, total: usage.totalSize / 1_048_576 };
  }

  close(): void {
    this.socket.close();
  }
}

/** About half of an export's bytes (CSV about 370 bytes a row, Parquet about 16, as the bench's synthetic rows come
 *  out): where a bench asks for a full GC mid-stream, to read what the export holds live. */
export function halfExportBytes(format: string, rows: number): number {
  return rows * (format === 'csv' ? 185 : 8);
}
