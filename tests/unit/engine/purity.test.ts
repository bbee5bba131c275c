import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('engine/ is a pure library', () => {
  const sources = files('engine');

  it('never imports app/, lib/, Next, React or Prisma', () => {
    const offenders = sources.filter((path) =>
      /from\s+['"](?:(?:\.\.\/)+(?:app|lib)\/|@\/|next(?:\/|['"])|@prisma\/|prisma['"]|react)/.test(readFileSync(path, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it('checks never do I/O: no fetch, fetcher, undici, net, fs or dns in engine/checks', () => {
    const offenders = files('engine/checks').filter((path) =>
      /\b(?:ctx\.fetch|createFetcher|undici|node:(?:net|http|https|fs|dns))\b|\bfetch\(/.test(readFileSync(path, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it('has exactly one check file per catalog id (26)', async () => {
    const { CHECK_IDS } = await import('../../../engine/index.js');
    expect(CHECK_IDS).toHaveLength(26);
    const checkFiles = files('engine/checks')
      .map((path) => path.replace(/^engine\/checks\//, '').replace(/\.ts$/, ''))
      .filter((name) => !['index', 'define', 'findings'].includes(name) && !name.includes('/'));
    expect(new Set(checkFiles)).toEqual(new Set(CHECK_IDS));
  });
});
