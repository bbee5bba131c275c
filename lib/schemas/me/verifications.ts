// Verification records: advice given, and whether a later scan showed the gain.
import { z } from 'zod';
import { NextOffset, NextStep } from '../common';

export const VerificationRecord = z
  .object({
    id: z.string(),
    checkId: z.string(),
    status: z.string().meta({ description: 'Observed outcomes: pending, measuring, verified, expired.' }),
    source: z.string(),
    baselineScore: z.number(),
    observedScore: z.number().nullable(),
    gained: z.number().nullable(),
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
