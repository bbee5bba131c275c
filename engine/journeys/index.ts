// Journeys (issue 33): the questions a site owner cares about, as data, and how their answers are recognised.
export {
  answerStrings,
  describeAnswer,
  JOURNEY_CODES,
  JOURNEY_LIMITS,
  JOURNEY_MATCH_BUDGET,
  JOURNEY_NAME_PATTERN,
  JOURNEY_REQUESTS_PER_SCAN,
  JOURNEY_START_PATTERN,
  JOURNEY_STEP_VERDICTS,
  journeySchemas,
  journeyStartRefusal,
  type Journey,
  type JourneyAnswer,
  type JourneyCode,
  type JourneyProfileResult,
  type JourneyResult,
  type JourneyStep,
  type JourneyStepVerdict,
} from './journey.js';
export { journeyNameOf, parseJourneyFlag } from './flag.js';
