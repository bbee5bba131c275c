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
} from "./chunk-X7LJQZ2T.mjs";
import "./chunk-2NGWI5PL.mjs";
import "./chunk-VNSXWG4G.mjs";
import "./chunk-4B563FFZ.mjs";
import "./chunk-AF54SNVD.mjs";
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
