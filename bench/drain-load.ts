// The clients of bench/drain.ts: readers (API reads with a key, dashboard pages with a session) and one scanner per
// site (a scan queued every half second; 409 while the site's last one is active), each on a keep-alive connection
// to nginx, and what they saw, counted into the tally of the trial under way when each request was sent.
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

export interface Tally {
  requests: number;
  /** Requests without the answer their route gives (502s and truncated ones included). */
  failed: number;
  badGateway: number;
  truncated: number;
  /** The first few failures, as "what: why". */
  failures: string[];
  /** Scans accepted (202). */
  scans: string[];
}

export const newTally = (): Tally => ({ requests: 0, failed: 0, badGateway: 0, truncated: 0, failures: [], scans: [] });

export interface LoadTargets {
  front: string;
  key: string;
  cookie: string;
  siteIds: string[];
  readers: number;
}

export interface Load {
  /** Requests sent and not answered yet. */
  inFlight(): number;
  stop(): Promise<void>;
}

interface Outcome {
  status: number;
  body: string;
  /** Why the answer is unusable: no answer at all, or a body cut short. */
  broken?: 'error' | 'truncated';
  reason?: string;
}

/** One request on `agent`; a body that ends before it is complete, or JSON that does not parse, is truncated. */
function call(agent: http.Agent, base: string, method: string, path: string, headers: Record<string, string>): Promise<Outcome> {
  return new Promise((resolve) => {
    let settled = false;
    const done = (outcome: Outcome) => {
      if (!settled) resolve(outcome);
      settled = true;
    };
    const outgoing = http.request(`${base}${path}`, { agent, method, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', () => undefined); // an incomplete body, judged on 'close'
      incoming.on('close', () => {
        const status = incoming.statusCode ?? 0;
        const bytes = Buffer.concat(chunks);
        const length = incoming.headers['content-length'];
        if (!incoming.complete || (length !== undefined && Number(length) !== bytes.length)) {
          return done({ status, body: '', broken: 'truncated', reason: `${bytes.length} bytes of ${length ?? 'a chunked body'}` });
        }
        const body = bytes.toString('utf8');
        if (/json/.test(String(incoming.headers['content-type']))) {
          try {
            JSON.parse(body);
          } catch {
            return done({ status, body, broken: 'truncated', reason: 'its JSON does not parse' });
          }
        }
        done({ status, body });
      });
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) => done({ status: 0, body: '', broken: 'error', reason: error.code ?? error.message }));
    outgoing.end();
  });
}

function record(tally: Tally, what: string, outcome: Outcome, expected: number[]): void {
  tally.requests += 1;
  let failure: string | null = null;
  if (outcome.broken === 'truncated') {
    tally.truncated += 1;
    failure = `truncated ${outcome.status} (${outcome.reason})`;
  } else if (outcome.broken === 'error') failure = `no answer (${outcome.reason})`;
  else if (outcome.status === 502) {
    tally.badGateway += 1;
    failure = '502';
  } else if (!expected.includes(outcome.status)) failure = `${outcome.status} ${outcome.body.slice(0, 120)}`;
  if (failure === null) return;
  tally.failed += 1;
  if (tally.failures.length < 5) tally.failures.push(`${what}: ${failure}`);
}

/** Starts the clients; each request counts in `tallyNow()` as it was when the request was sent. */
export function startLoad(targets: LoadTargets, tallyNow: () => Tally): Load {
  let running = true;
  let inFlight = 0;
  const send = async (agent: http.Agent, what: string, method: string, path: string, headers: Record<string, string>, expected: number[]) => {
    const tally = tallyNow();
    inFlight += 1;
    const outcome = await call(agent, targets.front, method, path, headers);
    inFlight -= 1;
    record(tally, what, outcome, expected);
    return { tally, outcome };
  };
  const bearer = { authorization: `Bearer ${targets.key}` };
  const reads = [
    { what: 'GET /api/v1/me/sites', path: '/api/v1/me/sites', headers: bearer },
    { what: 'GET /sites (dashboard)', path: '/sites', headers: { cookie: targets.cookie } },
  ];
  const reader = async (first: number) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    for (let turn = first; running; turn += 1) {
      const read = reads[turn % reads.length]!;
      await send(agent, read.what, 'GET', read.path, read.headers, [200]);
      await sleep(25); // steady load, not a CPU hog starving the processes being restarted
    }
    agent.destroy();
  };
  const scanner = async (siteId: string) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    while (running) {
      const { tally, outcome } = await send(agent, 'POST scan', 'POST', `/api/v1/me/sites/${siteId}/scan`, bearer, [202, 409]);
      if (outcome.status === 202 && !outcome.broken) tally.scans.push(JSON.parse(outcome.body).scanId as string);
      await sleep(500);
    }
    agent.destroy();
  };
  const loops = [...Array.from({ length: targets.readers }, (_, index) => reader(index)), ...targets.siteIds.map(scanner)];
  return {
    inFlight: () => inFlight,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}
