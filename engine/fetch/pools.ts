// Keep-alive connections shared by every fetcher in the process, so that audits of the same site do not each pay for
// their own TCP (and TLS) handshakes. A pool belongs to one origin AND one vetted address: a fetcher only reaches a
// pool through its own resolution of the name, and the pool's lookup hands out that address alone (re-vetted at
// every connect), so sharing never lets one audit's DNS answer decide where another audit's requests go.
import type { LookupFunction, Socket } from 'node:net';
import { createSecureContext, type SecureContext } from 'node:tls';
import { buildConnector, Pool } from 'undici';
import { answeredInHttp, readHelloAnswer } from './hello-answer.js';
import { vetAddress } from './ssrf.js';
import type { ResolvedAddress } from './types.js';

/** Larger response headers end the request with a 'network' error (a hostile server can send megabytes of them). */
export const MAX_HEADER_BYTES = 64 * 1024;
/** How long a pool no fetcher holds keeps its idle connections before it is closed. */
export const IDLE_POOL_MS = 2000;

export interface PoolSpec {
  /** scheme://host[:port] of the requests. */
  origin: string;
  /** The vetted address of the origin's host name; null when the host is an IP literal (nothing is looked up). */
  pinned: ResolvedAddress | null;
  connectTimeout: number;
  allowPrivateTargets: boolean;
  /** The origin may not speak TLS at all (FetchRequest.mayLackTls): see handshakesFirst. */
  mayLackTls: boolean;
}

interface Entry {
  pool: Pool;
  leases: number;
  idleTimer: NodeJS.Timeout | undefined;
}

const entries = new Map<string, Entry>();

function keyOf(spec: PoolSpec): string {
  const address = spec.pinned ? `${spec.pinned.family}/${spec.pinned.address}` : 'literal';
  return `${spec.origin} ${address} ${spec.connectTimeout} ${spec.allowPrivateTargets ? 'private-allowed' : 'public-only'} ${spec.mayLackTls ? 'may-lack-tls' : ''}`;
}

let sharedSecureContext: SecureContext | undefined;

/**
 * The context tls.connect would build for every connection (default CAs, no client certificate), built once: creating
 * it per connection cost more CPU than the handshake's own JavaScript.
 */
function defaultSecureContext(): SecureContext {
  sharedSecureContext ??= createSecureContext();
  return sharedSecureContext;
}

/**
 * A context with no certificate authorities: building it does not read the root store. Used only to learn whether an
 * origin speaks TLS at all; nothing is sent over such a connection.
 */
let handshakeOnlyContext: SecureContext | undefined;

/**
 * Whether a connection first learns if its origin speaks TLS, before the root store is read. Reading Node's root store
 * (some 140 certificates parsed from PEM) is the largest single cost of a command-line audit of a local http:// site,
 * whose https twin on the same port (engine/gather/http-probes.ts) never speaks TLS: only such a request (mayLackTls)
 * does, so a TLS site whose certificate fails is still reached by one connection, the verified one. Once the root
 * store is read (by any connection), every connection verifies from its first handshake.
 */
function handshakesFirst(spec: PoolSpec): boolean {
  return spec.mayLackTls && sharedSecureContext === undefined;
}

type Connector = ReturnType<typeof buildConnector>;

/**
 * undici's connector for an https origin: verified connections (the default CAs, rejectUnauthorized). While
 * handshakesFirst() holds, each is preceded by a ClientHello over a plain connection (hello-answer.ts): an origin that
 * answers it in HTTP fails with the error its TLS handshake would meet, without Node's TLS module; one that answers
 * with a TLS record gets the verified connection; any other answer (or none) a handshake that verifies nothing and is
 * closed at once, then, if it succeeded, the verified connection. A site that does not speak TLS fails that handshake
 * with the very error the verified one would meet (the server answers the same ClientHello), so the failure stands
 * without the root store. A plain connection that cannot be made fails the request as it is: a TLS one to the same
 * address, by the same lookup, would meet the same error.
 */
function httpsConnector(spec: PoolSpec, lookup: LookupFunction): Connector {
  const common = { lookup, timeout: spec.connectTimeout };
  let verified: Connector | undefined;
  const verifiedConnector = () => (verified ??= buildConnector({ ...common, rejectUnauthorized: true, secureContext: defaultSecureContext() }));
  if (!handshakesFirst(spec)) return verifiedConnector();
  let handshakeOnly: Connector | undefined;
  const throughUnverifiedHandshake: Connector = (options, callback) => {
    handshakeOnlyContext ??= createSecureContext({ ca: [] });
    handshakeOnly ??= buildConnector({ ...common, rejectUnauthorized: false, secureContext: handshakeOnlyContext, maxCachedSessions: 0 });
    handshakeOnly(options, (error, socket) => {
      if (error) {
        callback(error, null);
        return;
      }
      socket!.destroy();
      verifiedConnector()(options, callback);
    });
  };
  const plain = buildConnector(common);
  return (options, callback) => {
    if (!handshakesFirst(spec)) return verifiedConnector()(options, callback);
    plain({ ...options, protocol: 'http:' }, (error, socket) => {
      if (error) {
        callback(error, null);
        return;
      }
      readHelloAnswer(socket as Socket, spec.connectTimeout, (answer) => {
        if (answer === 'http') callback(answeredInHttp(`${options.hostname}:${options.port}`), null);
        else if (answer === 'tls' || !handshakesFirst(spec)) verifiedConnector()(options, callback);
        else throughUnverifiedHandshake(options, callback);
      });
    });
  };
}

function createPool(spec: PoolSpec): Pool {
  const { pinned } = spec;
  // Called for host names only (never for IP literals, which vetUrl judged): the one address this pool was made
  // for, re-checked, so a connection to an unvetted address cannot happen even through a path that skipped the DNS stage.
  const lookup: LookupFunction = (hostname, lookupOptions, callback) => {
    if (!pinned || (!spec.allowPrivateTargets && !vetAddress(pinned.address).ok)) {
      const error = Object.assign(new Error(`No vetted address for ${hostname}.`), { code: 'ENOTFOUND' });
      callback(error, '', 0);
      return;
    }
    if (lookupOptions.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  };
  const connect = spec.origin.startsWith('https:') ? httpsConnector(spec, lookup) : { lookup, timeout: spec.connectTimeout };
  return new Pool(spec.origin, { connect, maxHeaderSize: MAX_HEADER_BYTES });
}

export interface PoolLease {
  pool: Pool;
  /** Gives the pool back; when no fetcher holds it any more it closes after IDLE_POOL_MS. Idempotent. */
  release(): void;
}

/** The shared pool for `spec`, held until `release()`. */
export function leasePool(spec: PoolSpec): PoolLease {
  const key = keyOf(spec);
  let entry = entries.get(key);
  if (!entry) {
    entry = { pool: createPool(spec), leases: 0, idleTimer: undefined };
    entries.set(key, entry);
  }
  const held = entry;
  held.leases += 1;
  clearTimeout(held.idleTimer);
  held.idleTimer = undefined;
  let released = false;
  return {
    pool: held.pool,
    release() {
      if (released) return;
      released = true;
      held.leases -= 1;
      if (held.leases > 0) return;
      held.idleTimer = setTimeout(() => {
        if (entries.get(key) === held) entries.delete(key);
        held.pool.destroy().catch(() => undefined);
      }, IDLE_POOL_MS);
      held.idleTimer.unref();
    },
  };
}
