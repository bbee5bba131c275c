// Remote engine: POST /api/v1/engine/audit (the contract's closed Audit report) and POST /api/v1/engine/report (the
// same audit, its report in full, for the command-line client).
import { z } from 'zod';
import { CHECK_COUNT, CHECK_IDS, journeySchemas, OPTION_LIMITS, REQUESTABLE_PROFILES } from '@/engine/light';
import { JOURNEYS_PER_SITE } from '@/lib/auth/authorize';

export const EngineAuditRequest = z
  .strictObject({
    url: z
      .url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL.' })
      .max(2048, { error: 'must be at most 2048 characters.' }),
    checks: z
      .array(
        z.enum(CHECK_IDS, {
          error: (issue) =>
            typeof issue.input === 'string'
              ? `names an unknown check id: "${issue.input}". GET /.well-known/openapi.json lists the ids; so does "agentgauge checks".`
              : 'must be a check id (a string).',
        }),
        { error: 'must be an array of check ids.' },
      )
      .min(1, { error: `must name 1 to ${CHECK_COUNT} check ids.` })
      .max(CHECK_COUNT, { error: `must name 1 to ${CHECK_COUNT} check ids.` })
      .optional()
      .meta({ description: 'Check ids to run; default all. Unknown ids give 400 before any quota is spent.' }),
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

/** The journeys a remote report may run: as many as a site may hold (lib/auth/authorize.ts), names unique. */
const RemoteJourneys = z
  .array(journeySchemas(z).journey, { error: 'must be an array of journeys.' })
  .max(JOURNEYS_PER_SITE, { error: `must list at most ${JOURNEYS_PER_SITE} journeys.` })
  .superRefine((journeys, context) => {
    const seen = new Set<string>();
    journeys.forEach((journey, index) => {
      if (seen.has(journey.name)) context.addIssue({ code: 'custom', path: [index, 'name'], message: `"${journey.name}" names two journeys; names must be unique.` });
      seen.add(journey.name);
    });
  })
  .optional()
  .meta({ description: 'Journeys to run for every user-triggered agent profile, in the shape of the CLI\'s config file and of a site\'s journeys (issue 33); not part of the score. The report carries their results as `journeys`.' });

export const EngineReportRequest = EngineAuditRequest.extend({ journeys: RemoteJourneys }).meta({
  id: 'EngineReportRequest',
  description: 'The remote audit\'s request (EngineAuditRequest), with the journeys to run.',
});
