import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);

// bin/cli/style.ts
function wrap(open, close) {
  return (text) => `\x1B[${open}m${text}\x1B[${close}m`;
}
var COLORED = {
  bold: wrap(1, 22),
  dim: wrap(2, 22),
  green: wrap(32, 39),
  yellow: wrap(33, 39),
  red: wrap(31, 39),
  cyan: wrap(36, 39)
};
var identity = (text) => text;
var PLAIN = { bold: identity, dim: identity, green: identity, yellow: identity, red: identity, cyan: identity };
function styleFor(stream, env = process.env) {
  const noColor = env.NO_COLOR !== void 0 && env.NO_COLOR !== "";
  return stream.isTTY && !noColor ? COLORED : PLAIN;
}
function scoreColor(style, score) {
  if (score >= 75) return style.green;
  if (score >= 40) return style.yellow;
  return style.red;
}
function statusColor(style, status) {
  switch (status) {
    case "pass":
      return style.green;
    case "warn":
      return style.yellow;
    case "fail":
    case "error":
      return style.red;
  }
}

export {
  PLAIN,
  styleFor,
  scoreColor,
  statusColor
};
