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
} from "./chunk-VNM5XBMO.mjs";
import "./chunk-WTATI42K.mjs";
import "./chunk-FVZW2CLM.mjs";
import "./chunk-IWOCQL2G.mjs";
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
