// The benchmark a stored report carries (issue 48 point 4): where it stands in the current edition of the index.
import { z } from 'zod';
import { CHECK_IDS } from '@/engine/light';
import { INDEX_CATEGORIES } from '@/lib/schemas/index-category';

export const Category = z.enum(INDEX_CATEGORIES);
export const Share = z.number().min(0).max(1);
export const Count = z.int().min(0);
export const EditionNumber = z.int().min(1).meta({ description: 'The edition\'s number: 1, 2, 3…; the newest is the current edition.' });
export const Percentile = z
  .int()
  .min(0)
  .max(100)
  .meta({ description: 'The share of the scanned sites (in the category, for categoryPercentile) that scored strictly lower, in whole percent rounded down; 100 − percentile is the share scoring the same or higher ("top 18%").' });

export const CheckShare = z
  .object({
    checkId: z.enum(CHECK_IDS),
    passRate: Share.nullable().meta({ description: 'pass ÷ (pass + warn + fail) among the category\'s scanned sites; null when the category never measured it.' }),
    pass: Count,
    measured: Count.meta({ description: 'The category\'s sites where the check applied and was measured (pass + warn + fail).' }),
  })
  .meta({ id: 'IndexCheckShare' });

export const Benchmark = z
  .object({
    edition: EditionNumber,
    title: z.string().meta({ description: 'The edition\'s title.' }),
    category: Category.meta({ description: 'The report\'s category: the first site profile its audit detected (docs, api, mcp, agent, commerce), other when none.' }),
    percentile: Percentile.nullable().meta({
      description: 'Against every scanned site of the edition, from its stored score counts (never a new scan). null when the report was scored under another scorecard than the edition\'s: `note` says so.',
    }),
    categoryPercentile: Percentile.nullable().meta({ description: 'Against the edition\'s scanned sites of the same category; null as for percentile, or when the edition has none of that category.' }),
    populationSize: Count.meta({ description: 'Scanned sites of the edition (blocked, unreachable and opted-out targets are never in a percentile).' }),
    categorySize: Count.meta({ description: 'Scanned sites of the edition in the report\'s category.' }),
    scorecard: z.string().meta({ description: 'The scorecard the edition\'s scores were computed under.' }),
    note: z.string().nullable().meta({ description: 'Why a percentile is missing (another scorecard, an empty category), else null.' }),
    checks: z.array(CheckShare).meta({ description: 'Every check\'s pass share among the edition\'s sites of the report\'s category: "31% of documentation sites pass this".' }),
  })
  .meta({
    id: 'Benchmark',
    description:
      'Where a report stands in the current edition of the index: its percentile overall and in its category, the population it is counted against, and each check\'s pass share in its category. Computed from the edition\'s stored figures; null in a report before any edition is published.',
  });
