// An Agent Skills Discovery index: its skill entries.
import { isObject } from './json-values.js';

export function skillEntries(index: unknown): unknown[] {
  return isObject(index) && Array.isArray(index.skills) ? index.skills : [];
}
