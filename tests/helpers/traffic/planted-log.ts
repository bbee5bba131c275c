// Generated access logs whose every count is known (issue 55 point 6): people, verified crawlers (addresses in the test
// ranges below, from the documentation blocks of RFC 5737 and RFC 3849), crawlers that only claim a name (spoofs), an
// agent the site answers 403 while the scan says it reads, malformed lines and another host's lines.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The test ranges: GPTBot 192.0.2.0/25, ChatGPT-User 198.51.100.0/24 and 2001:db8:1::/48, ClaudeBot 203.0.113.0/26. */
export function writeTestRanges(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'agentgauge-ranges-'));
  const file = (name: string, prefixes: Array<{ ipv4Prefix?: string; ipv6Prefix?: string }>) =>
    writeFileSync(path.join(dir, `${name}.json`), JSON.stringify({ creationTime: '2026-11-01T00:00:00.000000', prefixes, source: 'test ranges (RFC 5737, RFC 3849)' }));
  file('gptbot', [{ ipv4Prefix: '192.0.2.0/25' }]);
  file('chatgpt-user', [{ ipv4Prefix: '198.51.100.0/24' }, { ipv6Prefix: '2001:db8:1::/48' }]);
  file('claudebot', [{ ipv4Prefix: '203.0.113.0/26' }]);
  return dir;
}

export const UA = {
  chrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  gptbot: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
  chatgptUser: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot',
  claudebot: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)',
  perplexityUser: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Perplexity-User/1.0; +https://perplexity.ai/perplexity-user)',
} as const;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A UTC day n days before today, YYYY-MM-DD. */
export function daysAgo(n: number, now = Date.now()): string {
  return new Date(now - n * 86_400_000).toISOString().slice(0, 10);
}

/** One combined-format line (Apache/nginx), with an optional vhost field first. */
export function combinedLine(line: { ip: string; day: string; second?: number; path: string; status: number; ua: string; vhost?: string }): string {
  const [year, month, date] = line.day.split('-');
  const second = String((line.second ?? 0) % 60).padStart(2, '0');
  const time = `${date}/${MONTHS[Number(month) - 1]}/${year}:10:00:${second} +0000`;
  return `${line.vhost ? `${line.vhost} ` : ''}${line.ip} - - [${time}] "GET ${line.path} HTTP/1.1" ${line.status} 512 "-" "${line.ua}"`;
}

export interface PlantedLog {
  /** The log's bytes (one line has invalid UTF-8, so it is bytes, not text). */
  bytes: Buffer;
  day1: string;
  day2: string;
}

function repeat(count: number, make: (index: number) => string): string[] {
  return Array.from({ length: count }, (_, index) => make(index));
}

/**
 * 128 lines: 40 people; GPTBot 30 pages + 2 robots.txt verified (day 1), 10 spoofed pages answered 403; ChatGPT-User 25
 * verified page requests (day 1: 12 × 403 + 3 × 200, day 2: 8 × 403 + 2 × 200; 5 of them over IPv6), 4 spoofed; ClaudeBot
 * 6 pages + 1 llms.txt verified (day 2); Perplexity-User 3 pages (no ranges: claims); 2 malformed (one of them invalid
 * UTF-8); 5 GPTBot lines for another host. Accepted: 121.
 */
export function plantedLog(now = Date.now()): PlantedLog {
  const day1 = daysAgo(3, now);
  const day2 = daysAgo(2, now);
  const lines: string[] = [
    ...repeat(30, (i) => combinedLine({ ip: '203.0.113.70', day: i % 2 ? day1 : day2, second: i, path: `/products/${i}`, status: 200, ua: i % 3 ? UA.chrome : UA.firefox })),
    ...repeat(10, (i) => combinedLine({ ip: '203.0.113.71', day: day2, second: i, path: '/', status: 200, ua: UA.chrome })),
    ...repeat(30, (i) => combinedLine({ ip: '192.0.2.5', day: day1, second: i, path: `/docs/${i}`, status: 200, ua: UA.gptbot })),
    ...repeat(2, (i) => combinedLine({ ip: '192.0.2.6', day: day1, second: i, path: '/robots.txt', status: 200, ua: UA.gptbot })),
    ...repeat(10, (i) => combinedLine({ ip: '203.0.113.200', day: day1, second: i, path: '/docs', status: 403, ua: UA.gptbot })),
    ...repeat(12, (i) => combinedLine({ ip: i < 3 ? '2001:db8:1::9' : '198.51.100.7', day: day1, second: i, path: `/pricing/${i}`, status: 403, ua: UA.chatgptUser })),
    ...repeat(3, (i) => combinedLine({ ip: '198.51.100.8', day: day1, second: 20 + i, path: '/pricing', status: 200, ua: UA.chatgptUser })),
    ...repeat(8, (i) => combinedLine({ ip: i < 2 ? '2001:db8:1::9' : '198.51.100.7', day: day2, second: i, path: '/pricing', status: 403, ua: UA.chatgptUser })),
    ...repeat(2, (i) => combinedLine({ ip: '198.51.100.9', day: day2, second: 30 + i, path: '/about', status: 200, ua: UA.chatgptUser })),
    ...repeat(4, (i) => combinedLine({ ip: '192.0.2.200', day: day2, second: i, path: '/about', status: 200, ua: UA.chatgptUser })),
    ...repeat(6, (i) => combinedLine({ ip: '203.0.113.5', day: day2, second: i, path: `/blog/${i}.html`, status: 200, ua: UA.claudebot })),
    combinedLine({ ip: '203.0.113.5', day: day2, second: 9, path: '/llms.txt', status: 200, ua: UA.claudebot }),
    ...repeat(3, (i) => combinedLine({ ip: '198.51.100.50', day: day2, second: i, path: '/faq', status: 200, ua: UA.perplexityUser })),
    'this line is not an access log line',
    ...repeat(5, (i) => combinedLine({ vhost: 'other.example', ip: '192.0.2.5', day: day1, second: i, path: '/x', status: 200, ua: UA.gptbot })),
  ];
  const invalidUtf8 = Buffer.concat([Buffer.from('198.51.100.7 - - [bad '), Buffer.from([0xc3, 0x28, 0xff]), Buffer.from(' line')]);
  // The invalid line goes in the middle (line 101), so the format is detected from clean lines first.
  const text = lines.map((line) => Buffer.from(line));
  text.splice(100, 0, invalidUtf8);
  return { bytes: Buffer.concat(text.flatMap((line) => [line, Buffer.from('\n')])), day1, day2 };
}
