// The pages one audit has read as agents receive them (page-view.ts), shared by the agent views and the journeys: a
// body is parsed and converted once per audit, and every conversion of the audit is charged to one ledger.
import type { GatherContext } from '../gather/context.js';
import { createPageReadings, type PageReadings } from './page-view.js';

const readings = new WeakMap<GatherContext, PageReadings>();

export function auditReadings(ctx: GatherContext): PageReadings {
  let found = readings.get(ctx);
  if (!found) {
    found = createPageReadings();
    readings.set(ctx, found);
  }
  return found;
}
