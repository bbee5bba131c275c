// Issue 35 point 5: a command loads what it uses. `agentgauge checks` and --help read the catalog compiled into the
// CLI and must not load the engine's audit modules (the engine script, its checks, gatherers and parsers), the libraries
// only audits and input checking use (zod, cheerio, undici, the MCP client), or Node's socket and DNS modules; an audit
// does load them, which proves the recording sees them. Within an audit, the libraries only some sites need (domino,
// turndown's HTML parser; Ajv; the YAML parser) load when a page or document needs them, and the report is the same.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit, type AuditReport } from '../../../engine/index.js';
import { NO_DNS } from '../../helpers/check-audit';
import { html, json, serveSite, text, type FixtureSite } from '../../helpers/site';
import { buildCli, runCli } from '../../helpers/cli/run-cli';

const RECORDER = fileURLToPath(new URL('../../fixtures/cli/record-loads.mjs', import.meta.url));
/** Source comments esbuild writes before each module of the CLI's chunks: these are the audit's, not the light engine's. */
const AUDIT_MODULES = /^\/\/ engine\/(?:index|audit)\.ts$|^\/\/ engine\/(?:checks|gather|render\/render-page|isolate)\//m;
/** Libraries only an audit or a command's input checking needs (zod alone was 0.76 MB of `checks`' start-up). */
const AUDIT_LIBRARIES = /^\/\/ node_modules\/(?:zod|cheerio|turndown|re2js|undici|@modelcontextprotocol)\//m;
/** Node's modules that cost a light command 3-70 ms to load (sockets, streams, DNS), read only when first called. */
const AUDIT_BUILTINS = ['node:net', 'node:dns', 'node:dns/promises', 'node:http2', 'node:tls'];
/**
 * Node's modules that a one-page audit of an uncompressed plain-HTTP page does not use, each 3-15 ms to load: the
 * engine script loads them on first use (bin/build-cli.mjs), and the engine reads them only where it needs them
 * (compressed bodies, the DNS client, HTTP/2; node:http, which undici reads only where it is used: issue 65).
 * node:crypto is not among them: the https twin probe loads node:tls, which loads it.
 */
const UNUSED_BY_A_PLAIN_AUDIT = ['zlib', 'dgram', 'assert', 'fs/promises', 'dns', 'http2', 'http'];
/**
 * Libraries an audit loads only where the site needs them (bin/build-cli.mjs, chunks of their own), by the paths the
 * built files name their modules with (`// node_modules/…` in a chunk, `"node_modules/…"` in the engine's script):
 * domino to convert HTML text to Markdown (the page's parsed tree needs none), Ajv to compile a schema the site
 * declares, the YAML parser to read a description that is not JSON.
 */
const LOADED_ON_NEED = { domino: /node_modules\/@mixmark-io\/domino\//, ajv: /node_modules\/ajv\//, yaml: /node_modules\/yaml\// };

/** An OpenAPI description in YAML whose one operation declares a response schema (so the audit compiles it). */
const OPENAPI_YAML = `openapi: 3.1.0
info:
  title: Items API
  version: 1.0.0
paths:
  /items:
    get:
      operationId: listItems
      summary: List items
      responses:
        '200':
          description: The items
          content:
            application/json:
              schema:
                type: array
                items:
                  type: object
                  required: [id]
                  properties:
                    id: { type: string }
`;
/** Main content every agent reads; with a noscript element, a tree the Markdown is not made from (the HTML text is). */
const article = (noscript: string) =>
  `<!doctype html><html lang="en"><head><title>Items</title></head><body><main><h1>Items</h1>${'<p>Every item has an id, a name and a price; the API lists them in pages of fifty, newest first.</p>'.repeat(8)}${noscript}</main></body></html>`;

let work: string;
let site: FixtureSite;
let apiSite: FixtureSite;
let articleSite: FixtureSite;

beforeAll(async () => {
  buildCli();
  work = mkdtempSync(path.join(tmpdir(), 'agentgauge-loads-'));
  site = await serveSite({ '/': html('<!doctype html><html lang="en"><head><title>Loads</title></head><body><main><h1>Loads</h1></main></body></html>') });
  articleSite = await serveSite({ '/': html(article('')) });
  apiSite = await serveSite({
    '/': html(article('<noscript><p>Scripts add nothing here.</p></noscript>'), { link: '</openapi.yaml>; rel="service-desc"; type="application/yaml"' }),
    '/openapi.yaml': text(OPENAPI_YAML, 'application/yaml'),
    '/items': json([{ id: 'a' }, { id: 'b' }]),
  });
}, 240_000);

afterAll(async () => {
  await Promise.all([site?.close(), apiSite?.close(), articleSite?.close()]);
  if (work) rmSync(work, { recursive: true, force: true });
});

/** The files one CLI run loaded or read, and which of them hold engine audit modules. */
async function loadsOf(args: string[]): Promise<{ code: number | null; stdout: string; engineFiles: string[]; libraryFiles: string[]; onNeed: string[]; builtins: string[]; native: string[]; icu: string[] }> {
  const file = path.join(work, `${args.join('-').replace(/\W+/g, '_')}.txt`);
  const result = await runCli(args, { RECORD_LOADS_FILE: file, NODE_OPTIONS: `--import=${RECORDER}` });
  const loaded = readFileSync(file, 'utf8').split('\n');
  const files = loaded
    .map((entry) => (entry.startsWith('file:') ? fileURLToPath(entry) : entry))
    .filter((entry) => /[\\/]dist[\\/]/.test(entry) && /\.(?:mjs|cjs)$/.test(entry));
  const engineFiles = files.filter((entry) => /engine-[\w]+\.cjs$/.test(entry) || AUDIT_MODULES.test(readFileSync(entry, 'utf8')));
  const libraryFiles = files.filter((entry) => AUDIT_LIBRARIES.test(readFileSync(entry, 'utf8')));
  const texts = files.map((entry) => readFileSync(entry, 'utf8'));
  const onNeed = Object.entries(LOADED_ON_NEED).flatMap(([name, pattern]) => (texts.some((text) => pattern.test(text)) ? [name] : []));
  return {
    code: result.code,
    stdout: result.stdout,
    onNeed,
    engineFiles: engineFiles.map((entry) => path.basename(entry)),
    libraryFiles: libraryFiles.map((entry) => path.basename(entry)),
    builtins: loaded.filter((entry) => AUDIT_BUILTINS.includes(entry)),
    native: loaded.flatMap((entry) => (entry.startsWith('native:') ? [entry.slice('native:'.length)] : [])),
    icu: loaded.filter((entry) => entry.startsWith('icu:')),
  };
}

describe('what each command loads', () => {
  it.each([[['checks']], [['checks', '--json']], [['checks', 'robots-txt']], [['--help']], [['audit', '--help']]])('agentgauge %j loads no engine audit module', async (args) => {
    const { code, engineFiles, libraryFiles, builtins, icu } = await loadsOf(args);
    expect(code).toBe(0);
    expect(engineFiles).toEqual([]);
    expect(libraryFiles).toEqual([]);
    expect(builtins).toEqual([]);
    expect(icu).toEqual([]);
  }, 60_000);

  it('--help loads neither the check catalog nor any command\'s code (commands load theirs when they run)', async () => {
    const file = path.join(work, 'help-files.txt');
    const result = await runCli(['--help'], { RECORD_LOADS_FILE: file, NODE_OPTIONS: `--import=${RECORDER}` });
    expect(result.code).toBe(0);
    const chunks = readFileSync(file, 'utf8')
      .split('\n')
      .filter((entry) => entry.startsWith('file:') && /[\\/]dist[\\/].*\.mjs$/.test(entry))
      .map((entry) => readFileSync(fileURLToPath(entry), 'utf8'));
    const modules = chunks.flatMap((text) => [...text.matchAll(/^\/\/ (bin\/cli\/[\w/-]+\.ts)$/gm)].map((match) => match[1]!));
    expect(modules.length).toBeGreaterThan(0);
    expect(modules.filter((module) => /catalog|audit-run|audit-settings|formats\/(?!names)|baseline|local-audit|engine\.ts/.test(module))).toEqual([]);
  }, 60_000);

  it('a full local audit of a plain page formats no number through ICU and loads none of Node\'s modules or the libraries it does not use', async () => {
    const { code, engineFiles, onNeed, native, icu } = await loadsOf(['audit', site.url, '--local', '--allow-private-targets', '--json']);
    expect(code).toBe(0);
    expect(engineFiles.some((file) => /^engine-\w+\.cjs$/.test(file))).toBe(true);
    // No HTML text converted to Markdown, no schema compiled, no YAML read.
    expect(onNeed).toEqual([]);
    // The recording sees Node's modules however they load (the engine's HTTP client is among them).
    expect(native).toContain('net');
    expect(native.filter((name) => UNUSED_BY_A_PLAIN_AUDIT.includes(name))).toEqual([]);
    expect(icu).toEqual([]);
  }, 120_000);

  it('a local audit does load them (the recording sees the engine)', async () => {
    const { code, engineFiles } = await loadsOf(['audit', site.url, '--local', '--allow-private-targets', '--checks', 'robots-txt', '--json']);
    expect(code).toBe(0);
    expect(engineFiles.some((file) => /^engine-\w+\.cjs$/.test(file))).toBe(true);
  }, 120_000);

  it('an audit of a page that every agent reads converts it from its parsed tree, without domino', async () => {
    const { code, stdout, onNeed } = await loadsOf(['audit', articleSite.url, '--local', '--allow-private-targets', '--json']);
    expect(code).toBe(0);
    expect(onNeed).toEqual([]);
    const views = (JSON.parse(stdout) as AuditReport).agents!.pages[0]!.views;
    expect(views.filter((view) => view.markdown === 'converted').map((view) => view.profile)).toContain('claude-code');
    expect(views.find((view) => view.profile === 'claude-code')).toMatchObject({ verdict: 'reads', cause: 'ok', mainShare: 1 });
  }, 120_000);

  it('an audit of a site that needs them loads domino, Ajv and the YAML parser, and reports what the engine reports', async () => {
    const { code, stdout, onNeed } = await loadsOf(['audit', apiSite.url, '--local', '--allow-private-targets', '--json']);
    expect(code).toBe(0);
    expect(onNeed).toEqual(['domino', 'ajv', 'yaml']);
    const cli = JSON.parse(stdout) as AuditReport;
    // The engine as the service runs it: its libraries loaded as they are imported, from node_modules.
    const engine = await audit(apiSite.url, { allowPrivateTargets: true, resolver: NO_DNS });
    const openapi = (report: AuditReport) => report.results.find((result) => result.id === 'openapi')!;
    expect(openapi(cli).findings.map((finding) => `${finding.status}: ${finding.message}`)).toEqual(
      expect.arrayContaining([
        `pass: OpenAPI 3.1.0 description found at ${apiSite.origin}/openapi.yaml.`,
        'pass: The description passes structural validation against the OpenAPI schema.',
        'pass: GET /items answers as the description declares.',
      ]),
    );
    expect(JSON.stringify(openapi(cli).findings)).toContain('body valid against the declared schema');
    expect(openapi(cli).findings).toEqual(openapi(engine).findings);
    const views = (report: AuditReport) => report.agents!.pages[0]!.views.map(({ profile, markdown, textLength, kept, mainShare, excerpt, verdict, cause, reason }) => ({ profile, markdown, textLength, kept, mainShare, excerpt, verdict, cause, reason }));
    const claudeCode = views(cli).find((view) => view.profile === 'claude-code')!;
    expect(claudeCode).toMatchObject({ markdown: 'converted', verdict: 'reads', cause: 'ok' });
    expect(claudeCode.excerpt).toMatch(/^Items\n=*|^# Items/);
    expect(views(cli)).toEqual(views(engine));
  }, 120_000);

  it('checking a --journey flag loads zod (the recording sees the libraries)', async () => {
    const { code, libraryFiles } = await loadsOf(['journeys', site.url, '--local', '--allow-private-targets', '--journey', 'no arrow here']);
    expect(code).toBe(2);
    expect(libraryFiles.length).toBeGreaterThan(0);
  }, 60_000);
});
