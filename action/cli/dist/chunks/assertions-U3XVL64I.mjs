import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  ASSERTION_FORMS,
  assertionSummary,
  evaluateAssertions,
  mergeAssertions,
  parseAssertion,
  presetsAssertions,
  shownOutcome
} from "./chunk-YKBGRB4V.mjs";
import "./chunk-WTATI42K.mjs";
import "./chunk-GCLBNZ27.mjs";
import "./chunk-4B563FFZ.mjs";
import "./chunk-CLW72GYV.mjs";
export {
  ASSERTION_FORMS,
  assertionSummary,
  evaluateAssertions,
  mergeAssertions,
  parseAssertion,
  presetsAssertions,
  shownOutcome
};
