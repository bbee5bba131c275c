import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  CONFIG_JOURNEYS_MAX
} from "./chunk-EPZZYYPU.mjs";
import "./chunk-4G5NWBTQ.mjs";
import "./chunk-T7IDVYWR.mjs";
import "./chunk-FQI5YMEL.mjs";
import "./chunk-X7LJQZ2T.mjs";
import {
  journeySchemas,
  parseJourneyFlag
} from "./chunk-2NGWI5PL.mjs";
import "./chunk-VNSXWG4G.mjs";
import "./chunk-4B563FFZ.mjs";
import {
  usageError
} from "./chunk-AF54SNVD.mjs";
import {
  external_exports
} from "./chunk-GZR6GE6Y.mjs";
import "./chunk-CLW72GYV.mjs";

// bin/cli/journeys-input.ts
var shape = journeySchemas(external_exports).journey;
function resolveJourneys(fromConfig = [], flagValues = []) {
  const journeys = [...fromConfig];
  for (const value of flagValues) {
    const parsed = parseJourneyFlag(value);
    if ("error" in parsed) throw usageError(parsed.error);
    const checked = shape.safeParse(parsed.journey);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      throw usageError(`--journey "${value}": ${issue.path.map(String).join(".")} ${issue.message}`);
    }
    journeys.push(checked.data);
  }
  const names = /* @__PURE__ */ new Set();
  for (const journey of journeys) {
    if (names.has(journey.name)) throw usageError(`two journeys are named "${journey.name}"; give each a unique name`);
    names.add(journey.name);
  }
  if (journeys.length > CONFIG_JOURNEYS_MAX) throw usageError(`${journeys.length} journeys: at most ${CONFIG_JOURNEYS_MAX} run at once`);
  return journeys;
}
function assertRunnablePatterns(journeys, refusalOf) {
  for (const journey of journeys) {
    if (typeof journey.answer !== "object" || Array.isArray(journey.answer)) continue;
    const refusal = refusalOf(journey.answer.pattern);
    if (refusal) throw usageError(`journey "${journey.name}": the pattern /${journey.answer.pattern}/ cannot be used: ${refusal}`);
  }
}
export {
  assertRunnablePatterns,
  resolveJourneys
};
