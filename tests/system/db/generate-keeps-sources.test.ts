// The Prisma client's generation (the postinstall, rerun by npm more often than the schema changes) leaves an
// unchanged client exactly as it was, times included: `npm start` rebuilds the web app when a source is newer than
// its build (lib/server/build.ts), so a rerun that only rewrote the same bytes cost a full rebuild.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const GENERATED = path.join(ROOT, 'lib', 'db', 'generated');

function times(folder: string): Record<string, number> {
  const found: Record<string, number> = { [folder]: statSync(folder).mtimeMs };
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    const full = path.join(entry.parentPath, entry.name);
    found[full] = statSync(full).mtimeMs;
  }
  return found;
}

describe('prisma/generate.mjs', () => {
  it('keeps the times of an unchanged generated client, so the next npm start does not rebuild', () => {
    const before = { ...times(GENERATED), [path.dirname(GENERATED)]: statSync(path.dirname(GENERATED)).mtimeMs };
    const generated = spawnSync(process.execPath, [path.join(ROOT, 'prisma', 'generate.mjs')], { cwd: ROOT, encoding: 'utf8' });
    expect(generated.status, generated.stderr).toBe(0);
    const after = { ...times(GENERATED), [path.dirname(GENERATED)]: statSync(path.dirname(GENERATED)).mtimeMs };
    expect(Object.keys(after).length).toBeGreaterThan(5);
    expect(after).toEqual(before);
  });
});
