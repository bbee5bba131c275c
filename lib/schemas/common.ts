// Building blocks shared by every request and response schema (and so by the OpenAPI document).
import 'zod-openapi';
import { z } from 'zod';
import { API_ERROR_CODES } from '@/lib/errors/api-errors';
import { canonicalHost } from '@/lib/net/host';
import { PAGE_LIMIT, PAGE_OFFSET } from './vocabulary/pages';

export const ErrorBody = z
  .object({
    error: z.enum(API_ERROR_CODES).meta({ description: 'Stable machine-readable code (see the error table in the description).' }),
    message: z.string().meta({ description: 'One sentence naming the problem.' }),
  })
  .meta({ id: 'Error', description: 'Every error response has exactly this shape.' });

export const Uuid = z.uuid({ error: 'must be a UUID.' });

/** A score from 0 to 100 (overall, category or check). */
export const Score = z.number().min(0).max(100);

/** A share's 95% interval, [low, high] (an array of two, not a tuple: integrators' linters want `items` a schema). */
export const Interval95 = z.array(z.number().min(0).max(1)).length(2);

export const IdParams = z.strictObject({
  id: Uuid.meta({ description: 'Site id (UUID).' }),
});

export const HostParams = z.strictObject({
  host: z
    .string()
    .transform((raw, ctx) => {
      const result = canonicalHost(raw);
      if (result.ok) return result.host;
      ctx.addIssue({ code: 'custom', message: result.reason, params: { apiError: 'invalid-host' } });
      return z.NEVER;
    })
    .meta({
      description:
        'A domain name. It is canonicalized before lookup: lower case, trailing dot removed, internationalized names converted to punycode (bücher.example and xn--bcher-kva.example are the same host). IP addresses are accepted in their canonical form. Ports other than 80 and 443, paths, queries, credentials and single-label names are refused with 400, unless the installation lifts the private-target rules (AGENTGAUGE_ALLOW_PRIVATE_TARGETS=1), which accepts ports and single-label names.',
      example: 'example.com',
      override: { type: 'string' },
    }),
});

/** A decimal integer query parameter within bounds; strings like "1.5", "01e2" or "" are refused. */
export function integerQuery(bounds: { min: number; max: number; default?: number; description: string }) {
  const message = `must be an integer from ${bounds.min} to ${bounds.max}.`;
  return z
    .string()
    .regex(/^(0|[1-9][0-9]*)$/, { error: message })
    .transform(Number)
    .pipe(z.number().int().min(bounds.min, { error: message }).max(bounds.max, { error: message }))
    .meta({
      description: bounds.description,
      // Documented as the integer it is; the string pattern is an implementation detail of query parsing.
      override: ({ jsonSchema }) => {
        delete jsonSchema.pattern;
        Object.assign(jsonSchema, {
          type: 'integer',
          minimum: bounds.min,
          maximum: bounds.max,
          ...(bounds.default === undefined ? {} : { default: bounds.default }),
        });
      },
    });
}

export { PAGE_LIMIT, PAGE_OFFSET };

export const PaginationQuery = z.strictObject({
  limit: integerQuery({ ...PAGE_LIMIT, description: 'Page size, 1 to 50.' }).optional(),
  offset: integerQuery({
    ...PAGE_OFFSET,
    description: 'Items to skip, 0 to 10000. To continue a list, send the previous response\'s nextOffset here with the same limit.',
  }).optional(),
});

export const NextOffset = z
  .int()
  .min(0)
  .nullable()
  .meta({ description: 'The offset of the next page, or null when this page is the last.' });

export const NextStep = z.string().meta({ description: 'One sentence: what to do next with this result.' });

export const Timestamp = z.iso.datetime({ offset: true }).meta({ description: 'ISO 8601 date-time (UTC).' });

/**
 * A free-form JSON value. Written as one level of alternatives whose arrays and objects hold any value, not as
 * zod's recursive z.json(): a self-referencing component is what openapi-typescript turns into a type alias that
 * refers to itself (TS2502 under --strict), and any nested JSON value is already "any value" to a schema reader.
 */
export const FreeJson = z
  .union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.unknown()), z.record(z.string(), z.unknown())])
  .meta({
    id: 'JsonValue',
    description: 'Free-form JSON value: string, number, boolean, null, array or object, nested to any depth.',
  });
