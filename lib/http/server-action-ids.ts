// The server actions this build knows. Their ids are hashes made at build time, so a page built elsewhere (another
// host that built for itself, or the previous release during a rolling update) posts ids this build has never
// heard of; Next would answer that with an empty error. The front says what happened instead (request-guard.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { distDir } from '@/lib/settings/dist-dir';
import { findInProject } from '@/lib/settings/project-files';

let known: Set<string> | null | undefined;

/** Whether this build has a server action with this id; true when the build's manifest cannot be read (let Next decide). */
export function isKnownServerAction(id: string): boolean {
  known ??= readActionIds();
  return known === null || known.has(id);
}

function readActionIds(): Set<string> | null {
  const manifest = findInProject(path.join(distDir(), 'server', 'server-reference-manifest.json'));
  if (manifest === null) return null;
  try {
    const parsed = JSON.parse(readFileSync(manifest, 'utf8')) as { node?: Record<string, unknown>; edge?: Record<string, unknown> };
    return new Set([...Object.keys(parsed.node ?? {}), ...Object.keys(parsed.edge ?? {})]);
  } catch {
    return null;
  }
}
