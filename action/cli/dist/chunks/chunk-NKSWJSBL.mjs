import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);

// lib/format/numbers.ts
function percent(share) {
  return share === null ? "n/a" : `${percentPoints(share)}%`;
}
var percentPoints = (share) => Math.round(share * 1e3) / 10;
var withSign = (value) => value > 0 ? `+${value}` : String(value);
var count = (value) => value.toLocaleString("en-US");

export {
  percent,
  percentPoints,
  withSign,
  count
};
