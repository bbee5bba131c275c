// The test process as an HTTP client: it lets an idle connection go after a quarter of a second instead of keeping it
// for the server's keep-alive hint (5 s, which fetch keeps for 3 s). A service that stops (SIGTERM) drains: it serves
// its open connections until each has ended (lib/server/service-http.ts), and a connection this process left
// idle ended only when fetch dropped it: every stop of a test server or worker waited ~3 s for it. Requests in a row
// still share a connection. Tests that are about keep-alive make their own agents (tests/api/stop-signals.test.ts).
import http from 'node:http';

const GLOBAL_DISPATCHER = Symbol.for('undici.globalDispatcher.1');
const IDLE_MS = 250;

type Dispatcher = { constructor: new (options: Record<string, unknown>) => Dispatcher };
const slot = globalThis as typeof globalThis & { [GLOBAL_DISPATCHER]?: Dispatcher };
// Reading fetch loads Node's own undici, which installs its global dispatcher; the replacement is an instance of the
// same class (the undici package in node_modules is another major version than the one Node's fetch speaks to).
void globalThis.fetch;
const current = slot[GLOBAL_DISPATCHER];
if (!current) throw new Error("Node's fetch did not install its global dispatcher");
slot[GLOBAL_DISPATCHER] = new current.constructor({ keepAliveTimeout: IDLE_MS, keepAliveMaxTimeout: IDLE_MS });
http.globalAgent = new http.Agent({ keepAlive: false });
