// Issue 56: lib/ in layers you can see, the direction enforced. The map is .dependency-cruiser.cjs's LAYERS list; this
// test holds docs/architecture.md's table and the folders of lib/ to it, runs the rule over the product code (what
// `npm run lint:deps` runs in CI), and shows on a small tree of its own that an import up a floor and a circle of
// files are refused with a message that names the rule and the fix.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const configPath = path.join(root, '.dependency-cruiser.cjs');
const depcruise = path.join(root, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruiser.mjs');
const { LAYERS } = createRequire(import.meta.url)(configPath) as {
  LAYERS: { layer: string; folders: string[] }[];
};
const floors = LAYERS.flatMap(({ layer, folders }) => folders.map((folder) => ({ layer, folder })));

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
  cycle?: { name: string }[];
}

/** The violations dependency-cruiser reports for `paths` under `cwd` with the project's rule file. */
function cruise(cwd: string, paths: string[]): Violation[] {
  const output = execFileSync(
    process.execPath,
    [depcruise, ...paths, '--config', configPath, '--output-type', 'json', '--no-progress'],
    { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  return (JSON.parse(output) as { summary: { violations: Violation[] } }).summary.violations;
}

function describeViolation(violation: Violation): string {
  const circle = violation.cycle ? ` (circle: ${violation.cycle.map((step) => step.name).join(' → ')})` : '';
  return `${violation.rule.name}: ${violation.from} → ${violation.to}${circle}`;
}

describe('the layer map of lib/', () => {
  it('places every folder of lib/ exactly once', () => {
    const onDisk = readdirSync(path.join(root, 'lib'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    const placed = floors.map((floor) => floor.folder);
    expect(new Set(placed).size).toBe(placed.length);
    expect([...placed].sort()).toEqual(onDisk);
  });

  it('is the table docs/architecture.md shows, floor by floor', () => {
    const doc = readFileSync(path.join(root, 'docs', 'architecture.md'), 'utf8');
    const rows = [...doc.matchAll(/^\| (\d+) \| `lib\/([^`]+)\/` \| ([^|]+?) \| [^|]+ \|$/gm)].map((row) => ({
      floor: Number(row[1]),
      folder: row[2],
      layer: row[3],
    }));
    expect(rows).toEqual(floors.map((floor, index) => ({ floor: index + 1, ...floor })));
  });

  it('holds over the product code: no import up a floor, no circle of files, the engine through its entry modules', () => {
    const violations = cruise(root, ['app', 'bin', 'components', 'engine', 'lib', 'proxy.ts']);
    expect(violations.map(describeViolation)).toEqual([]);
  }, 120_000);

  it('refuses an import up a floor and a circle of files, naming the rule and what to do instead', () => {
    const tree = mkdtempSync(path.join(tmpdir(), 'agentgauge-layers-'));
    try {
      const write = (file: string, text: string) => {
        mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
        writeFileSync(path.join(tree, file), text);
      };
      write('tsconfig.json', JSON.stringify({ compilerOptions: { module: 'esnext', moduleResolution: 'bundler' } }));
      // errors/ is the lowest floor; services/ sits above it: errors/ may not import services/.
      write('lib/services/use-case.ts', "import { problem } from '../errors/table';\nexport const useCase = () => problem;\n");
      write('lib/errors/table.ts', "import { useCase } from '../services/use-case';\nexport const problem = 'x';\nexport const again = useCase;\n");
      const violations = cruise(tree, ['lib']);
      const names = violations.map(describeViolation);
      expect(names).toContain('layer:errors: lib/errors/table.ts → lib/services/use-case.ts');
      expect(names.some((name) => name.startsWith('no-circular: '))).toBe(true);
      const rules = (createRequire(import.meta.url)(configPath) as { forbidden: { name: string; comment: string }[] })
        .forbidden;
      const upRule = rules.find((rule) => rule.name === 'layer:errors');
      expect(upRule?.comment).toMatch(/Move the shared piece down/);
    } finally {
      rmSync(tree, { recursive: true, force: true });
    }
  }, 60_000);
});
