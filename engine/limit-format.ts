// How a catalog limit reads, the same on the /checks page, in `agentgauge checks` and in the README.
import { thousands } from './thousands.js';
import type { CatalogLimit } from './types.js';

const KIB = 1024;
const MIB = 1024 * 1024;

/** 1048576 bytes → "1 MiB", 2000 → "2,000", 10000 ms → "10 s". */
export function formatLimit(limit: Pick<CatalogLimit, 'value' | 'unit'>): string {
  const { value, unit } = limit;
  if (unit === 'bytes') {
    if (value >= MIB && value % MIB === 0) return `${thousands(value / MIB)} MiB`;
    if (value >= KIB && value % KIB === 0) return `${thousands(value / KIB)} KiB`;
    return `${thousands(value)} bytes`;
  }
  if (unit === 'ms') return value >= 1000 && value % 1000 === 0 ? `${thousands(value / 1000)} s` : `${thousands(value)} ms`;
  return thousands(value);
}

/** "AI catalog size: 1 MiB". */
export function describeLimit(limit: Pick<CatalogLimit, 'value' | 'unit' | 'meaning'>): string {
  return `${limit.meaning}: ${formatLimit(limit)}`;
}
