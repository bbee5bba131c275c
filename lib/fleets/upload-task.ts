// A fleet upload's parse and normalisation, run in an audit process (lib/server/audit-process.ts registers it), never
// on the web process's event loop: splitting a 16 MiB list and normalising each line (URL parse, host rules,
// registrable domain) cost 5–8 CPU seconds in the web process and held every tenant's requests (issue 52 point 1).
// Lines are taken one by one and the plan's target limit is applied as they are: a list over it stops at the limit + 1
// accepted target, and no line after that is parsed or normalised.
import { parsedPrivateTargets } from '@/lib/settings/settings';
import { ApiError } from '@/lib/errors/api-errors';
import { parseJsonText } from '@/lib/net/body';
import { parseInput } from '@/lib/net/validate';
import { CreateFleetBody } from '@/lib/schemas/me/fleets';
import { normalizeTarget, type NormalizedTarget } from './normalize-target';
import { csvLines, isHeaderRow, plainLineIterator, type UploadLine, type UploadMediaType } from './parse-upload';

export interface UploadTaskInput {
  /** The body: its bytes as received (decoded here as UTF-8, so the web process never decodes 16 MiB), or its text. */
  body: Uint8Array | string;
  mediaType: UploadMediaType;
  /** The plan's target limit: the parse stops at the first accepted target past it. */
  limit: number;
  /** AGENTGAUGE_ALLOW_PRIVATE_TARGETS as the web process has it (an audit process is not given the setting). */
  allowPrivateTargets: string | undefined;
}

export interface AcceptedTarget extends NormalizedTarget {
  line: number;
}

export interface RejectedLine {
  line: number;
  target: string;
  reason: string;
}

export type UploadTaskResult =
  | { kind: 'parsed'; name: string | null; accepted: AcceptedTarget[]; rejected: RejectedLine[] }
  /** More accepted targets than `limit`: the parse stopped at the limit + 1 (`linesRead` lines read). */
  | { kind: 'over-limit'; linesRead: number }
  | { kind: 'refused'; code: string; message: string };

/** Rejected lines listed at most (an upload of garbage must not make a garbage-sized answer). */
export const REJECTED_LISTED = 1000;
const SHOWN_CHARS = 200;

/** The task as the audit process runs it: its input crossed from the web process. */
export async function runFleetUploadTask(raw: unknown): Promise<UploadTaskResult> {
  return parseFleetUpload(raw as UploadTaskInput);
}

export function parseFleetUpload(input: UploadTaskInput): UploadTaskResult {
  try {
    return parse(input);
  } catch (error) {
    if (error instanceof ApiError) return { kind: 'refused', code: error.code, message: error.message };
    throw error;
  }
}

function parse(input: UploadTaskInput): UploadTaskResult {
  const allowed = parsedPrivateTargets(input.allowPrivateTargets);
  const text = typeof input.body === 'string' ? input.body : new TextDecoder('utf-8', { fatal: false }).decode(input.body);
  let name: string | null = null;
  let lines: Iterable<UploadLine>;
  if (input.mediaType === 'application/json') {
    if (text.trim() === '') throw new ApiError('invalid-json', 'The request body is empty; send {"name": "...", "targets": ["example.com", ...]}.');
    const body = parseInput(CreateFleetBody, parseJsonText(text), 'body');
    name = body.name;
    lines = body.targets.map((text, index) => ({ line: index + 1, text: text.trim() }));
  } else {
    lines = input.mediaType === 'text/csv' ? csvLines(text) : plainLineIterator(text);
  }
  const accepted: AcceptedTarget[] = [];
  const rejected: RejectedLine[] = [];
  const firstLineOf = new Map<string, number>();
  let linesRead = 0;
  const reject = (line: UploadLine, reason: string) => {
    if (rejected.length < REJECTED_LISTED) rejected.push({ line: line.line, target: line.text.slice(0, SHOWN_CHARS), reason });
  };
  for (const line of lines) {
    linesRead += 1;
    if (isHeaderRow(line)) {
      reject(line, 'a header row, not a target');
      continue;
    }
    const result = normalizeTarget(line.text, allowed);
    if (!result.ok) {
      reject(line, result.reason);
      continue;
    }
    const first = firstLineOf.get(result.target.origin);
    if (first !== undefined) {
      reject(line, `the same origin (${result.target.origin}) as line ${first}`);
      continue;
    }
    firstLineOf.set(result.target.origin, line.line);
    accepted.push({ ...result.target, line: line.line });
    if (accepted.length > input.limit) return { kind: 'over-limit', linesRead };
  }
  if (accepted.length === 0) {
    const why = rejected.slice(0, 3).map((entry) => `line ${entry.line}: ${entry.reason}`).join('; ');
    throw new ApiError('invalid-body', `No line of the upload is a target${why ? ` (${why})` : ''}. Send domains, http(s) origins or URLs, one per line.`);
  }
  return { kind: 'parsed', name, accepted, rejected };
}
