// Files of this checkout found at run time, from sources, bundles (dist/) and builds (.next/) alike.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The absolute path of `relative` in the nearest directory that has it: looked for walking up from this module,
 * then from the working directory; null when neither leads to it.
 */
export function findInProject(relative: string): string | null {
  for (const start of [moduleDir(), process.cwd()]) {
    if (start === null) continue;
    for (let dir = start; ; dir = path.dirname(dir)) {
      const candidate = path.join(dir, relative);
      if (existsSync(candidate)) return candidate;
      if (path.dirname(dir) === dir) break;
    }
  }
  return null;
}

function moduleDir(): string | null {
  try {
    return path.dirname(fileURLToPath(import.meta.url));
  } catch {
    return null;
  }
}
