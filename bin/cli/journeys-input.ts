// The journeys of a local run (issue 33): the config file's "journeys" and each `--journey "<question> => <answer>"`,
// checked by the same zod shape as the API's, names unique: the input of `agentgauge journeys` (journeys-command.ts).
import { z } from 'zod';
import { journeySchemas, parseJourneyFlag, type Journey } from '../../engine/light.js';
import { CONFIG_JOURNEYS_MAX } from './config-file.js';
import { usageError } from './exit-codes.js';

const shape = journeySchemas(z).journey;

/** The config file's journeys, then one per --journey flag; a malformed flag or a repeated name is a usage error. */
export function resolveJourneys(fromConfig: readonly Journey[] = [], flagValues: readonly string[] = []): Journey[] {
  const journeys: Journey[] = [...fromConfig];
  for (const value of flagValues) {
    const parsed = parseJourneyFlag(value);
    if ('error' in parsed) throw usageError(parsed.error);
    const checked = shape.safeParse(parsed.journey);
    if (!checked.success) {
      const issue = checked.error.issues[0]!;
      throw usageError(`--journey "${value}": ${issue.path.map(String).join('.')} ${issue.message}`);
    }
    journeys.push(checked.data);
  }
  const names = new Set<string>();
  for (const journey of journeys) {
    if (names.has(journey.name)) throw usageError(`two journeys are named "${journey.name}"; give each a unique name`);
    names.add(journey.name);
  }
  if (journeys.length > CONFIG_JOURNEYS_MAX) throw usageError(`${journeys.length} journeys: at most ${CONFIG_JOURNEYS_MAX} run at once`);
  return journeys;
}

/**
 * Refuses, before anything is fetched, a pattern the linear-time engine cannot run (the same rule as the API's save
 * time), given the engine's check (engine/index journeyPatternRefusal once loadJourneyPatterns has settled).
 */
export function assertRunnablePatterns(journeys: readonly Journey[], refusalOf: (pattern: string) => string | null): void {
  for (const journey of journeys) {
    if (typeof journey.answer !== 'object' || Array.isArray(journey.answer)) continue;
    const refusal = refusalOf(journey.answer.pattern);
    if (refusal) throw usageError(`journey "${journey.name}": the pattern /${journey.answer.pattern}/ cannot be used: ${refusal}`);
  }
}
