// Fixes: open work on a site, ordered by the points each fix returns, and one check's whole fix.
import { z } from 'zod';
import { CATEGORIES, FIX_KINDS } from '@/engine/light';
import { IdParams, NextStep, Score, Uuid } from '../common';
import { CHECK_STATUSES, ReportBenchmark, ReportFinding } from '../report';
import { VerificationRecord } from './verifications';
import { ARTIFACT_KINDS } from '@/lib/schemas/vocabulary/artifacts';

const FixFields = {
  checkId: z.string(),
  name: z.string(),
  category: z.enum(CATEGORIES),
  gain: z.number().min(0).meta({
    description: "Points of overall score the fix returns, one decimal: the score the same report would have with this check's open findings resolved (the agent profiles it blocks reading, Access and caps recomputed) minus the score it has. A rescan after the fix, when nothing else changed, moves the score by this much within a point (the verification record's `gained`). 0 for open work that returns nothing while a cap holds the score.",
  }),
  kind: z.enum(FIX_KINDS).meta({
    description:
      'What the fix changes for agents: gate (whether agents get the answer: the agents that cannot read the start page, and the cap), cost (tokens, truncation) or coverage. Fixes of equal gain are listed in that order.',
  }),
  headline: z.string().meta({ description: 'The fix in one sentence.' }),
  status: z.enum(CHECK_STATUSES),
  score: Score.meta({ description: 'The check\'s site score (page checks: mean over measured pages).' }),
  applicable: z.boolean(),
  findingCount: z.int().min(0).meta({ description: 'Open (warn, fail, error) findings, origin and pages together.' }),
  guideUrl: z.string().meta({ description: 'Path of the full fix: /api/v1/me/sites/{id}/fixes/{checkId}.' }),
  artifactKinds: z.array(z.string()).meta({
    description:
      'Generated files on offer that address this check (GET .../artifacts/{kind}); a file is not offered where the site\'s own already passes, or where the site has not shown what it would describe.',
  }),
};

export const OfferedArtifact = z
  .object({
    kind: z.enum(ARTIFACT_KINDS),
    checkId: z.string().meta({ description: 'The check the file addresses (reading it records advice for that check).' }),
    path: z.string().meta({ description: 'Where to serve the file on the site.' }),
    alsoServeAt: z.array(z.string()).meta({ description: 'Further paths to serve the same bytes at (the AI catalog: /.well-known/ard.json too).' }),
  })
  .meta({ id: 'OfferedArtifact', description: 'A generated file the site is offered: GET .../artifacts/{kind} returns it.' });

export const FixItem = z
  .object(FixFields)
  .meta({
    id: 'FixItem',
    description:
      'One fix, most valuable first: besides checkId, gain and headline, the check\'s name, category, status, score, applicability, open finding count, the path of its guide and the files that fix it.',
  });

export const Fixes = z
  .object({
    siteId: Uuid,
    host: z.string(),
    scanId: Uuid.nullable().meta({ description: 'The finished scan the fixes come from; null before the first one.' }),
    fixes: z.array(FixItem).meta({
      description:
        'Open work only, largest gain first: applicable, scored, measured checks below 100 or with an open finding, and the gates (agent-access, ai-crawler-rules for robots.txt rules, server-rendered-content) while an agent profile loses the start page to them. A check at 100 with no open finding, an informational check and a check the scan could not measure are never listed.',
    }),
    artifacts: z.array(OfferedArtifact).meta({
      description:
        'The generated files on offer for the site, in catalog order: none where the site\'s own file already passes its checks, or where the site has not shown what the file would describe (an API catalog without an API description, an AI catalog without a surface that answered). Empty before the first scan.',
    }),
    benchmark: ReportBenchmark.meta({
      description:
        'Where the scan the fixes come from stands in the current edition of the index, with each check\'s pass share among sites of its category ("31% of documentation sites pass this"); null before the first scan or before any edition is published.',
    }),
    nextStep: NextStep,
  })
  .meta({ id: 'Fixes' });

export const FixParams = IdParams.extend({
  checkId: z.string().regex(/^[a-z0-9-]{1,64}$/, { error: 'must be a check id such as robots-txt.' }),
});

export const PageFindings = z
  .object({
    url: z.string(),
    score: Score,
    status: z.enum(CHECK_STATUSES),
    findings: z.array(ReportFinding),
  })
  .meta({ id: 'PageFindings', description: 'One measured page\'s result for a page check.' });

export const FixDetail = z
  .object({
    siteId: Uuid,
    host: z.string(),
    scanId: Uuid.meta({ description: 'The finished scan the fix is built from.' }),
    ...FixFields,
    informational: z.boolean(),
    findings: z.array(ReportFinding).meta({ description: 'Every finding of the check at the origin (page checks: the start page).' }),
    pageFindings: z.array(PageFindings).meta({ description: 'Page checks: every measured page with its findings; empty for origin checks.' }),
    guide: z.string().meta({ description: 'How the check is measured, what passes and the specifications, as Markdown.' }),
    fix: z.string().meta({ description: 'The whole fix as one prose block a developer or a coding agent can follow.' }),
    benchmark: ReportBenchmark.meta({
      description: 'Where the scan stands in the current edition of the index; its `checks` give this check\'s pass share among sites of the same category. null before any edition is published.',
    }),
    verification: VerificationRecord.nullable().meta({
      description: 'The verification record of this advice (null when the check has no open work, does not apply or only informs): the next finished scan measures it.',
    }),
  })
  .meta({ id: 'FixDetail' });
