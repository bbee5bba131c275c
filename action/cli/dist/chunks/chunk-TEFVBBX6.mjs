import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);

// bin/cli/formats/json.ts
function withBenchmark(outcome) {
  return outcome.benchmark ? { ...outcome.report, benchmark: outcome.benchmark } : outcome.report;
}
function renderJson(outcomes, context) {
  return `${JSON.stringify(context.several ? outcomes.map(withBenchmark) : withBenchmark(outcomes[0]), null, 2)}
`;
}

export {
  renderJson
};
