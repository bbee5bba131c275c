// Traffic logs (issue 55): a site's access logs in, per agent what they show beside what the scan predicted out.
// docs/api.md "Traffic" says the same in prose; the shapes below are the issue's contract, field for field.
import { z } from 'zod';
import { Timestamp, Uuid } from '../common';
import { AGENT_FAMILIES, PATH_CLASSES, STATUS_CLASSES, OBSERVED_VERDICTS, LOG_FORMATS, OBSERVED_THRESHOLDS, REJECTED_LISTED } from '@/lib/schemas/vocabulary/traffic';

const SiteId = Uuid.meta({ description: 'Site id (UUID).' });

export const TrafficSiteParams = z.strictObject({ id: SiteId });
export const TrafficBatchParams = z.strictObject({ id: SiteId, batchId: Uuid.meta({ description: 'Batch id (UUID).' }) });
export const TrafficTokenParams = z.strictObject({ id: SiteId, tokenId: Uuid.meta({ description: 'Ingest token id (UUID).' }) });
export const IngestSiteParams = z.strictObject({ siteId: SiteId });

const Format = z.enum(LOG_FORMATS, { error: `must be one of ${LOG_FORMATS.join(', ')}.` }).meta({
  description:
    'The log\'s format; detected from its first 20 lines when left out. combined and common: Apache/nginx (a leading %v vhost field is read as the host); cloudflare: Logpush http_requests NDJSON; vercel: log drain NDJSON; ndjson: {"time", "ip", "method", "host", "path", "status", "userAgent", "bytes"}.',
});

export const UploadTrafficQuery = z.strictObject({ format: Format.optional() });

/** Cloudflare Logpush sets headers from `header_<Name>` query parameters of its destination URL: those are let through. */
export const IngestTrafficQuery = z
  .looseObject({ format: Format.optional() })
  .superRefine((query, ctx) => {
    for (const name of Object.keys(query)) {
      if (name !== 'format' && !name.startsWith('header_')) ctx.addIssue({ code: 'custom', path: [name], message: `Unknown query parameter "${name}".` });
    }
  })
  .transform((query) => ({ format: query.format as z.output<typeof Format> | undefined }));

export const QueuedTrafficBatch = z
  .object({
    batchId: z.string(),
    status: z.literal('queued').meta({ description: 'Always queued: the worker reads the log; poll the batch for its counts.' }),
  })
  .meta({ id: 'QueuedTrafficBatch' });

export const TrafficBatch = z
  .object({
    status: z.enum(['queued', 'running', 'done', 'failed']),
    lines: z.int().min(0).meta({ description: 'Non-blank lines read.' }),
    accepted: z.int().min(0).meta({ description: 'Lines counted into the figures.' }),
    skipped: z.object({
      otherHost: z.int().min(0).meta({ description: 'Requests for another host than the site\'s (www. and the port are ignored).' }),
      malformed: z.int().min(0).meta({ description: 'Lines that are not a request in the format (over 16 KiB, invalid UTF-8, unparsable); see rejected.' }),
      duplicate: z.int().min(0).meta({ description: 'Lines of a batch that repeats an earlier one of the site (the same bytes, or the same Idempotency-Key): nothing of it is counted again.' }),
    }),
    rejected: z
      .array(z.object({ line: z.int().min(1).meta({ description: 'Line number (1-based).' }), reason: z.string() }))
      .meta({ description: `The first ${REJECTED_LISTED} lines not counted as malformed, with why; never the line's text.` }),
    from: Timestamp.nullable().meta({ description: 'The first accepted request\'s time.' }),
    to: Timestamp.nullable().meta({ description: 'The last accepted request\'s time.' }),
    error: z.string().nullable().meta({ description: 'Why a failed batch counted nothing (it inflates past the plan\'s limit, it ran out of its time budget, no line is in a known format); null otherwise.' }),
  })
  .meta({ id: 'TrafficBatch' });

export const TrafficQuery = z.strictObject({
  from: z.iso.date({ error: 'must be a date, YYYY-MM-DD.' }).optional().meta({ description: 'First UTC day (YYYY-MM-DD); 29 days before `to` by default.' }),
  to: z.iso.date({ error: 'must be a date, YYYY-MM-DD.' }).optional().meta({ description: 'Last UTC day (YYYY-MM-DD), included; today by default.' }),
});

const counts = <K extends string>(keys: readonly K[]) => z.object(Object.fromEntries(keys.map((key) => [key, z.int().min(0)])) as Record<K, z.ZodInt>);

export const TrafficAgent = z
  .object({
    agent: z.string().meta({ description: 'The agent\'s product token (ChatGPT-User, GPTBot, …), a crawler of the crawler-user-agents list, or an engine profile no User-Agent names.' }),
    family: z.enum(AGENT_FAMILIES),
    requests: z.int().min(0).meta({
      description: 'The requests every figure of this row counts: the verified ones when the agent\'s vendor publishes address ranges, else the claimed ones. Never verified and claimed together.',
    }),
    verified: z.int().min(0).meta({ description: 'Requests from the vendor\'s published address ranges.' }),
    claims: z.int().min(0).meta({ description: 'Requests that only claim the agent\'s name (any other address).' }),
    statuses: counts(STATUS_CLASSES),
    paths: counts(PATH_CLASSES),
    firstSeen: Timestamp.nullable(),
    lastSeen: Timestamp.nullable(),
    observed: z.enum(OBSERVED_VERDICTS).meta({
      description: `Over its page requests (pages and Markdown; all its requests when none was a page): refused when more than ${OBSERVED_THRESHOLDS.refused * 100}% got 401, 403, 429 or a challenge, mixed from ${OBSERVED_THRESHOLDS.mixed * 100}%, reads below, not seen without requests.`,
    }),
    predicted: z
      .object({
        verdict: z.enum(['reads', 'partial', 'blocked', 'pay', 'allowed', 'disallowed']).meta({
          description: 'The latest finished scan\'s: an agent profile\'s view of the start page (reads, partial, blocked, or pay: asked to pay with HTTP 402, the owner\'s choice), or robots.txt for a crawler the scan does not view (allowed, disallowed).',
        }),
        scanId: z.string(),
        scannedAt: Timestamp,
      })
      .nullable(),
    agrees: z.boolean().nullable().meta({
      description: 'Whether observed agrees with predicted: refused agrees with a refusal predicted (blocked as refused or challenged, or disallowed), reads with any other prediction, mixed with none; null when not seen or nothing was predicted.',
    }),
    why: z.string().meta({ description: 'One sentence: the prediction and what the logs show.' }),
  })
  .meta({ id: 'TrafficAgent' });

export const SiteTraffic = z
  .object({
    siteId: z.string(),
    host: z.string(),
    from: z.iso.date(),
    to: z.iso.date(),
    lines: z.int().min(0).meta({ description: 'Requests counted in these days (every agent, verified and claimed, and the unclassified).' }),
    agents: z.array(TrafficAgent),
    days: z.array(z.object({ day: z.iso.date(), agent: z.string(), requests: z.int().min(0), refused: z.int().min(0) })).meta({
      description: 'Per UTC day and agent, the same requests as the agent\'s row counts, and how many got 401, 403, 429 or a challenge.',
    }),
    unclassified: z.object({ requests: z.int().min(0).meta({ description: 'Requests whose User-Agent names no known agent (people among them).' }) }),
  })
  .meta({ id: 'SiteTraffic' });

export const CreateIngestTokenBody = z
  .strictObject({
    name: z.string().trim().min(1, { error: 'Field "name" must not be empty.' }).max(100, { error: 'Field "name" must be at most 100 characters.' }).meta({ description: 'What the token is for (e.g. "Cloudflare Logpush").' }),
  })
  .meta({ id: 'CreateIngestTokenRequest' });

export const IngestToken = z
  .object({
    id: z.string(),
    name: z.string(),
    displayPrefix: z.string().meta({ description: 'The first characters of the token, to recognise it.' }),
    createdAt: Timestamp,
    lastUsedAt: Timestamp.nullable(),
    revokedAt: Timestamp.nullable(),
  })
  .meta({ id: 'IngestToken' });

export const CreatedIngestToken = IngestToken.extend({
  token: z.string().meta({ description: 'The token (ag_ingest_…), shown only in this response. It can send logs to this site\'s ingest path and do nothing else.' }),
  ingestUrl: z.string().meta({ description: 'Where a drain sends logs with it.' }),
}).meta({ id: 'CreatedIngestToken' });

export const IngestTokens = z.object({ tokens: z.array(IngestToken) }).meta({ id: 'IngestTokens' });
