// The check catalog: the 26 checks the engine measures (ids, names, weights, profiles), as `agentgauge checks --json`
// prints it and the MCP tool list_checks returns it.
import { z } from 'zod';
import type { CatalogEntry as EngineCatalogEntry } from '@/engine/index';
import { CATEGORIES, CHECK_IDS, CHECK_SCOPES, EVIDENCE_GRADES, FINDING_STATUSES, FIX_KINDS, PROFILE_NAMES } from '@/engine/light';
import { FindingCodeSchema } from './report';
import type { Holds, Same } from './same-type';

export const CatalogEntry = z
  .object({
    id: z.enum(CHECK_IDS).meta({ description: 'Permanent check id, e.g. robots-txt.' }),
    name: z.string(),
    description: z.string().meta({ description: 'What the check measures, in one sentence.' }),
    category: z.enum(CATEGORIES),
    scope: z.enum(CHECK_SCOPES).meta({ description: 'origin: measured once per site; page: on each measured page.' }),
    informational: z.boolean().meta({ description: 'Informational checks are measured but weigh 0 in the overall score.' }),
    weight: z.number().min(0).meta({
      description:
        'Weight in the cost-and-coverage half of the overall score when applicable, from its evidence grade (scorecard 2026.12: A 6, B 4, C 2, 0 and N 1); 0 for informational checks, gates (counted in Access) and emerging standards (a bonus).',
    }),
    evidence: z
      .object({
        grade: z.enum(EVIDENCE_GRADES),
        source: z.string().meta({ description: 'One line: the evidence the grade stands on.' }),
        fixKind: z.enum(FIX_KINDS).meta({ description: 'What fixing it changes for agents: gate (whether they get the answer), cost, or coverage.' }),
      })
      .meta({ description: 'The check\'s evidence grade in the scorecard: gate, A (success outcome), B (cost outcome), C (mechanism), 0 (none found), N (controlled null), emerging (bonus only).' }),
    profiles: z
      .array(z.enum(['base', ...PROFILE_NAMES]))
      .meta({ description: '"base": counted for every site; otherwise the site profiles that make the check count.' }),
    codes: z
      .array(
        z.object({
          code: FindingCodeSchema,
          meaning: z.string().meta({ description: 'One line.' }),
          statuses: z
            .array(z.enum(FINDING_STATUSES))
            .optional()
            .meta({ description: 'The statuses a finding with this code is reported with, where the check declares them.' }),
        }),
      )
      .meta({ description: 'Every finding code the check can emit (`<check-id>.<kebab-name>`), with its meaning.' }),
    limits: z
      .array(
        z.object({
          key: z.string().meta({ description: 'Stable name, e.g. aiCatalogBytes.' }),
          value: z.number(),
          unit: z.enum(['bytes', 'count', 'ms']),
          meaning: z.string().meta({ description: 'What is bounded, as a label the value follows ("AI catalog size": 1 MiB).' }),
        }),
      )
      .meta({ description: 'The caps and budgets the check measures within.' }),
    environment: z
      .array(z.object({ name: z.string(), value: z.string().meta({ description: 'The form its value takes.' }), meaning: z.string() }))
      .meta({ description: 'Environment variables of the engine that change what the check measures.' }),
  })
  .meta({ id: 'CatalogEntry' });

/** Never used: it only compiles while the schema's output is exactly the engine's catalog entry. */
export type CatalogEntryMatchesEngine = Holds<Same<z.output<typeof CatalogEntry>, EngineCatalogEntry>>;

export const CheckCatalog = z
  .object({
    checks: z.array(CatalogEntry).meta({ description: 'Every check, in catalog order.' }),
  })
  .meta({ id: 'CheckCatalog', description: 'The checks this service measures.' });
