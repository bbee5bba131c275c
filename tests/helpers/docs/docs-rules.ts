// What the docs name, read out of their Markdown, and the rules that hold it against the code (issue 35, point 2: "a
// test keeps every command, flag, variable and path the docs name in step with the code"). Each rule takes the pages
// and the facts gathered from the code and returns its problems, one line each, so a failing test names them all.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Command, Option } from 'commander';

export interface Page {
  /** Relative to the repository root, with forward slashes. */
  file: string;
  text: string;
}

// ── Reading Markdown ──────────────────────────────────────────────────────────────────────────────────────────────

export interface CodeBlock {
  lang: string;
  body: string;
}

const FENCE = /^( {0,3})```([^\n`]*)\n([\s\S]*?)^\1```[ \t]*$/gm;

export function codeBlocks(text: string): CodeBlock[] {
  return [...text.matchAll(FENCE)].map((match) => ({ lang: match[2]!.trim().toLowerCase(), body: match[3]!.replace(new RegExp(`^${match[1]}`, 'gm'), '') }));
}

/** The page without its fenced code blocks and HTML comments: the text people read as prose, tables and lists. */
export function proseOf(text: string): string {
  return text.replace(FENCE, '').replace(/<!--[\s\S]*?-->/g, '');
}

/** Inline code spans of the prose (`like this`). */
export function inlineSpans(text: string): string[] {
  return [...proseOf(text).matchAll(/(?<!`)`([^`\n]+)`(?!`)/g)].map((match) => match[1]!);
}

const SHELL_LANGS = new Set(['', 'sh', 'bash', 'shell', 'console']);

/** Shell command lines of the page: every line of its shell blocks (continuations joined), then its inline spans. */
export function shellLines(text: string): string[] {
  const fromBlocks = codeBlocks(text)
    .filter((block) => SHELL_LANGS.has(block.lang))
    .flatMap((block) => block.body.replace(/\\\n\s*/g, ' ').split('\n'))
    .map((line) => line.replace(/(^|\s)#.*$/, '').trim())
    .filter((line) => line !== '');
  return [...fromBlocks, ...inlineSpans(text)];
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, each space a hyphen. */
export function slugOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/<[^>]+>/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

export interface Heading {
  level: number;
  text: string;
  slug: string;
}

export function headingsOf(text: string): Heading[] {
  const seen = new Map<string, number>();
  return [...proseOf(text).matchAll(/^(#{1,6})\s+(.+?)\s*#*\s*$/gm)].map((match) => {
    const base = slugOf(match[2]!);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return { level: match[1]!.length, text: match[2]!, slug: count === 0 ? base : `${base}-${count}` };
  });
}

/** Link and image targets of the prose: [text](target), ![alt](target). */
export function linkTargets(text: string): string[] {
  const prose = proseOf(text).replace(/(?<!`)`[^`\n]+`(?!`)/g, '');
  return [...prose.matchAll(/!?\[[^\]\n]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1]!);
}

// ── The code's facts ──────────────────────────────────────────────────────────────────────────────────────────────

export interface CodeFacts {
  root: string;
  /** The CLI's command tree (bin/cli/program.ts). */
  program: Command;
  /** Every environment variable some source reads (docs name no other), and what the product reads itself. */
  variablesRead: Set<string>;
  productVariables: Set<string>;
  /** Operations of the route registry: method and OpenAPI path template. */
  operations: Array<{ method: string; path: string }>;
  /** Paths the app's routes serve, as patterns: a dynamic segment is `*`, a catch-all `**`. */
  routes: string[][];
  /** Every source file's text, to find a literal path or identifier in. */
  sources: string;
  scripts: Set<string>;
}

const SKIPPED_DIRECTORIES = new Set(['node_modules', '.git', '.next', 'dist', '.data', '.test-results', 'generated']);
/** Folders of other code: the action's committed CLI bundle, and these rules themselves (they name made-up variables). */
const SKIPPED_FOLDERS = new Set(['action/cli', 'tests/helpers/docs', 'tests/unit/docs', 'tests/system/docs']);

/** Source files under a folder (TypeScript and JavaScript), without generated code or the action's committed CLI. */
export function sourceFiles(root: string, folder: string): string[] {
  const start = path.join(root, folder);
  if (!existsSync(start)) return [];
  if (statSync(start).isFile()) return [start];
  const files: string[] = [];
  for (const entry of readdirSync(start, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      const sub = path.join(folder, entry.name);
      if (!SKIPPED_DIRECTORIES.has(entry.name) && !SKIPPED_FOLDERS.has(sub) && !entry.name.startsWith('.')) files.push(...sourceFiles(root, sub));
    } else if (/\.(ts|tsx|mts|mjs|js|cjs)$/.test(entry.name)) {
      files.push(path.join(start, entry.name));
    }
  }
  return files;
}

/** Names a source reads from the environment: process.env.X, env.X, env['X'], an xxxEnv('X') helper, 'AGENTGAUGE_X'. */
export function variablesReadIn(source: string): Set<string> {
  const names = new Set<string>();
  const defined = new Set([...source.matchAll(/declare const ([A-Z][A-Z0-9_]+)/g)].map((match) => match[1]!));
  const patterns = [
    // A read, not an assignment (`process.env.X = …`, `??=` set a value for libraries to read).
    /\benv\??\.([A-Z][A-Z0-9_]*)\b(?!\s*(?:\?\?|\|\||&&)?=(?!=))/g,
    /\benv\[\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\]/g,
    /\b\w*Env\(\s*['"]([A-Z][A-Z0-9_]*)['"]/g,
    /['"](AGENTGAUGE_[A-Z0-9_]+)['"]/g,
    // Shell: ${AGENTGAUGE_X:-…}, "$AGENTGAUGE_X".
    /\$\{?(AGENTGAUGE_[A-Z0-9_]+)/g,
  ];
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) if (!defined.has(match[1]!)) names.add(match[1]!);
  return names;
}

/** The app's route patterns from app/: route groups dropped, [param] → *, [...rest] → **. */
export function appRoutes(root: string): string[][] {
  const routes: string[][] = [];
  const walk = (folder: string, segments: string[]) => {
    for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
      if (entry.isDirectory()) {
        const name = entry.name;
        const segment = /^\(.*\)$/.test(name) ? null : /^\[\.\.\..*\]$/.test(name) ? '**' : /^\[.*\]$/.test(name) ? '*' : name;
        walk(path.join(folder, name), segment === null ? segments : [...segments, segment]);
      } else if (/^(page|route)\.tsx?$/.test(entry.name)) {
        routes.push(segments);
      }
    }
  };
  walk('app', []);
  // app/api/[...path] answers every unknown /api path with the JSON 404: it serves nothing a doc may name.
  return routes.filter((segments) => !(segments.length === 2 && segments[0] === 'api' && segments[1] === '**'));
}

// ── The rules ─────────────────────────────────────────────────────────────────────────────────────────────────────

/** Flags of other programs the docs name as such (Chromium's, in the rendered view's confinement). */
export const FOREIGN_FLAGS = new Set(['--proxy-bypass-list', '--enable-features']);

function optionsOf(command: Command): readonly Option[] {
  return command.options;
}

function findOption(command: Command, name: string): Option | undefined {
  return optionsOf(command).find((option) => option.long === name || option.short === name || option.long === name.replace(/^--no-/, '--'));
}

function allCommands(command: Command): Command[] {
  return [command, ...command.commands.flatMap((sub) => allCommands(sub))];
}

function shellWords(line: string): string[] {
  return [...line.matchAll(/"[^"]*"|'[^']*'|\S+/g)].map((match) => match[0]);
}

/** The `agentgauge …` invocations in a line: the words after the command, up to the end of its shell segment. */
export function invocationsIn(line: string): string[][] {
  const invocations: string[][] = [];
  for (const segment of line.split(/&&|\|\||;|\||\$\(|\)/)) {
    const words = shellWords(segment.trim());
    const at = words.findIndex(
      (word, index) => word === 'agentgauge' || /^(?:\S*\/)?bin\/agentgauge$/.test(word) || (word === '@agentgauge/cli' && words[index - 1] === 'npx'),
    );
    if (at < 0) continue;
    // `npm i -g @agentgauge/cli` installs it; only `npx @agentgauge/cli …` and `agentgauge …` run it.
    if (words[at] === 'agentgauge' && at > 0 && !/^[A-Z_]+=|^(?:export|time|sudo|npx)$/.test(words[at - 1]!)) continue;
    const args: string[] = [];
    for (const word of words.slice(at + 1)) {
      if (word === '>' || word === '>>' || word === '<' || word === '2>') break;
      args.push(word.replace(/^\[|\]$/g, ''));
    }
    invocations.push(args.filter((word) => word !== ''));
  }
  return invocations;
}

/** Every `agentgauge` command and flag the pages name is one the CLI defines (bin/cli/program.ts). */
export function cliProblems(pages: Page[], program: Command): string[] {
  const problems: string[] = [];
  const everyFlag = new Set(allCommands(program).flatMap((command) => optionsOf(command).flatMap((option) => [option.long, option.short])));
  for (const name of ['--help', '-h', '--version', '-v']) everyFlag.add(name);
  for (const page of pages) {
    for (const line of shellLines(page.text)) {
      for (const args of invocationsIn(line)) {
        let command = program;
        let positional = false;
        for (let index = 0; index < args.length; index++) {
          const word = args[index]!;
          if (word.includes('…') || word.includes('...')) break;
          if (word.startsWith('-')) {
            const name = word.split('=')[0]!;
            if (['--help', '-h'].includes(name) || (command === program && ['--version', '-v'].includes(name))) continue;
            const option = findOption(command, name);
            if (!option) {
              problems.push(`${page.file}: "agentgauge ${args.join(' ')}": ${command.name()} has no flag ${name}`);
              continue;
            }
            if (!word.includes('=') && option.required) index++;
            if (!word.includes('=') && option.optional && args[index + 1] && !args[index + 1]!.startsWith('-') && args[index + 1]!.startsWith('/')) index++;
            continue;
          }
          const sub = positional ? undefined : command.commands.find((candidate) => candidate.name() === word);
          if (sub) {
            command = sub;
            continue;
          }
          if (!positional && command.commands.length > 0 && command.registeredArguments.length === 0) {
            problems.push(`${page.file}: "agentgauge ${args.join(' ')}": ${command.name()} has no command ${word}`);
            break;
          }
          positional = true;
        }
      }
    }
    for (const span of inlineSpans(page.text)) {
      const flag = /^(--[a-z][a-z0-9-]*|-[a-z])(?:[ =]|$)/.exec(span)?.[1];
      if (flag && !everyFlag.has(flag) && !FOREIGN_FLAGS.has(flag)) problems.push(`${page.file}: the flag ${flag} is not one the CLI defines`);
    }
  }
  return problems;
}

const VARIABLE_NAME = /\b(AGENTGAUGE_[A-Z0-9_]*[A-Z0-9])(_\*)?/g;

/** The variables docs/configuration.md documents: the names in the first column of its tables. */
export function documentedVariables(page: Page): Set<string> {
  const names = new Set<string>();
  for (const row of proseOf(page.text).matchAll(/^\|\s*([^|\n]+?)\s*\|/gm)) {
    for (const span of row[1]!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) names.add(span[1]!);
  }
  return names;
}

/** Variables the pages name: AGENTGAUGE_*, the first column of the configuration tables, NAME= in shell lines. */
export function variablesNamed(page: Page): Array<{ name: string; prefix: boolean }> {
  const named = new Map<string, boolean>();
  for (const match of page.text.matchAll(VARIABLE_NAME)) named.set(match[1]!, match[2] !== undefined);
  if (page.file === 'docs/configuration.md') for (const name of documentedVariables(page)) named.set(name, false);
  const blocks = codeBlocks(page.text).filter((block) => SHELL_LANGS.has(block.lang));
  for (const line of shellLines(page.text)) {
    for (const match of line.matchAll(/(?:^|\s)(?:export\s+)?([A-Z][A-Z0-9_]*)=/g)) {
      const name = match[1]!;
      // A shell variable of the example itself (`export KEY=…`, then "$KEY") is not a setting.
      if (blocks.some((block) => block.body.includes(`$${name}`))) continue;
      named.set(name, false);
    }
  }
  return [...named].map(([name, prefix]) => ({ name, prefix }));
}

/** Variables some program other than ours reads, which the docs rightly name. */
export const EXTERNAL_VARIABLES: Readonly<Record<string, string>> = {
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: 'read by Next.js at build time',
  NODE_DISABLE_COMPILE_CACHE: 'read by Node.js itself (module.enableCompileCache)',
};

export function variableProblems(pages: Page[], facts: Pick<CodeFacts, 'variablesRead' | 'productVariables'>): string[] {
  const problems: string[] = [];
  for (const page of pages) {
    for (const { name, prefix } of variablesNamed(page)) {
      const known = prefix ? [...facts.variablesRead].some((read) => read.startsWith(`${name}_`)) : facts.variablesRead.has(name) || name in EXTERNAL_VARIABLES;
      if (!known) problems.push(`${page.file}: ${prefix ? `${name}_*` : name} is read by no code`);
    }
  }
  const configuration = pages.find((page) => page.file === 'docs/configuration.md');
  const documented = configuration ? documentedVariables(configuration) : new Set<string>();
  for (const name of facts.productVariables) {
    if (!documented.has(name)) problems.push(`docs/configuration.md: ${name} is read by the code but not documented`);
  }
  return problems;
}

const TOP_LEVEL = /^(?:\.ci|action|app|bench|bin|components|docs|engine|lib|prisma|tests)\//;
const ROOT_FILES = new Set(['action.yml', 'package.json', 'README.md', 'tsconfig.json', 'next.config.ts', 'vitest.config.ts', 'eslint.config.js', 'proxy.ts', 'instrumentation.ts', 'prisma.config.ts']);

/** Repository paths a page names: code spans and plain-text mentions of files and folders of this repository. */
export function repositoryPathsNamed(page: Page): string[] {
  const candidates = new Set<string>();
  for (const span of inlineSpans(page.text)) {
    if ((TOP_LEVEL.test(span) || ROOT_FILES.has(span)) && !/\s/.test(span)) candidates.add(span);
  }
  for (const line of shellLines(page.text)) for (const word of shellWords(line)) if (TOP_LEVEL.test(word)) candidates.add(word);
  const plain = proseOf(page.text).replace(/(?<!`)`[^`\n]+`(?!`)/g, '').replace(/\]\([^)]*\)/g, ']');
  for (const match of plain.matchAll(/(?<![\w/.-])((?:\.ci|action|app|bench|bin|components|engine|lib|prisma|tests)\/[\w./-]*\w)/g)) candidates.add(match[1]!);
  return [...candidates].filter((candidate) => !/[<{*…$]/.test(candidate));
}

export function pathProblems(pages: Page[], root: string): string[] {
  return pages.flatMap((page) =>
    repositoryPathsNamed(page)
      .filter((named) => !existsSync(path.join(root, named)))
      .map((named) => `${page.file}: ${named} does not exist in the repository`),
  );
}

const METHODS = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'];

function segmentsOf(urlPath: string): string[] {
  return urlPath.replace(/[?#].*$/, '').replace(/\/+$/, '').split('/').slice(1);
}

const isPlaceholder = (segment: string) => /^[{<[:].*[}>\]]?$/.test(segment) && /^[{<[:]/.test(segment);

/** API paths a page names, with the method where it says one (`GET /api/…`, `curl -X POST …/api/…`). */
export function apiPathsNamed(page: Page): Array<{ method: string | null; path: string }> {
  const found: Array<{ method: string | null; path: string }> = [];
  const clean = (raw: string) => raw.replace(/[…,.;:)]+$/, '');
  for (const line of shellLines(page.text)) {
    if (!/\bcurl\b/.test(line)) continue;
    for (const segment of line.split(/&&|;/)) {
      const at = /(?:https?:\/\/)?[\w.:-]*(\/api\/v1\/[^\s'"]*)/.exec(segment);
      if (!at) continue;
      found.push({ method: /-X\s+([A-Z]+)/.exec(segment)?.[1] ?? 'GET', path: clean(at[1]!) });
    }
  }
  for (const match of proseOf(page.text).matchAll(/(?:\b(GET|POST|PATCH|PUT|DELETE)\s+)?(\/api\/v1(?:\/[^\s`'"|,)]*)?)/g)) {
    found.push({ method: match[1] ?? null, path: clean(match[2]!) });
  }
  return found;
}

export function apiProblems(pages: Page[], operations: CodeFacts['operations']): string[] {
  const problems: string[] = [];
  const matches = (named: string[], template: string[]) =>
    // A placeholder (`{id}`, `<site-id>`) or an example value (`example.com`) stands for a path parameter.
    named.length === template.length && named.every((segment, index) => segment === template[index] || template[index]!.startsWith('{'));
  for (const page of pages) {
    for (const { method, path: named } of apiPathsNamed(page)) {
      const segments = segmentsOf(named);
      const exact = operations.filter((operation) => matches(segments, segmentsOf(operation.path)));
      if (method && METHODS.includes(method)) {
        if (!exact.some((operation) => operation.method === method)) problems.push(`${page.file}: ${method} ${named} is not an operation of lib/openapi/operations`);
        continue;
      }
      const prefix = operations.some((operation) => {
        const template = segmentsOf(operation.path);
        return template.length > segments.length && matches(segments, template.slice(0, segments.length));
      });
      if (exact.length === 0 && !prefix) problems.push(`${page.file}: ${named} is not a path of lib/openapi/operations`);
    }
  }
  return problems;
}

/** Paths the docs name that are not the service's, or not the service's yet, each with the reason. */
export const NOT_SERVED_PATHS: Readonly<Record<string, string>> = {
  '/.well-known/security.txt': 'published by the operator on their front proxy',
  '/ask': "NLWeb's endpoint on audited sites, which the engine deliberately never calls",
};

const FILESYSTEM = /^\/(?:usr|path|run|tmp|etc|proc|home|var)\//;

/** Service paths a page names in code spans (`/mcp`, `GET /readyz`, `/report/{host}`), other than the API's. */
export function servicePathsNamed(page: Page): string[] {
  const found = new Set<string>();
  for (const span of inlineSpans(page.text)) {
    const match = /^(?:(?:GET|POST|PATCH|PUT|DELETE|HEAD)\s+)?(\/(?:\.well-known\/)?[a-z][^\s`]*)$/.exec(span);
    if (!match || match[1]!.startsWith('/api/v1') || FILESYSTEM.test(match[1]!)) continue;
    found.add(match[1]!.replace(/[?#].*$/, ''));
  }
  return [...found];
}

export function servicePathProblems(pages: Page[], facts: Pick<CodeFacts, 'routes' | 'sources'>): string[] {
  const served = (named: string) => {
    const segments = segmentsOf(named);
    const byRoute = facts.routes.some((route) => {
      if (route.at(-1) === '**') return segments.length >= route.length - 1 && route.slice(0, -1).every((part, index) => part === '*' || part === segments[index]);
      if (named.endsWith('/') && segments.length < route.length) return segments.every((segment, index) => route[index] === '*' || route[index] === segment);
      return route.length === segments.length && route.every((part, index) => part === segments[index] || (part === '*' && isPlaceholder(segments[index]!)) || (part === '*' && /^(?:[\w.-]|<[\w-]+>)+$/.test(segments[index]!)));
    });
    // Served outside app/ (the HTTP front: /healthz, /metrics, the OAuth provider's /oauth/…) or looked for on audited
    // sites (/llms.txt, /.well-known/…): the literal path is in the sources.
    return byRoute || facts.sources.includes(`'${named.replace(/\/$/, '')}`) || facts.sources.includes(`"${named.replace(/\/$/, '')}`) || facts.sources.includes(`\`${named.replace(/\/$/, '')}`);
  };
  return pages.flatMap((page) =>
    servicePathsNamed(page)
      .filter((named) => !(named in NOT_SERVED_PATHS) && !served(named))
      .map((named) => `${page.file}: ${named} is served by no route and named by no source`),
  );
}

/** npm scripts a page names: `npm run x`, `npm start`, `npm test`, and script names in code spans (`bench:cli`). */
export function scriptsNamed(page: Page): string[] {
  const found = new Set<string>();
  for (const match of page.text.matchAll(/\bnpm (?:run(?:\s+-s)?\s+([\w:*-]+)|(start|test)\b)/g)) found.add(match[1] ?? match[2]!);
  for (const span of inlineSpans(page.text)) if (/^(?:bench|build|pack|db|docs):[\w:*-]+$/.test(span)) found.add(span);
  return [...found];
}

export function scriptProblems(pages: Page[], scripts: Set<string>): string[] {
  // `bench:*` names a family: some script must start with it.
  const known = (name: string) => (name.endsWith('*') ? [...scripts].some((script) => script.startsWith(name.slice(0, -1))) : scripts.has(name));
  return pages.flatMap((page) => scriptsNamed(page).filter((name) => !known(name)).map((name) => `${page.file}: npm run ${name} is not a script of package.json`));
}

/** Relative links and images lead to a file of the repository, and an anchor to a heading of that page. */
export function linkProblems(pages: Page[], root: string): string[] {
  const problems: string[] = [];
  for (const page of pages) {
    for (const target of linkTargets(page.text)) {
      if (/^[a-z]+:/i.test(target)) continue;
      const [file, anchor] = target.split('#') as [string, string | undefined];
      const resolved = file === '' ? page.file : path.posix.normalize(path.posix.join(path.posix.dirname(page.file), file));
      if (file !== '' && (resolved.startsWith('..') || !existsSync(path.join(root, resolved)))) {
        problems.push(`${page.file}: the link ${target} leads to no file`);
        continue;
      }
      if (anchor === undefined) continue;
      const text = file === '' ? page.text : readFileSync(path.join(root, resolved), 'utf8');
      if (!headingsOf(text).some((heading) => heading.slug === anchor)) problems.push(`${page.file}: the link ${target} names no heading of ${resolved}`);
    }
  }
  return problems;
}

/** Every page of docs/ opens with a "Contents" section that links each of its sections. */
export function contentsProblems(pages: Page[]): string[] {
  const problems: string[] = [];
  for (const page of pages.filter((candidate) => candidate.file.startsWith('docs/'))) {
    const headings = headingsOf(page.text);
    const contents = headings.find((heading) => heading.level === 2 && heading.text === 'Contents');
    if (!contents || headings.find((heading) => heading.level === 2) !== contents) {
      problems.push(`${page.file}: no table of contents ("## Contents" as its first section)`);
      continue;
    }
    const start = page.text.indexOf('## Contents');
    const next = page.text.indexOf('\n## ', start + 3);
    const section = page.text.slice(start, next < 0 ? undefined : next);
    const listed = new Set([...section.matchAll(/\]\(#([^)]+)\)/g)].map((match) => match[1]!));
    for (const heading of headings.filter((candidate) => candidate.level === 2 && candidate !== contents)) {
      if (!listed.has(heading.slug)) problems.push(`${page.file}: the contents do not list "${heading.text}"`);
    }
  }
  return problems;
}

/** "`NAME` in `path`": the file holds the identifier. */
export function identifierProblems(pages: Page[], root: string): string[] {
  const problems: string[] = [];
  for (const page of pages) {
    for (const match of proseOf(page.text).matchAll(/`([A-Za-z_$][\w$]*)`(?: \([^)]*\))? in `([\w./-]+\.(?:ts|tsx|mjs|js))`/g)) {
      const [, name, file] = match;
      if (!existsSync(path.join(root, file!)) || !readFileSync(path.join(root, file!), 'utf8').includes(name!)) problems.push(`${page.file}: ${file} has no ${name}`);
    }
  }
  return problems;
}
