// The test process as an HTTP client: it lets an idle connection go after a quarter of a second instead of keeping it
// for the server's keep-alive hint (5 s, which fetch keeps for 3 s). A service that stops (SIGTERM) drains: it serves
// its open connections until each has ended (lib/server/service-http.ts), and a connection this process left
// idle ended only when fetch dropped it: every stop of a test server or worker waited ~3 s for it. Requests in a row
// still share a connection. Tests that are about keep-alive make their own agents (tests/system/api/stop-signals.test.ts).
// A request to the origin of an in-process service (tests/helpers/in-process) goes over an in-memory connection to it.
import http from 'node:http';
import net from 'node:net';
import { endpointAt, type InProcessEndpoint } from '../helpers/in-process/transport';

const GLOBAL_DISPATCHER = Symbol.for('undici.globalDispatcher.1');
const IDLE_MS = 250;

interface Dispatcher {
  dispatch(options: { origin?: string | URL }, handler: unknown): boolean;
}
type AgentClass = new (options: Record<string, unknown>) => Dispatcher;
const slot = globalThis as typeof globalThis & { [GLOBAL_DISPATCHER]?: Dispatcher };
// Reading fetch loads Node's own undici, which installs its global dispatcher; the replacement is an instance of the
// same class (the undici package in node_modules is another major version than the one Node's fetch speaks to).
void globalThis.fetch;
const current = slot[GLOBAL_DISPATCHER];
if (!current) throw new Error("Node's fetch did not install its global dispatcher");
const Agent = current.constructor as AgentClass;

/** One agent per in-process service, whose connections go to its Unix socket. */
const inProcessAgents = new WeakMap<InProcessEndpoint, Dispatcher>();
function agentFor(endpoint: InProcessEndpoint): Dispatcher {
  let agent = inProcessAgents.get(endpoint);
  if (!agent) {
    agent = new Agent({ keepAliveTimeout: IDLE_MS, keepAliveMaxTimeout: IDLE_MS, connect: { socketPath: endpoint.socketPath } });
    inProcessAgents.set(endpoint, agent);
  }
  return agent;
}

class RoutingAgent extends Agent {
  override dispatch(options: { origin?: string | URL }, handler: unknown): boolean {
    const origin = options.origin === undefined ? undefined : new URL(String(options.origin)).origin;
    const endpoint = origin === undefined ? undefined : endpointAt(origin);
    return endpoint ? agentFor(endpoint).dispatch(options, handler) : super.dispatch(options, handler);
  }
}

slot[GLOBAL_DISPATCHER] = new RoutingAgent({ keepAliveTimeout: IDLE_MS, keepAliveMaxTimeout: IDLE_MS });
/** node:http's default agent, which reaches an in-process service's origin over its Unix socket as fetch does. */
type CreateConnection = (this: http.Agent, options: { host?: string; port?: number | string }, callback?: unknown) => net.Socket;
const createTcpConnection = (http.Agent.prototype as unknown as { createConnection: CreateConnection }).createConnection;
class RoutingHttpAgent extends http.Agent {
  override createConnection(options: { host?: string; port?: number | string; socketPath?: string }, callback?: unknown): net.Socket {
    // A socket the caller chose (request()'s client address picks the service's socket for it) is kept.
    if (options.socketPath) return net.connect(options.socketPath);
    const endpoint = endpointAt(`http://${options.host ?? 'localhost'}:${options.port ?? 80}`);
    if (endpoint) return net.connect(endpoint.socketPath);
    return createTcpConnection.call(this, options, callback);
  }
}
http.globalAgent = new RoutingHttpAgent({ keepAlive: false });
