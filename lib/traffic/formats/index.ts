// The access log formats a batch may be in, each one line → one request or a reason it is not one (record.ts says what
// a request keeps), and the detection of a log's format from its first lines. Text formats in text-formats.ts,
// NDJSON ones in json-formats.ts. A format whose lines depend on an earlier one (CloudFront's #Fields) has a parser
// of its own per log (createParser).
import { LOG_FORMATS, type LogFormat } from '@/lib/schemas/vocabulary/traffic';
import { parseCaddy, parseCloudflare, parseFastly, parseNdjson, parseNginxJson, parseVercel } from './json-formats';
import type { LineParser } from './record';
import { cloudfrontParser, parseAlb, parseCombined, parseCommon } from './text-formats';

export type { LineParser, LogRecord, ParsedLine } from './record';

const STATELESS: Record<Exclude<LogFormat, 'cloudfront'>, LineParser> = {
  combined: parseCombined,
  common: parseCommon,
  cloudflare: parseCloudflare,
  vercel: parseVercel,
  ndjson: parseNdjson,
  caddy: parseCaddy,
  'nginx-json': parseNginxJson,
  alb: parseAlb,
  fastly: parseFastly,
};

/** A parser for one log in the format (CloudFront's follows the log's own #Fields line). */
export function createParser(format: LogFormat): LineParser {
  return format === 'cloudfront' ? cloudfrontParser() : STATELESS[format];
}

/** Each format's parser on its own line (CloudFront's in its documented field order). */
export const PARSERS: Record<LogFormat, LineParser> = { ...STATELESS, cloudfront: cloudfrontParser() };

/** How many of the first non-empty lines detection reads. */
export const DETECTION_LINES = 20;

/**
 * The format of a log from its first non-empty lines: the one that parses most of them (JSON lines by their fields,
 * text lines by each format's expression), tried in LOG_FORMATS' order; null when none parses any.
 */
export function detectFormat(lines: readonly string[]): LogFormat | null {
  const sample = lines.filter((line) => line.trim() !== '').slice(0, DETECTION_LINES);
  let best: { format: LogFormat; parsed: number } | null = null;
  for (const format of LOG_FORMATS) {
    const parse = createParser(format);
    const parsed = sample.filter((line) => parse(line).ok === true).length;
    if (parsed > 0 && (best === null || parsed > best.parsed)) best = { format, parsed };
  }
  return best?.format ?? null;
}
