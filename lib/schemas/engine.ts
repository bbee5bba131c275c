// Remote engine: POST /api/v1/engine/audit.
import { z } from 'zod';
import { REQUESTABLE_PROFILES } from '@/engine/types';
import { OPTION_LIMITS } from '@/engine/options';

export const EngineAuditRequest = z
  .strictObject({
    url: z
      .url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL.' })
      .max(2048, { error: 'must be at most 2048 characters.' }),
    checks: z
      .array(z.string({ error: 'must contain check ids (strings).' }), { error: 'must be an array of check ids.' })
      .min(1, { error: 'must name 1 to 26 check ids.' })
      .max(26, { error: 'must name 1 to 26 check ids.' })
      .optional()
      .meta({ description: 'Check ids to run; default all. Unknown ids give 400.' }),
    profile: z
      .enum(REQUESTABLE_PROFILES, { error: `must be one of ${REQUESTABLE_PROFILES.join(', ')}.` })
      .optional(),
    timeout: z
      .int({ error: 'must be an integer number of milliseconds.' })
      .min(OPTION_LIMITS.timeout.min, { error: 'must be from 100 to 10000.' })
      .max(OPTION_LIMITS.timeout.max, { error: 'must be from 100 to 10000.' })
      .optional()
      .meta({ description: 'Milliseconds per request.' }),
    retries: z
      .int({ error: 'must be an integer.' })
      .min(OPTION_LIMITS.retries.min, { error: 'must be from 0 to 2.' })
      .max(OPTION_LIMITS.retries.max, { error: 'must be from 0 to 2.' })
      .optional(),
  })
  .meta({ id: 'EngineAuditRequest' });
