// Lighthouse's Agentic Browsing category (Lighthouse 13.5, a dev dependency) as bench:rendered runs it: the same
// Chromium, fenced like ours, with WebMCP switched on so that its webmcp-* audits judge the page instead of answering
// "not applicable".
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Debian's Chromium 156 ships WebMCP behind its Blink runtime feature `WebMCP` (status "experimental" in
 * third_party/blink/renderer/platform/runtime_enabled_features.json5, chromium/chromium 0011bdaef13f; `WebMCPTesting`
 * beside it). Switched on, `document.modelContext` (registerTool, getTools, executeTool) and the DevTools protocol's
 * `WebMCP` domain exist, which Lighthouse's WebMCP gatherer needs (core/gather/gatherers/webmcp.js: `WebMCP.enable`
 * and `typeof document.modelContext`). `navigator.modelContext` stays undefined, as in the current draft.
 */
const WEBMCP_FEATURE_FLAG = '--enable-features=WebMCP';

/** The part of a Lighthouse result the comparison reads. */
export interface LighthouseResult {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, LighthouseAudit>;
  runtimeError?: { code: string; message: string };
}

export interface LighthouseAudit {
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  errorMessage?: string;
  details?: { type: string; items?: Array<Record<string, unknown>> };
}

export interface LighthouseRun {
  seconds: number;
  result: LighthouseResult | null;
  /** Why no result came back (exit code and the end of stderr). */
  failure: string | null;
}

/**
 * How long one Lighthouse run may take. Lighthouse bounds a page's load (45 s), not a renderer that never yields after
 * it: on the hostile fixture page its protocol calls then time out one after another (486 s in one run, ending in
 * NO_FCP). Stopped with SIGINT, on which chrome-launcher kills its Chromium, then SIGKILL.
 */
const LIGHTHOUSE_TIMEOUT_MS = 120_000;

/**
 * `lighthouse <page> --only-categories=agentic-browsing` on `chromium`, whose every connection except to `allowedHost`
 * goes to `blackholePort` (a listener that drops it) and which resolves no host name: it reaches the fixture only.
 */
export function runLighthouseAgentic(page: string, options: { chromium: string; blackholePort: number; allowedHost: string }): Promise<LighthouseRun> {
  const chromeFlags = [
    '--headless=new',
    '--no-sandbox',
    WEBMCP_FEATURE_FLAG,
    `--proxy-server=http://127.0.0.1:${options.blackholePort}`,
    `--proxy-bypass-list=<-loopback>;${options.allowedHost}`,
    '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
  ].join(' ');
  const argv = [join(root, 'node_modules', 'lighthouse', 'cli', 'index.js'), page, '--only-categories=agentic-browsing', '--output=json', '--quiet', `--chrome-flags=${chromeFlags}`];
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, argv, { env: { ...process.env, CHROME_PATH: options.chromium }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGINT');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    }, LIGHTHOUSE_TIMEOUT_MS);
    child.on('close', (code) => {
      clearTimeout(timer);
      const seconds = (performance.now() - started) / 1000;
      if (timedOut) return resolve({ seconds, result: null, failure: `stopped after ${LIGHTHOUSE_TIMEOUT_MS / 1000} s without a result` });
      try {
        resolve({ seconds, result: JSON.parse(stdout) as LighthouseResult, failure: null });
      } catch {
        resolve({ seconds, result: null, failure: `lighthouse exited with ${code}: ${stderr.trim().split('\n').at(-1) ?? ''}` });
      }
    });
  });
}
