// Verification records: advice given, and whether a later scan showed the gain.
import { z } from 'zod';
import { NextOffset, NextStep } from '../common';

export const VerificationRecord = z
  .object({
    id: z.string(),
    checkId: z.string(),
    status: z.string().meta({ description: 'Observed outcomes: pending, measuring, verified, expired.' }),
    source: z.string(),
    baselineScore: z.number().meta({ description: "The check's site score in the advised scan." }),
    observedScore: z.number().nullable().meta({ description: "The check's site score in the last scan that measured it; null until one did." }),
    gained: z.number().nullable().meta({
      description:
        "Once verified: points of overall score the check's change returned, one decimal (the advised scan's report with the check as the verifying scan measured it, minus its score): the fix's listed gain, within a point, when nothing else changed; what else changed is not counted. Null until verified.",
    }),
    advisedAt: z.string(),
    lastCheckedAt: z.string().nullable(),
    verifiedAt: z.string().nullable(),
    advisedScanId: z.string(),
    verifiedScanId: z.string().nullable(),
  })
  .meta({ id: 'VerificationRecord' });

export const Verifications = z
  .object({ siteId: z.string(), host: z.string(), verifications: z.array(VerificationRecord), nextOffset: NextOffset, nextStep: NextStep })
  .meta({ id: 'Verifications' });
