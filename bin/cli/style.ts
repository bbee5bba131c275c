// Terminal colour, only when a person is looking: stdout is a TTY and NO_COLOR (no-color.org) is not set.
import type { CheckStatus } from '../../engine/index.js';

export interface Style {
  bold(text: string): string;
  dim(text: string): string;
  green(text: string): string;
  yellow(text: string): string;
  red(text: string): string;
  cyan(text: string): string;
}

function wrap(open: number, close: number): (text: string) => string {
  return (text) => `\u001b[${open}m${text}\u001b[${close}m`;
}

export const COLORED: Style = {
  bold: wrap(1, 22),
  dim: wrap(2, 22),
  green: wrap(32, 39),
  yellow: wrap(33, 39),
  red: wrap(31, 39),
  cyan: wrap(36, 39),
};

const identity = (text: string) => text;
export const PLAIN: Style = { bold: identity, dim: identity, green: identity, yellow: identity, red: identity, cyan: identity };

export function styleFor(stream: NodeJS.WriteStream, env: NodeJS.ProcessEnv = process.env): Style {
  const noColor = env.NO_COLOR !== undefined && env.NO_COLOR !== '';
  return stream.isTTY && !noColor ? COLORED : PLAIN;
}

/** The colour a score reads in: the same bands as the grades (A/B green, C/D yellow, F red). */
export function scoreColor(style: Style, score: number): (text: string) => string {
  if (score >= 75) return style.green;
  if (score >= 40) return style.yellow;
  return style.red;
}

export function statusColor(style: Style, status: CheckStatus): (text: string) => string {
  switch (status) {
    case 'pass':
      return style.green;
    case 'warn':
      return style.yellow;
    case 'fail':
    case 'error':
      return style.red;
  }
}
