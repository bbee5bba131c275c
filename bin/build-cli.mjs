#!/usr/bin/env node
// `npm run build:cli`: bundles the CLI into dist/cli.mjs and its chunks (dist/chunks/), the engine as the CLI runs it
// into one script among them (dist/chunks/engine-<hash>.cjs), and the thread the service runs audits in
// (lib/server/audit-process.ts: the engine's audits and the service's other page work) into dist/audit-thread.mjs, and
// the thread a traffic batch is read on (lib/server/traffic-thread.ts) into dist/traffic-thread.mjs.
//
// The CLI starts in CI on every push, so its start-up is most of a one-page audit: resolving and compiling a thousand
// files of node_modules took far longer than the audit itself. Its bundles therefore hold the libraries too, split
// so that each command loads only what it runs: --help and `checks` no engine at all, an audit no MCP client, OpenAPI
// parser or tokenizer unless a check needs one (they are imported where they are used). Only the admin commands'
// database stack stays in node_modules: Prisma's client and the embedded PostgreSQL load WebAssembly and data files
// beside their own code.
//
// The engine is one CommonJS script rather than ES module chunks because of V8's code cache: Node's compile cache
// (module.enableCompileCache) stores a module's code as it stands right after compiling, before it runs, so every
// function an audit calls was compiled again by every run. The CLI loads this script through
// bin/cli/code-cached-script.ts, which stores its cache after an audit, with those functions in it.
//
// The audit thread keeps its dependencies in node_modules as the service resolves them.
//
// The checkout's build carries the engine's V8 code cache beside its script as the package does (issue 57): made by an
// audit of the fixture web's docs site once the bundles are written (bin/cli-package/make-code-cache.mjs), or kept from
// the earlier build of the same script, so that the first audit after `npm run build:cli` (a fresh checkout in CI, a
// new compile cache folder) runs as fast as later ones. The package's build leaves that to bin/pack-cli.mjs.
//
// `node bin/build-cli.mjs --package <dir>` builds the CLI as the published package @agentgauge/cli runs it
// (bin/pack-cli.mjs): every library bundled (esbuild's packages: 'bundle'), the admin commands replaced by a note that
// they live in the service's checkout (bin/cli/admin-elsewhere.ts), so nothing of Prisma or the embedded database
// reaches the package (a build that would bundle any of it fails), no source maps, and no audit thread.
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { builtinModules, createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { encodeRanks } from './token-ranks.mjs';
import { packagedCacheName, snapshotManifestName, snapshotName } from './cli-package/code-cache-name.mjs';
import { makeCodeCache, readCodeCaches } from './cli-package/make-code-cache.mjs';
import { describeCompiled, makeSnapshot } from './cli-package/make-snapshot.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values: args } = parseArgs({ options: { package: { type: 'string' } } });
/** Where the bundles go: dist/ of the checkout, or dist/ of the package folder being built. */
const outRoot = args.package ? join(args.package, 'dist') : join(root, 'dist');
const forPackage = args.package !== undefined;
/** The files in dist/ that the launcher (bin/agentgauge) prints for `agentgauge checks`. */
const CHECKS_TABLE = { plain: 'checks-table.txt', coloured: 'checks-table.tty.txt' };
const chunksDir = join(outRoot, 'chunks');

/** The admin commands' database stack, left to node_modules (see above). */
const DATABASE_PACKAGES = ['@prisma/*', 'prisma', '@electric-sql/*', 'pg', 'pglite-prisma-adapter', 'pg-boss'];

/**
 * The rendered view's browser driver: never bundled, loaded from where the user installed it when --browser asks for
 * it (engine/render/browser-driver.ts), so the default install carries no browser tooling.
 */
const BROWSER_DRIVER = 'playwright-core';

/** In the package: the admin commands give way to the note saying where they live; the database stack may not enter. */
const ADMIN_MODULE = join(root, 'bin', 'cli', 'admin.ts');
const adminLeftToTheService = {
  name: 'admin-left-to-the-service',
  setup(builder) {
    builder.onResolve({ filter: /^\.\/admin\.js$/ }, (args) =>
      join(dirname(args.importer), 'admin.ts') === ADMIN_MODULE ? { path: join(root, 'bin', 'cli', 'admin-elsewhere.ts') } : undefined,
    );
    const database = new RegExp(`^(${DATABASE_PACKAGES.map((name) => name.replace('/*', '/[^/]+')).join('|')})($|/)`);
    builder.onResolve({ filter: /^[@a-z]/ }, (args) =>
      database.test(args.path) ? { errors: [{ text: `${args.path} (imported by ${args.importer}) must not enter the CLI package` }] } : undefined,
    );
  },
};

/**
 * The CLI reads only its version from package.json: the bundle gets that one field, not the whole manifest, so a
 * change to the checkout's scripts or dependencies does not change the CLI.
 */
const PACKAGE_MANIFEST = join(root, 'package.json');
const versionOnlyManifest = {
  name: 'version-only-manifest',
  setup(builder) {
    builder.onLoad({ filter: /[\\/]package\.json$/ }, async (args) => {
      if (args.path !== PACKAGE_MANIFEST) return undefined;
      const { version } = JSON.parse(await readFile(args.path, 'utf8'));
      return { contents: JSON.stringify({ version }), loader: 'json' };
    });
  },
};

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
 * The engine takes only undici's Pool (and its connector builder, core/connect.js, which Pool uses anyway); undici's main module also loads its fetch, WebSocket, cache and mock layers
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
        "import buildConnector from 'undici/lib/core/connect.js';",
        'Object.assign(Dispatcher.prototype, api);',
        'export { buildConnector, Pool };',
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

/**
 * dom-serializer (cheerio's serialiser) imports encodeXML, escapeAttribute and escapeText from the main module of its
 * copy of entities, which also builds that copy's HTML decode table and encode trie when it loads (~70 KB of tables,
 * a few milliseconds of every audit's start); the three are those of its escape module, which builds neither. A build
 * where dom-serializer imports anything else of entities fails here, loudly.
 */
const DOM_SERIALIZER_ESCAPES = ['encodeXML', 'escapeAttribute', 'escapeText'];
const domSerializerEscapesOnly = {
  name: 'dom-serializer-escapes-only',
  setup(builder) {
    builder.onResolve({ filter: /^entities$/ }, async (args) => {
      if (args.pluginData === 'main' || !/[\\/]node_modules[\\/]dom-serializer[\\/]/.test(args.importer)) return undefined;
      const source = await readFile(args.importer, 'utf8');
      const imported = [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']entities["']/g)].flatMap((match) => match[1].split(',').map((name) => name.trim()).filter(Boolean));
      const unknown = imported.filter((name) => !DOM_SERIALIZER_ESCAPES.includes(name));
      if (imported.length === 0 || unknown.length > 0) {
        return { errors: [{ text: `dom-serializer now imports ${unknown.join(', ') || 'entities otherwise'}: update the dom-serializer-escapes-only plugin` }] };
      }
      const main = await builder.resolve('entities', { kind: args.kind, resolveDir: args.resolveDir, pluginData: 'main' });
      if (main.errors.length > 0) return main;
      return { path: join(dirname(main.path), 'escape.js') };
    });
  },
};

// The admin commands bundle the generated Prisma client, which a fresh checkout does not have yet
// (`npm run build` generates it only after this step).
if (!forPackage && !existsSync(join(root, 'lib', 'db', 'generated', 'client.ts'))) {
  const generated = spawnSync(process.execPath, [join(root, 'prisma', 'generate.mjs')], { stdio: 'inherit' });
  if (generated.status !== 0) process.exit(generated.status ?? 1);
}

const common = {
  absWorkingDir: root,
  outdir: outRoot,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  // The package ships without maps: they would double its size, for stack traces nobody reads without the sources.
  sourcemap: forPackage ? false : 'linked',
  logLevel: 'warning',
  write: false,
};

/**
 * The engine's check catalog, read from the engine when the CLI is built and compiled into it, so that `checks`,
 * --help and flag checking never load the engine (its parsers and HTTP client are most of the CLI's start-up); and
 * `agentgauge checks` as the command prints it, plain and in colour, which the launcher prints when the command is run
 * alone (bin/agentgauge): the catalog is fixed at build time, so its table is too, and loading the CLI's modules to
 * print it took 0.04-0.05 s beside Node's own start (bench/README.md). One bundle of our sources for both.
 */
async function catalogAndChecksTables() {
  const bundled = await build({
    ...common,
    stdin: {
      contents: [
        "export { CHECK_CATALOG } from './engine/index.ts';",
        "export { catalogTable } from './bin/cli/checks-table.ts';",
        "export { PLAIN, COLORED } from './bin/cli/style.ts';",
      ].join('\n'),
      resolveDir: root,
      loader: 'ts',
    },
    outdir: undefined,
    outfile: join(root, 'dist', `.catalog-${process.pid}.mjs`),
    sourcemap: false,
    packages: 'external',
  });
  const [file] = bundled.outputFiles;
  mkdirSync(dirname(file.path), { recursive: true });
  writeFileSync(file.path, file.contents);
  let sources;
  try {
    sources = await import(pathToFileURL(file.path).href);
  } finally {
    rmSync(file.path, { force: true });
  }
  const { CHECK_CATALOG: catalog, catalogTable, PLAIN, COLORED } = sources;
  const checksTables = [
    { path: join(outRoot, CHECKS_TABLE.plain), contents: new TextEncoder().encode(catalogTable(catalog, PLAIN)) },
    { path: join(outRoot, CHECKS_TABLE.coloured), contents: new TextEncoder().encode(catalogTable(catalog, COLORED)) },
  ];
  return { catalog, checksTables };
}

/**
 * The functions commander calls of two of Node's modules, which load when first called instead of with every command:
 * child_process (with net, dgram and streams) spawns only subcommands that are executables of their own (this CLI
 * has none), and node:util requires some forty modules when it loads.
 */
const COMMANDER_CALLS = { 'node:child_process': ['spawn'], 'node:util': ['stripVTControlCharacters'] };

/** commander's imports of COMMANDER_CALLS' modules, as stand-ins that load the module on the call. */
const commanderCallsLazily = {
  name: 'commander-calls-lazily',
  setup(builder) {
    builder.onResolve({ filter: /^(node:)?(child_process|util)$/ }, (args) => {
      if (args.kind !== 'import-statement' || !/[\\/]node_modules[\\/]commander[\\/]/.test(args.importer)) return undefined;
      const path = args.path.startsWith('node:') ? args.path : `node:${args.path}`;
      return COMMANDER_CALLS[path] ? { path, namespace: 'builtin-called-lazily' } : undefined;
    });
    builder.onLoad({ filter: /.*/, namespace: 'builtin-called-lazily' }, ({ path }) => {
      const calls = COMMANDER_CALLS[path].map((name) => `${name}: (...args) => process.getBuiltinModule(${JSON.stringify(path)}).${name}(...args)`);
      return { contents: `module.exports = { ${calls.join(', ')} };`, loader: 'js' };
    });
  },
};

/**
 * Node's built-in modules reached through require() instead of an import statement: importing one makes Node build its
 * whole namespace, which reads every lazy property and loads what they load (`import 'node:fs'` alone loads 30 more
 * of Node's internal modules, among them readline and fs/promises; `node:util` 36), while require() hands over the
 * module object and nothing runs until a property is read.
 */
const builtinsThroughRequire = {
  name: 'builtins-through-require',
  setup(builder) {
    const names = builtinModules.filter((name) => !name.startsWith('_')).map((name) => name.replace(/[/]/g, '\\/'));
    builder.onResolve({ filter: new RegExp(`^(node:)?(${names.join('|')})$`) }, (args) => {
      if (args.kind !== 'import-statement') return undefined;
      const fromCommander = /[\\/]node_modules[\\/]commander[\\/]/.test(args.importer);
      // esbuild keeps one module per path and namespace, so commander's partial stand-in gets a namespace of its own:
      // sharing one would hand whichever importer resolved first's version to every other (a build-order race).
      const namespace = fromCommander && COMMANDER_CALLS[args.path] ? 'builtin-called-lazily' : 'builtin-through-require';
      return { path: args.path, namespace };
    });
    builder.onLoad({ filter: /.*/, namespace: 'builtin-through-require' }, ({ path }) => ({
      contents: `module.exports = require(${JSON.stringify(path)});`,
      loader: 'js',
    }));
    builder.onLoad({ filter: /.*/, namespace: 'builtin-called-lazily' }, ({ path }) => {
      const calls = COMMANDER_CALLS[path].map((name) => `${name}: (...args) => process.getBuiltinModule(${JSON.stringify(path)}).${name}(...args)`);
      return { contents: `module.exports = { ${calls.join(', ')} };`, loader: 'js' };
    });
  },
};

/**
 * What the engine imports only when a check needs it (by the specifier it imports), as ES module entries of the CLI's
 * build (dist/chunks/<chunk>.mjs) rather than parts of the engine's script: most audits never load them, and a
 * script's whole source stays in memory.
 */
const LAZY_LIBRARIES = new Map([
  ['@modelcontextprotocol/client', { chunk: 'mcp-client' }],
  ['@modelcontextprotocol/client/validators/ajv', { chunk: 'mcp-client-validators' }],
  ['@readme/openapi-parser', { chunk: 'openapi-parser' }],
  // It patches the parser's Ajv, so it shares the parser's copy of it in the same build.
  ['./openapi-schema-cache.js', { chunk: 'openapi-schema-cache', entry: './engine/gather/openapi-schema-cache.ts' }],
  // Ajv and ajv-formats, for the schemas a site declares (engine/parse/json-schema.ts): the parser's copy of Ajv too.
  ['./ajv-builds.js', { chunk: 'ajv-builds', entry: './engine/parse/ajv-builds.ts' }],
  // The YAML parser, for an OpenAPI description that is not JSON (engine/gather/json-document.ts).
  ['../parse/yaml.js', { chunk: 'yaml', entry: './engine/parse/yaml.ts' }],
]);
/**
 * A plain local audit runs in the engine's script (bin/cli/audit-cli.ts): the CLI's modules that only some audits use
 * stay ES module entries of the CLI's build (dist/chunks/<chunk>.mjs), which the script requires when a run uses them
 * and the CLI's other commands import, one copy for both (an ApiError the API client throws is the class the exit
 * code's judge knows). By the specifier bin/cli/ imports each one with.
 */
const CLI_MODULES_ON_NEED = new Map(
  ['api-client', 'baseline', 'latest-baseline', 'compare-to', 'index-benchmark', 'config-file', 'extra-headers', 'formats/index', 'formats/compared'].map(
    (name) => [`./${name}.js`, { chunk: `cli-${name.replace('/', '-')}`, entry: `./bin/cli/${name}.ts` }],
  ),
);
const CLI_DIR = join(root, 'bin', 'cli');

/** turndown's HTML parser, loaded on its first parse (dominoOnFirstParse below). */
const DOMINO = { specifier: '@mixmark-io/domino', chunk: 'domino' };
const lazyEntries = Object.fromEntries([
  ...[...LAZY_LIBRARIES].map(([specifier, { chunk, entry }]) => [`chunks/${chunk}`, entry ?? specifier]),
  [`chunks/${DOMINO.chunk}`, DOMINO.specifier],
  ...[...CLI_MODULES_ON_NEED.values()].map(({ chunk, entry }) => [`chunks/${chunk}`, entry]),
]);

/** In the engine's script, each of those is required from its module beside the script (require(esm), Node 22.12+). */
const lazyFromChunks = {
  name: 'lazy-from-chunks',
  setup(builder) {
    builder.onResolve({ filter: /^[@.]/ }, (args) => {
      if (LAZY_LIBRARIES.has(args.path)) return { path: args.path, namespace: 'lazy-from-chunks', pluginData: LAZY_LIBRARIES.get(args.path).chunk };
      if (CLI_MODULES_ON_NEED.has(args.path) && args.resolveDir === CLI_DIR) {
        return { path: args.path, namespace: 'lazy-from-chunks', pluginData: CLI_MODULES_ON_NEED.get(args.path).chunk };
      }
      return undefined;
    });
    // Relative to the script: the require it is handed resolves from the script's own file, wherever the CLI is
    // installed (a start-up snapshot's script was built in another folder: bin/cli-package/snapshot-entry.cjs). The
    // path goes through a variable, which esbuild leaves to the require at run time.
    builder.onLoad({ filter: /.*/, namespace: 'lazy-from-chunks' }, (args) => ({
      contents: `const chunk = ${JSON.stringify(`./${args.pluginData}.mjs`)};\nmodule.exports = require(chunk);`,
      loader: 'js',
    }));
  },
};

/**
 * turndown's Node build requires domino (a whole DOM, about a sixth of the engine's script) when it loads, to parse
 * the HTML text it is handed; the engine hands it the page's parsed tree wherever it can (engine/agents/turndown-dom.ts),
 * so most audits parse no HTML with it at all. In the engine's script turndown gets a createDocument that loads domino
 * from its module beside the script (a CommonJS library as an ES module entry: its exports are the default export)
 * on the first parse. A build where turndown calls anything else of domino fails here, loudly.
 */
const dominoOnFirstParse = {
  name: 'domino-on-first-parse',
  setup(builder) {
    builder.onResolve({ filter: /^@mixmark-io\/domino$/ }, (args) => {
      if (!/[\\/]node_modules[\\/]turndown[\\/]/.test(args.importer)) return undefined;
      // A fixed path, not the importer's: the bundle names each module by its path, and the action's committed
      // bundle must be the same from every checkout (tests/system/cli/action-bundle.test.ts).
      return { path: DOMINO.specifier, namespace: 'domino-on-first-parse', pluginData: { turndown: args.importer } };
    });
    builder.onLoad({ filter: /.*/, namespace: 'domino-on-first-parse' }, async ({ pluginData }) => {
      const source = await readFile(pluginData.turndown, 'utf8');
      const unknown = [...new Set(source.match(/\bdomino\.\w+/g))].filter((name) => name !== 'domino.createDocument');
      if (unknown.length > 0) throw new Error(`turndown now uses ${unknown.join(', ')}: add it to the domino-on-first-parse shim`);
      const chunk = JSON.stringify(`./${DOMINO.chunk}.mjs`);
      return {
        contents: [
          `let real;`,
          `const chunk = ${chunk};`,
          `const load = () => (real ??= require(chunk).default);`,
          `module.exports = { createDocument: (...args) => load().createDocument(...args) };`,
        ].join('\n'),
        loader: 'js',
      };
    });
  },
};

/**
 * undici's HTTP/2 client reads node:http2 when it loads (its protocol constants), and node:http2 is the slowest of
 * Node's modules to load (10-25 ms here, a tenth of a one-page audit); a plain-HTTP site never opens an HTTP/2
 * session. In the engine's script it gets the constants (read from node:http2 when the CLI is built; they are the
 * protocol's) and a connect() that loads node:http2 on the first session. A build where undici calls anything else
 * of node:http2 fails here, loudly.
 */
const undiciHttp2OnFirstSession = {
  name: 'undici-http2-on-first-session',
  setup(builder) {
    builder.onResolve({ filter: /^node:http2$/ }, (args) => {
      if (!/[\\/]node_modules[\\/]undici[\\/]lib[\\/]dispatcher[\\/]client-h2\.js$/.test(args.importer)) return undefined;
      return { path: args.path, namespace: 'undici-http2-on-first-session' };
    });
    builder.onLoad({ filter: /.*/, namespace: 'undici-http2-on-first-session' }, async () => {
      const source = await readFile(join(root, 'node_modules', 'undici', 'lib', 'dispatcher', 'client-h2.js'), 'utf8');
      const used = new Set(source.match(/\bhttp2\.\w+/g));
      const unknown = [...used].filter((name) => name !== 'http2.connect');
      if (unknown.length > 0) throw new Error(`undici's client-h2.js now uses ${unknown.join(', ')}: add it to the undici-http2-on-first-session shim`);
      const { constants } = await import('node:http2');
      return {
        contents: `module.exports = { constants: ${JSON.stringify(constants)}, connect: (...args) => process.getBuiltinModule('node:http2').connect(...args) };`,
        loader: 'js',
      };
    });
  },
};

/**
 * undici reads two things of node:http when it loads: IncomingMessage (to tell a stream of node:http's own when it
 * destroys one) and maxHeaderSize (a client's default limit, where the caller sets none). node:http cannot be part of
 * the engine's start-up snapshot (its parser's binding is not serialisable: bin/cli-package/snapshot-entry.cjs), and
 * a plain audit never uses it (the engine sets every pool's header limit, and its streams are undici's own), so in the
 * engine's script both are read where they are used: node:http then loads on its first real use, through the stand-in
 * of builtinsOnFirstUse below. Same answers in every case. A build whose undici no longer has these lines fails here,
 * loudly.
 */
const UNDICI_HTTP_ON_USE = new Map([
  [
    'lib/core/util.js',
    [
      ["const { IncomingMessage } = require('node:http')", "const http = require('node:http')"],
      [
        '    if (Object.getPrototypeOf(stream).constructor === IncomingMessage) {',
        [
          '    const { constructor } = Object.getPrototypeOf(stream)',
          "    // Only node:http makes an IncomingMessage: the name first, so that another stream never loads node:http.",
          "    if (constructor?.name === 'IncomingMessage' && constructor === http.IncomingMessage) {",
        ].join('\n'),
      ],
    ],
  ],
  [
    'lib/dispatcher/client.js',
    [
      [
        [
          'const getDefaultNodeMaxHeaderSize = http &&',
          '  http.maxHeaderSize &&',
          '  Number.isInteger(http.maxHeaderSize) &&',
          '  http.maxHeaderSize > 0',
          '  ? () => http.maxHeaderSize',
          "  : () => { throw new InvalidArgumentError('http module not available or http.maxHeaderSize invalid') }",
        ].join('\n'),
        [
          'const getDefaultNodeMaxHeaderSize = () => {',
          '  if (http && http.maxHeaderSize && Number.isInteger(http.maxHeaderSize) && http.maxHeaderSize > 0) return http.maxHeaderSize',
          "  throw new InvalidArgumentError('http module not available or http.maxHeaderSize invalid')",
          '}',
        ].join('\n'),
      ],
    ],
  ],
]);
const undiciHttpOnUse = {
  name: 'undici-http-on-use',
  setup(builder) {
    builder.onLoad({ filter: /[\\/]node_modules[\\/]undici[\\/]lib[\\/](?:core[\\/]util|dispatcher[\\/]client)\.js$/ }, async ({ path }) => {
      const [file, replacements] = [...UNDICI_HTTP_ON_USE].find(([name]) => path.replaceAll('\\', '/').endsWith(`/undici/${name}`));
      let contents = await readFile(path, 'utf8');
      for (const [from, to] of replacements) {
        if (contents.split(from).length !== 2) throw new Error(`undici's ${file} no longer reads node:http as the undici-http-on-use plugin expects: update it`);
        contents = contents.replace(from, () => to);
      }
      return { contents, loader: 'js' };
    });
  },
};

/**
 * Node's modules that a one-page audit of a plain-HTTP site does not use, or uses only in a branch (TLS for https,
 * crypto for hashes and signatures, the DNS client, zlib for compressed bodies, assert in undici's checks), and that
 * cost 3-15 ms each to load: the engine's script and its libraries get a stand-in that loads the module on its first
 * property read or call. Its property names are the module's, read when the CLI is built; a library that destructures
 * one when it loads (`const { X } = require('node:http')`) loads it then, as before. undici calls assert(value) on
 * every request: the stand-in returns at once for a truthy value, as assert does, and loads node:assert to throw.
 */
const BUILTINS_ON_FIRST_USE = ['assert', 'crypto', 'dgram', 'fs/promises', 'http', 'https', 'perf_hooks', 'querystring', 'stream/web', 'tls', 'worker_threads', 'zlib'];
/** Own properties every function has; a stand-in function keeps its own. */
const FUNCTION_OWN = new Set(['length', 'name', 'prototype', 'arguments', 'caller']);
const builtinsOnFirstUse = {
  name: 'builtins-on-first-use',
  setup(builder) {
    const names = BUILTINS_ON_FIRST_USE.map((name) => name.replace(/[/]/g, '\\/'));
    builder.onResolve({ filter: new RegExp(`^(node:)?(${names.join('|')})$`) }, (args) => ({
      path: args.path.replace(/^node:/, ''),
      namespace: 'builtin-on-first-use',
    }));
    builder.onLoad({ filter: /.*/, namespace: 'builtin-on-first-use' }, ({ path }) => {
      const real = process.getBuiltinModule(`node:${path}`);
      const callable = typeof real === 'function';
      const keys = Object.getOwnPropertyNames(real).filter((key) => !(callable && FUNCTION_OWN.has(key)));
      return {
        contents: [
          `let real;`,
          `const load = () => (real ??= process.getBuiltinModule(${JSON.stringify(`node:${path}`)}));`,
          callable ? `const module_ = function (...args) { ${path === 'assert' ? 'if (args.length > 0 && args[0]) return; ' : ''}return new.target ? Reflect.construct(load(), args, new.target) : load().apply(this, args); };` : `const module_ = {};`,
          `for (const key of ${JSON.stringify(keys)}) Object.defineProperty(module_, key, { get: () => load()[key], enumerable: true, configurable: true });`,
          `module.exports = module_;`,
        ].join('\n'),
        loader: 'js',
      };
    });
  },
};

/**
 * The start of a plain local audit from the engine's start-up snapshot (bin/cli/snapshot-launch.ts), which
 * bin/agentgauge requires before the CLI's ES modules: one CommonJS file, with nothing of the commands the table of
 * command files loads (bin/cli/command-files.ts: its loaders stay imports that this file never makes).
 */
const commandLoadersLeftOut = {
  name: 'command-loaders-left-out',
  setup(builder) {
    builder.onResolve({ filter: /^\.\/[\w-]+\.js$/ }, (args) =>
      args.kind === 'dynamic-import' && args.importer === join(CLI_DIR, 'command-files.ts') ? { path: args.path, external: true } : undefined,
    );
  },
};
function snapshotLauncher(engineScriptName) {
  return build({
    ...common,
    entryPoints: { 'snapshot-start': 'bin/cli/snapshot-launch.ts' },
    outExtension: { '.js': '.cjs' },
    format: 'cjs',
    sourcemap: false,
    define: { AGENTGAUGE_ENGINE_SCRIPT: JSON.stringify(`chunks/${engineScriptName}`) },
    plugins: [commandLoadersLeftOut],
  });
}

/** What the CLI runs of the engine and a plain local audit (bin/cli/engine-script-entry.ts), as the CommonJS script described above. */
const SCRIPT_PARAMETERS = ['exports', 'require', 'module', '__agentgaugeScript'];
function engineScript() {
  return build({
    ...common,
    entryPoints: { engine: 'bin/cli/engine-script-entry.ts' },
    // A content hash in its name, which also names its code cache (V8 checks a cache only against the length of
    // its source, not its content), and a CLI started during another build keeps the script it was built with.
    entryNames: 'chunks/[name]-[hash]',
    outExtension: { '.js': '.cjs' },
    format: 'cjs',
    // One function expression, which the loader (bin/cli/code-cached-script.ts) compiles as it is read (a wrapper
    // added at run time would be a second copy of the source in memory) and calls with CommonJS's first three
    // arguments (its require resolves from the script's own file) and an object holding the script's own URL, from
    // which the token counter finds its rank table. An object, read when used, because a start-up snapshot of the
    // script (bin/cli-package/snapshot-entry.cjs) is made in one folder and runs from another: it sets the URL when
    // it starts. No __dirname or __filename, for the same reason (the build fails on one: below).
    banner: { js: `(function (${SCRIPT_PARAMETERS.join(', ')}) {` },
    footer: { js: '})' },
    define: { 'import.meta.url': '__agentgaugeScript.url', AGENTGAUGE_IN_ENGINE_SCRIPT: 'true' },
    // The source stays in memory as long as the script runs.
    minifyWhitespace: true,
    external: [BROWSER_DRIVER],
    // A plain local audit's CLI code comes with it (bin/cli/audit-cli.ts): commander, and the version of package.json.
    plugins: [
      lazyFromChunks,
      dominoOnFirstParse,
      undiciHttp2OnFirstSession,
      undiciHttpOnUse,
      builtinsOnFirstUse,
      commanderCallsLazily,
      versionOnlyManifest,
      cheerioWithoutLoaders,
      domSerializerEscapesOnly,
      compactTokenCounter,
      undiciPoolOnly,
    ],
    logOverride: { 'ignored-bare-import': 'silent' },
  });
}

/**
 * The script with every non-ASCII character as a \u escape (esbuild leaves some in regular expressions and comments),
 * so the loader reads it as Latin-1, which Node keeps outside V8's heap as one byte a character. Every code unit is
 * escaped on its own, which means the same in strings, templates, regular expressions and comments.
 */
function asciiOnly(file) {
  const text = new TextDecoder().decode(file.contents);
  const escaped = text.replace(/[^\x00-\x7f]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return { path: file.path, contents: new TextEncoder().encode(escaped) };
}

/**
 * The package's copy of axe-core's browser script (with its licence), where the rendered view reads it when no
 * node_modules holds axe-core: beside the engine script, at the path it would resolve (engine/render/render-page.ts).
 */
async function axeScript() {
  const axeRoot = dirname(createRequire(import.meta.url).resolve('axe-core/package.json'));
  return Promise.all(
    ['axe.min.js', 'LICENSE'].map(async (name) => ({ path: join(chunksDir, 'axe-core', name), contents: await readFile(join(axeRoot, name)) })),
  );
}

let outputs;
try {
  const [{ catalog, checksTables }, engine] = await Promise.all([catalogAndChecksTables(), engineScript()]);
  const engineFile = asciiOnly(engine.outputFiles.find((file) => file.path.endsWith('.cjs')));
  const placeBound = new TextDecoder().decode(engineFile.contents).match(/\b__(?:dirname|filename)\b/);
  if (placeBound) throw new Error(`the engine script reads ${placeBound[0]}, which a start-up snapshot would fix at its build's folder: use import.meta.url`);
  const [cli, launcher, thread] = await Promise.all([
    build({
      ...common,
      entryPoints: { cli: 'bin/cli/main.ts', ...lazyEntries },
      define: {
        // JSON text in a string literal (bin/cli/catalog.ts parses it).
        AGENTGAUGE_BUILT_CATALOG: JSON.stringify(JSON.stringify(catalog)),
        AGENTGAUGE_ENGINE_SCRIPT: JSON.stringify(`chunks/${basename(engineFile.path)}`),
      },
      chunkNames: 'chunks/[name]-[hash]',
      splitting: true,
      external: forPackage ? [BROWSER_DRIVER] : [...DATABASE_PACKAGES, BROWSER_DRIVER],
      plugins: [
        ...(forPackage ? [adminLeftToTheService] : []),
        builtinsThroughRequire,
        versionOnlyManifest,
        cheerioWithoutLoaders,
        compactTokenCounter,
        undiciPoolOnly,
      ],
      // lib/schemas imports zod-openapi for its type augmentation only, which a bundle rightly drops.
      logOverride: { 'ignored-bare-import': 'silent' },
      // Bundled CommonJS libraries call require() for Node's built-in modules.
      banner: { js: "import { createRequire as __agentgaugeCreateRequire } from 'node:module'; const require = __agentgaugeCreateRequire(import.meta.url);" },
    }),
    snapshotLauncher(basename(engineFile.path)),
    // The service's bundles (lib/settings/service-bundles.mjs): its sources compiled in, node_modules as the service resolves them.
    forPackage
      ? { outputFiles: [] }
      : build({
          ...common,
          entryPoints: { 'audit-thread': 'lib/server/audit-process.ts', 'traffic-thread': 'lib/server/traffic-thread.ts', start: 'bin/start.ts', worker: 'bin/worker.ts' },
          packages: 'external',
        }),
  ]);
  // The table beside the engine script, where the token counter reads it from (import.meta.url, defined above).
  const { default: o200kBase } = await import('gpt-tokenizer/bpeRanks/o200k_base');
  const ranks = { path: join(dirname(engineFile.path), RANKS_FILE), contents: encodeRanks(o200kBase) };
  outputs = [...cli.outputFiles, ...launcher.outputFiles, ...checksTables, engineFile, ...engine.outputFiles.filter((file) => file.path !== engineFile.path), ranks, ...thread.outputFiles];
  if (forPackage) outputs.push(...(await axeScript()));
} catch (error) {
  if (!(error?.errors?.length > 0)) console.error(error);
  // esbuild has already printed each of its errors with its location.
  process.exit(1);
}

// The package's folder holds this build alone.
if (forPackage) rmSync(outRoot, { recursive: true, force: true });
// Written aside and renamed into place, so a CLI started while another build runs (parallel test files) never
// loads a half-written file. The entry last: it must never point at a chunk that is not there yet.
const entry = join(outRoot, 'cli.mjs');
const entries = new Set([entry, `${entry}.map`, join(outRoot, 'snapshot-start.cjs')]);
const isEntry = (file) => entries.has(file.path);
const entryLast = [...outputs.filter((file) => !isEntry(file)), ...outputs.filter(isEntry)];
for (const file of entryLast) {
  mkdirSync(dirname(file.path), { recursive: true });
  const partial = `${file.path}.${process.pid}.partial`;
  writeFileSync(partial, file.contents);
  renameSync(partial, file.path);
}

const current = new Set(outputs.map((file) => basename(file.path)));
// The engine's code cache and start-up snapshot for this runtime, made after the bundles are in place (the code
// cache's training audit runs them).
if (!forPackage) {
  const engineScript = basename(outputs.find((file) => /[\\/]engine-[A-Z0-9]+\.cjs$/.test(file.path)).path);
  for (const name of [packagedCacheName(engineScript), snapshotName(engineScript), snapshotManifestName(engineScript)]) current.add(name);
  try {
    const cache = await makeCodeCache(root, root, readCodeCaches(root), engineScript);
    if (cache.made) process.stderr.write(`build-cli: the engine's code cache for this runtime is ${cache.path}\n`);
  } catch (error) {
    // The CLI works the same without it; its first audit then compiles the engine and stores its own cache.
    process.stderr.write(`build-cli: no code cache for the engine (its first audit will make one): ${error.message}\n`);
  }
  try {
    const snapshot = await makeSnapshot(root, root, new Map(), engineScript);
    if (snapshot.made) process.stderr.write(`build-cli: the engine's start-up snapshot for this runtime is ${snapshot.path}${describeCompiled(snapshot)}\n`);
  } catch (error) {
    // The CLI works the same without it, from the code-cached script.
    process.stderr.write(`build-cli: no start-up snapshot of the engine (a local audit starts from the code-cached script): ${error.message}\n`);
  }
}

// Chunk names carry a content hash: drop the ones earlier builds left behind. Only old ones, because a build that
// runs at the same moment on other sources (a test run while files change) may still be loading its own.
const STALE_AFTER_MS = 10 * 60 * 1000;
for (const name of readdirSync(chunksDir)) {
  const path = join(chunksDir, name);
  // A build running at the same moment may rename its partial file away between the listing and this look.
  const stats = current.has(name) ? undefined : statSync(path, { throwIfNoEntry: false });
  if (stats && Date.now() - stats.mtimeMs > STALE_AFTER_MS) rmSync(path, { force: true });
}
