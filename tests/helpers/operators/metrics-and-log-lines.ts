// What an operator reads of a service, as the operators tests of both tiers read it: /metrics scraped and parsed, and
// the service's log lines, which are written when a response has ended: a moment after the client already has it.
import { expect } from 'vitest';
import { request } from '../http';
import { logLines, type LogLine } from '../logs';
import { parseMetrics, type Sample } from '../prometheus';

/** An X-Request-Id the service made itself. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Waits for a log line (lines are written when a response has ended, a moment after the client has it). */
export async function waitForLine(output: () => string, matches: (line: LogLine) => boolean): Promise<LogLine> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = logLines(output()).find(matches);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no such log line in:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function scrape(baseUrl: string, token?: string, headers: Record<string, string> = {}): Promise<Sample[] & { text: string }> {
  const answer = await request(baseUrl, '/metrics', { key: token, headers });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
  return Object.assign(parseMetrics(answer.text), { text: answer.text });
}
