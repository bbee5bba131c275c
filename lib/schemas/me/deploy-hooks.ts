// A site's deploy hook (issue 54 point 3): set up with an API key, called by a hosting platform when a deploy finishes.
import { z } from 'zod';
import { Timestamp, Uuid } from '../common';
import { DEPLOY_HOOK_PROVIDERS } from '@/lib/schemas/vocabulary/deploy-hooks';

export const DEPLOY_HOOK_SECRET_MAX_LENGTH = 256;

export const SetDeployHookBody = z
  .strictObject({
    provider: z.enum(DEPLOY_HOOK_PROVIDERS, { error: 'must be one of vercel, netlify or generic.' }).meta({
      description: 'Who calls the hook: vercel (a team webhook, signed with x-vercel-signature), netlify (a deploy notification with a JWS secret token) or generic (Authorization: Bearer <secret>).',
    }),
    secret: z
      .string({ error: 'must be a string.' })
      .min(16, { error: 'must be at least 16 characters long.' })
      .max(DEPLOY_HOOK_SECRET_MAX_LENGTH, { error: `must be at most ${DEPLOY_HOOK_SECRET_MAX_LENGTH} characters long.` })
      .optional()
      .meta({ description: 'vercel only: the secret Vercel shows once when the webhook is created (set it after the webhook exists). netlify and generic hooks get a secret generated here.' }),
  })
  .meta({ id: 'SetDeployHookRequest' });

const HookCallRecord = z.object({
  at: Timestamp,
  outcome: z.string().meta({ description: 'What the call did, in one line.' }),
});

export const DeployHookView = z
  .object({
    siteId: Uuid,
    provider: z.enum(DEPLOY_HOOK_PROVIDERS),
    url: z.string().meta({ description: 'The URL to give the platform. It names the hook, not a secret: every call is checked by its signature.' }),
    ready: z.boolean().meta({ description: 'Whether calls can be verified: false for a vercel hook until its secret is set.' }),
    createdAt: Timestamp,
    lastCalledAt: Timestamp.nullable().meta({ description: 'The last call whose signature verified, whatever it did (queued, ignored, refused or replayed), or null.' }),
    lastOutcome: z.string().nullable().meta({ description: 'What that last call did.' }),
    lastQueued: HookCallRecord.extend({ scanId: Uuid.meta({ description: 'The scan it queued, or the scan already queued that measures the deploy.' }) })
      .nullable()
      .meta({ description: 'The last call that queued a scan (or found one queued for it), or null. A later refused, ignored or replayed call never replaces it.' }),
    lastRefused: HookCallRecord.nullable().meta({
      description: 'The last verified call that queued nothing it asked for: refused by the plan, a quota, a scan already running, or a replay of a delivery already answered (or too old to be told from one). Null when none was.',
    }),
  })
  .meta({ id: 'DeployHook' });

export const SetDeployHookResult = DeployHookView.extend({
  secret: z.string().nullable().meta({
    description: 'netlify: the JWS secret token to set in the deploy notification; generic: the bearer secret. Shown only here (null for vercel, whose secret Vercel issues).',
  }),
}).meta({ id: 'SetDeployHookResult' });

export const DeployHookParams = z.strictObject({ id: Uuid.meta({ description: 'Deploy hook id (UUID), from the hook\'s url.' }) });

export const DeployHookCall = z
  .object({
    queued: z.boolean().meta({ description: 'Whether a scan is queued for this deploy (a scan already queued counts).' }),
    scanId: Uuid.nullable(),
    reason: z.string().meta({ description: 'What the call did, in one sentence.' }),
    replayed: z.boolean().meta({
      description: 'True when this delivery (the provider\'s delivery id, the Idempotency-Key, or the body) was answered before: the answer is the first call\'s, and this call did nothing and spent nothing.',
    }),
  })
  .meta({ id: 'DeployHookCall' });
