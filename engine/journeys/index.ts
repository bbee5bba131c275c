// Journeys (issue 33): the questions a site owner cares about, as data, and how their answers are recognised.
export { answerStrings, describeAnswer, JOURNEY_CODES, JOURNEY_LIMITS, JOURNEY_NAME_PATTERN, JOURNEY_START_PATTERN, JOURNEY_STEP_VERDICTS, journeySchemas, type Journey, type JourneyAnswer, type JourneyCode, type JourneyStepVerdict } from './journey.js';
export { journeyNameOf, parseJourneyFlag } from './flag.js';
