// The one loader of the rendered view's browser driver, playwright-core: an optional add-on (the CLI package does not
// install it), loaded on first use only. It is looked for beside the running code (a checkout's node_modules, or the
// global folder that holds a global install of the CLI), then beside the working directory (a built service whose
// bundle was moved away from its sources), then in npm's global folder of the running Node, where
// `npm i -g playwright-core` puts it. Nothing is cached: a load that failed is tried again by the next caller.
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BrowserType } from 'playwright-core';
import { requireFrom } from './node-require.js';

type Driver = typeof import('playwright-core');

const DRIVER = 'playwright-core';

/** The one line said wherever the driver is missing (the CLI puts `--browser: ` before it). */
export const PLAYWRIGHT_MISSING = `the rendered view needs ${DRIVER}, which is not installed: run "npm i -g ${DRIVER}" (it drives the Chrome or Chromium already on this machine; no browser is downloaded)`;

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  // The built CLI runs its engine as a script without an ES module loader, where import() itself is unavailable.
  return code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND' || code === 'ERR_VM_DYNAMIC_IMPORT_CALLBACK_MISSING';
}

/** npm's global node_modules of this Node (<prefix>/lib/node_modules on Unix, <prefix>/node_modules on Windows). */
function globalModuleFolder(): string {
  const prefix = process.env.npm_config_prefix || (process.platform === 'win32' ? dirname(process.execPath) : dirname(dirname(process.execPath)));
  return process.platform === 'win32' ? join(prefix, 'node_modules') : join(prefix, 'lib', 'node_modules');
}

/** Its CommonJS entry names `chromium`; an ES module namespace of it may carry it on the default export only. */
function chromiumOf(loaded: Driver & { default?: Driver }): BrowserType {
  return (loaded.chromium ?? loaded.default?.chromium) as BrowserType;
}

/** playwright-core's Chromium driver, or an Error whose message is PLAYWRIGHT_MISSING. */
export async function loadChromium(): Promise<BrowserType> {
  // playwright-core is CommonJS: required beside this code, then from npm's global folder (the built CLI's engine is a
  // script without an ES module loader), and imported natively last (where a bundler stands in for require).
  for (const from of [import.meta.url, pathToFileURL(join(process.cwd(), 'package.json')).href, pathToFileURL(`${globalModuleFolder()}/`).href]) {
    try {
      return chromiumOf(requireFrom(from)(DRIVER) as Driver);
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }
  try {
    return chromiumOf((await import(/* webpackIgnore: true */ DRIVER)) as Driver);
  } catch (error) {
    if (isMissing(error)) throw new Error(PLAYWRIGHT_MISSING);
    throw error;
  }
}
