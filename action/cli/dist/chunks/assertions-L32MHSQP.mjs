import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);
import {
  ASSERTION_FORMS,
  NO_REGRESSION,
  assertionSummary,
  evaluateAssertions,
  mergeAssertions,
  parseAssertion,
  presetsAssertions,
  shownOutcome
} from "./chunk-ETJQ5PUU.mjs";
import "./chunk-UJ6YHIAP.mjs";
import "./chunk-VNSXWG4G.mjs";
import "./chunk-K6VGDFNV.mjs";
import "./chunk-4B563FFZ.mjs";
import "./chunk-CLW72GYV.mjs";
export {
  ASSERTION_FORMS,
  NO_REGRESSION,
  assertionSummary,
  evaluateAssertions,
  mergeAssertions,
  parseAssertion,
  presetsAssertions,
  shownOutcome
};
