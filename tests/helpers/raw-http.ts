// HTTP requests fetch() will not send: a Host header of our choosing (fetch sets Host from the URL) and an
// absolute-form request target (`GET http://evil.example/path`, RFC 9112 §3.2.2), as a client or proxy may.
import http from 'node:http';
import net from 'node:net';
import { endpointAt } from './in-process/transport';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

export function rawRequest(
  baseUrl: string,
  target: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawAnswer> {
  const { hostname, port, origin } = new URL(baseUrl);
  // An in-process service (tests/helpers/in-process) is reached over its Unix socket.
  const endpoint = endpointAt(origin);
  const connection = endpoint ? { createConnection: () => net.connect(endpoint.socketPath) } : {};
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      { host: hostname, port, path: target, method: options.method ?? 'GET', headers: options.headers, agent: false, ...connection },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, text }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}
