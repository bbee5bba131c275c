// Issue 35, point 2: "A README that is a front door, the reference beside it … a test keeps every command, flag,
// variable and path the docs name in step with the code". README.md and every page of docs/ are read as a user reads
// them; each rule (tests/helpers/docs/docs-rules.ts) holds what they name against the code itself: the CLI's command tree,
// the environment variables the sources read, the repository's files, the route registry of the API
// (lib/openapi/operations), the app's routes, package.json's scripts and the pages' own headings.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProgram } from '../../../bin/cli/program';
import { blockIn, DOC_BLOCKS } from '../../../bin/docs-tables';
import { OPERATIONS } from '../../../lib/openapi/operations/index';
import { FIRST_START_COMMANDS, SIGN_IN_PATH } from '../../../lib/server/first-start';
import {
  apiProblems,
  appRoutes,
  cliProblems,
  contentsProblems,
  identifierProblems,
  linkProblems,
  linkTargets,
  pathProblems,
  scriptProblems,
  servicePathProblems,
  sourceFiles,
  variableProblems,
  variablesReadIn,
  type CodeFacts,
  type Page,
} from '../../helpers/docs/docs-rules';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const README_MAX_LINES = 200;

function readPages(): Page[] {
  const docs = readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);
  return ['README.md', ...docs].map((file) => ({ file, text: readFileSync(path.join(ROOT, file), 'utf8') }));
}

/** The product's own sources: what the service, the engine, the CLI, the build and the test runner read. */
const PRODUCT = ['engine', 'lib', 'bin', 'app', 'components', 'prisma', 'instrumentation.ts', 'proxy.ts', 'next.config.ts', 'prisma.config.ts', 'vitest.config.ts', 'tests/run.mjs'];

async function gatherFacts(): Promise<CodeFacts> {
  const read = (file: string) => readFileSync(file, 'utf8');
  // bin/agentgauge and .ci/run have no extension: the CLI's launcher and CI's script.
  const extensionless = [path.join(ROOT, 'bin/agentgauge'), path.join(ROOT, '.ci/run')];
  const product = [...PRODUCT.flatMap((folder) => sourceFiles(ROOT, folder)), ...extensionless];
  const everything = [...product, ...sourceFiles(ROOT, 'tests'), ...sourceFiles(ROOT, 'bench')];
  const productVariables = new Set(product.flatMap((file) => [...variablesReadIn(read(file))]));
  // Our own names read by tests and benchmarks (AGENTGAUGE_TEST_POSTGRES_URL) are settings too.
  for (const file of everything) for (const name of variablesReadIn(read(file))) if (name.startsWith('AGENTGAUGE_')) productVariables.add(name);
  const packageJson = JSON.parse(read(path.join(ROOT, 'package.json'))) as { scripts: Record<string, string> };
  return {
    root: ROOT,
    program: await createProgram(),
    variablesRead: new Set(everything.flatMap((file) => [...variablesReadIn(read(file))])),
    productVariables,
    operations: OPERATIONS.map((operation) => ({ method: operation.method, path: operation.path })),
    routes: appRoutes(ROOT),
    sources: product.map(read).join('\n'),
    scripts: new Set(Object.keys(packageJson.scripts)),
  };
}

let pages: Page[];
let facts: CodeFacts;

beforeAll(async () => {
  pages = readPages();
  facts = await gatherFacts();
});

describe('the README is a front door (issue 35, point 2)', () => {
  it(`is at most ${README_MAX_LINES} lines, shows the dashboard and links every page of the reference`, () => {
    const readme = pages.find((page) => page.file === 'README.md')!;
    expect(readme.text.split('\n').length).toBeLessThanOrEqual(README_MAX_LINES);
    const targets = linkTargets(readme.text).map((target) => target.split('#')[0]);
    expect(targets).toContain('docs/images/dashboard.png');
    const reference = pages.filter((page) => page.file.startsWith('docs/') && page.file !== 'docs/README.md').map((page) => page.file);
    expect(reference.filter((file) => !targets.includes(file))).toEqual([]);
  });

  it('walks the first run with the commands the first start prints (lib/server/first-start.ts)', () => {
    const readme = pages.find((page) => page.file === 'README.md')!.text;
    const firstRun = readme.slice(readme.indexOf('## The first run'), readme.indexOf('\n## ', readme.indexOf('## The first run') + 3));
    for (const command of FIRST_START_COMMANDS) expect(firstRun).toContain(command);
    expect(firstRun).toContain(`http://127.0.0.1:3000${SIGN_IN_PATH}`);
    expect([...firstRun.matchAll(/^(\d+)\. \*\*/gm)].map((match) => Number(match[1]))).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('says both install lines and which to use until the package is published', () => {
    const readme = pages.find((page) => page.file === 'README.md')!.text;
    expect(readme).toContain('npm i -g http://127.0.0.1:3000/cli/latest.tgz');
    expect(readme).toContain('npm i -g @agentgauge/cli');
    expect(readme).toMatch(/until @agentgauge\/cli is published/);
    expect(readme).toContain('npm ci && npm start');
    expect(readme).toContain('npm test');
  });
});

describe('the docs name only what the code has (issue 35, point 2)', () => {
  it('every agentgauge command and flag is one the CLI defines (bin/cli/program.ts)', () => {
    expect(cliProblems(pages, facts.program)).toEqual([]);
  });

  it('every environment variable is read by some code, and every one the code reads is in docs/configuration.md', () => {
    expect(variableProblems(pages, facts)).toEqual([]);
  });

  it('every repository path exists', () => {
    expect(pathProblems(pages, ROOT)).toEqual([]);
  });

  it('every API path, with its method where one is named, is an operation of lib/openapi/operations', () => {
    expect(apiProblems(pages, facts.operations)).toEqual([]);
  });

  it('every other service path is served by a route of app/ or named by the sources', () => {
    expect(servicePathProblems(pages, facts)).toEqual([]);
  });

  it('every npm script is one of package.json', () => {
    expect(scriptProblems(pages, facts.scripts)).toEqual([]);
  });

  it('every "`NAME` in `file`" names an identifier the file holds', () => {
    expect(identifierProblems(pages, ROOT)).toEqual([]);
  });

  it('every relative link leads to a file, and every anchor to a heading', () => {
    expect(linkProblems(pages, ROOT)).toEqual([]);
  });

  it('every page of docs/ has a table of contents that lists each of its sections', () => {
    expect(contentsProblems(pages)).toEqual([]);
  });

  it('the tables written from the code are as the code writes them (npm run docs:caps)', () => {
    for (const block of DOC_BLOCKS) {
      const page = pages.find((candidate) => candidate.file === block.file);
      expect(page, block.file).toBeDefined();
      expect(blockIn(page!.text, block), `${block.file} ${block.start}`).toBe(block.render());
    }
  });
});

describe('the rules catch what does not exist', () => {
  // A page that names one thing of each kind the code does not have: each rule must report it, so a doc that drifts
  // from the code fails the suite rather than passing unnoticed.
  const wrong: Page = {
    file: 'docs/wrong.md',
    text: [
      '# Wrong',
      '',
      '## Contents',
      '',
      '- [Usage](#usage)',
      '',
      '## Usage',
      '',
      '```sh',
      'agentgauge audit example.com --local --no-such-flag',
      'agentgauge frobnicate example.com',
      'AGENTGAUGE_NO_SUCH_SETTING=1 npm start',
      'npm run bench:nothing',
      'curl -s -X PUT localhost:3000/api/v1/me/sites/<site-id>',
      '```',
      '',
      'See `lib/no-such-file.ts`, `GET /api/v1/me/nothing`, `/no-such-page`, `NO_SUCH_THING` in `engine/config.ts`,',
      '`--flag-of-nobody`, [a page](missing.md) and [a section](#nowhere).',
      '',
      '## Unlisted',
    ].join('\n'),
  };

  it('reports each of them', () => {
    expect(cliProblems([wrong], facts.program)).toEqual([
      'docs/wrong.md: "agentgauge audit example.com --local --no-such-flag": audit has no flag --no-such-flag',
      'docs/wrong.md: "agentgauge frobnicate example.com": agentgauge has no command frobnicate',
      'docs/wrong.md: the flag --flag-of-nobody is not one the CLI defines',
    ]);
    expect(variableProblems([wrong], facts)).toContain('docs/wrong.md: AGENTGAUGE_NO_SUCH_SETTING is read by no code');
    expect(pathProblems([wrong], ROOT)).toEqual(['docs/wrong.md: lib/no-such-file.ts does not exist in the repository']);
    expect(apiProblems([wrong], facts.operations)).toEqual([
      'docs/wrong.md: PUT /api/v1/me/sites/<site-id> is not an operation of lib/openapi/operations',
      'docs/wrong.md: GET /api/v1/me/nothing is not an operation of lib/openapi/operations',
    ]);
    expect(servicePathProblems([wrong], facts)).toEqual(['docs/wrong.md: /no-such-page is served by no route and named by no source']);
    expect(scriptProblems([wrong], facts.scripts)).toEqual(['docs/wrong.md: npm run bench:nothing is not a script of package.json']);
    expect(identifierProblems([wrong], ROOT)).toEqual(['docs/wrong.md: engine/config.ts has no NO_SUCH_THING']);
    expect(linkProblems([wrong], ROOT)).toEqual(['docs/wrong.md: the link missing.md leads to no file', 'docs/wrong.md: the link #nowhere names no heading of docs/wrong.md']);
    expect(contentsProblems([wrong])).toEqual(['docs/wrong.md: the contents do not list "Unlisted"']);
  });

  it('reports a variable the code reads that docs/configuration.md does not document', () => {
    const configuration = pages.find((page) => page.file === 'docs/configuration.md')!;
    const withoutLogLevel: Page = { ...configuration, text: configuration.text.replace(/^\| `AGENTGAUGE_LOG_LEVEL`.*$/m, '') };
    expect(variableProblems([withoutLogLevel], facts)).toEqual(['docs/configuration.md: AGENTGAUGE_LOG_LEVEL is read by the code but not documented']);
  });
});
