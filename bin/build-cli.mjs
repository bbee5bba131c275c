#!/usr/bin/env node
// `npm run build:cli`: bundles the CLI, with the engine and the libraries it runs, into dist/cli.mjs and its chunks
// (dist/chunks/), and the thread the service runs audits in (engine/isolate/audit-thread.ts) into
// dist/audit-thread.mjs.
//
// The CLI starts in CI on every push, so its start-up is most of a one-page audit: resolving and compiling a thousand
// files of node_modules took far longer than the audit itself. Its bundle therefore holds the libraries too, split
// so that each command loads only what it runs: --help and `checks` no engine at all, an audit no MCP client, OpenAPI
// parser or tokenizer unless a check needs one (they are imported where they are used). Only the admin commands'
// database stack stays in node_modules: Prisma's client and the embedded PostgreSQL load WebAssembly and data files
// beside their own code.
//
// The audit thread keeps its dependencies in node_modules as the service resolves them.
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { encodeRanks } from './token-ranks.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const chunksDir = join(root, 'dist', 'chunks');

/** The admin commands' database stack, left to node_modules (see above). */
const DATABASE_PACKAGES = ['@prisma/*', 'prisma', '@electric-sql/*', 'pg', 'pglite-prisma-adapter', 'pg-boss'];

/** The CLI counts tokens on a compact rank table (bin/cli/token-counter.ts) instead of the library's loaded ranks. */
const TOKEN_COUNTER = join(root, 'bin', 'cli', 'token-counter.ts');
const RANKS_FILE = 'o200k_base.ranks';
const compactTokenCounter = {
  name: 'compact-token-counter',
  setup(builder) {
    builder.onResolve({ filter: /^gpt-tokenizer$/ }, () => ({ path: TOKEN_COUNTER }));
  },
};

/**
 * The engine takes only undici's Pool; undici's main module also loads its fetch, WebSocket, cache and mock layers
 * (half of its memory). A build where the engine imports anything else from undici fails here, loudly.
 */
const undiciPoolOnly = {
  name: 'undici-pool-only',
  setup(builder) {
    builder.onResolve({ filter: /^undici$/ }, () => ({ path: 'undici', namespace: 'undici-pool-only' }));
    builder.onLoad({ filter: /.*/, namespace: 'undici-pool-only' }, () => ({
      // As undici's main module does for every dispatcher: the request API on Dispatcher's prototype.
      contents: [
        "import Pool from 'undici/lib/dispatcher/pool.js';",
        "import Dispatcher from 'undici/lib/dispatcher/dispatcher.js';",
        "import api from 'undici/lib/api/index.js';",
        'Object.assign(Dispatcher.prototype, api);',
        'export { Pool };',
      ].join('\n'),
      resolveDir: root,
      loader: 'js',
    }));
  },
};

/**
 * cheerio's main entry adds loaders from URLs and streams (its own copy of undici, iconv-lite's tables, an encoding
 * sniffer) to the `load` that the engine imports; its load-parse module is that same `load` alone.
 */
const cheerioWithoutLoaders = {
  name: 'cheerio-without-loaders',
  setup(builder) {
    builder.onResolve({ filter: /^cheerio$/ }, async (args) => {
      if (args.pluginData === 'main') return undefined;
      const main = await builder.resolve('cheerio', { kind: args.kind, resolveDir: args.resolveDir, pluginData: 'main' });
      if (main.errors.length > 0) return main;
      return { path: join(dirname(main.path), 'load-parse.js') };
    });
  },
};

// The admin commands bundle the generated Prisma client, which a fresh checkout does not have yet
// (`npm run build` generates it only after this step).
if (!existsSync(join(root, 'lib', 'db', 'generated', 'client.ts'))) {
  const generated = spawnSync(process.execPath, [join(root, 'prisma', 'generate.mjs')], { stdio: 'inherit' });
  if (generated.status !== 0) process.exit(generated.status ?? 1);
}

const common = {
  absWorkingDir: root,
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: 'linked',
  logLevel: 'warning',
  write: false,
};

/**
 * The engine's check catalog, read from the engine when the CLI is built and compiled into it, so that `checks`,
 * --help and flag checking never load the engine (its parsers and HTTP client are most of the CLI's start-up).
 */
async function engineCatalog() {
  const bundled = await build({
    ...common,
    stdin: { contents: "export { CHECK_CATALOG } from './engine/index.ts';", resolveDir: root, loader: 'ts' },
    outdir: undefined,
    outfile: join(root, 'dist', `.catalog-${process.pid}.mjs`),
    packages: 'external',
    sourcemap: false,
  });
  const [file] = bundled.outputFiles;
  mkdirSync(dirname(file.path), { recursive: true });
  writeFileSync(file.path, file.contents);
  try {
    return (await import(pathToFileURL(file.path).href)).CHECK_CATALOG;
  } finally {
    rmSync(file.path, { force: true });
  }
}

let outputs;
try {
  const catalog = await engineCatalog();
  const [cli, thread] = await Promise.all([
    build({
      ...common,
      entryPoints: { cli: 'bin/cli/main.ts' },
      define: { AGENTGAUGE_BUILT_CATALOG: JSON.stringify(catalog) },
      chunkNames: 'chunks/[name]-[hash]',
      splitting: true,
      external: DATABASE_PACKAGES,
      plugins: [cheerioWithoutLoaders, compactTokenCounter, undiciPoolOnly],
      // lib/schemas imports zod-openapi for its type augmentation only, which a bundle rightly drops.
      logOverride: { 'ignored-bare-import': 'silent' },
      // Bundled CommonJS libraries call require() for Node's built-in modules.
      banner: { js: "import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);" },
    }),
    build({ ...common, entryPoints: { 'audit-thread': 'engine/isolate/audit-thread.ts' }, packages: 'external' }),
  ]);
  // The table beside the chunk the counter is bundled into, where it reads it from (import.meta.url).
  const counterChunk = cli.outputFiles.find((file) => /\/token-counter-[^/]+\.mjs$/.test(file.path));
  if (!counterChunk) throw new Error('the token counter is not a chunk of its own');
  const { default: o200kBase } = await import('gpt-tokenizer/bpeRanks/o200k_base');
  const ranks = { path: join(dirname(counterChunk.path), RANKS_FILE), contents: encodeRanks(o200kBase) };
  outputs = [...cli.outputFiles, ranks, ...thread.outputFiles];
} catch (error) {
  if (!(error?.errors?.length > 0)) console.error(error);
  // esbuild has already printed each of its errors with its location.
  process.exit(1);
}

// Written aside and renamed into place, so a CLI started while another build runs (parallel test files) never
// loads a half-written file. Chunks first: the entry must never point at a chunk that is not there yet.
const isChunk = (file) => dirname(file.path) === chunksDir;
const chunksFirst = [...outputs.filter(isChunk), ...outputs.filter((file) => !isChunk(file))];
for (const file of chunksFirst) {
  mkdirSync(dirname(file.path), { recursive: true });
  const partial = `${file.path}.${process.pid}.partial`;
  writeFileSync(partial, file.contents);
  renameSync(partial, file.path);
}

// Chunk names carry a content hash: drop the ones earlier builds left behind. Only old ones, because a build that
// runs at the same moment on other sources (a test run while files change) may still be loading its own.
const current = new Set(outputs.map((file) => basename(file.path)));
const STALE_AFTER_MS = 10 * 60 * 1000;
for (const name of readdirSync(chunksDir)) {
  const path = join(chunksDir, name);
  if (!current.has(name) && Date.now() - statSync(path).mtimeMs > STALE_AFTER_MS) rmSync(path, { force: true });
}
