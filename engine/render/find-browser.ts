// Where a local Chromium, Chrome or Edge is: the path the user names, the environment, or the usual install paths.
// Light (no playwright-core), so the CLI can name the flag and variables before it loads anything.
import { existsSync } from 'node:fs';

/** The environment variables that name a browser, in the order they are read. */
export const BROWSER_ENV = ['AGENTGAUGE_BROWSER', 'CHROME_PATH'] as const;

const KNOWN_PATHS: Record<string, string[]> = {
  linux: [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable',
    '/snap/bin/chromium',
    '/usr/bin/microsoft-edge',
  ],
  darwin: [
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    '/Applications/Chromium.app/Contents/MacOS/Chromium',
    '/Applications/Microsoft Edge.app/Contents/MacOS/Microsoft Edge',
  ],
  win32: [
    'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
    'C:\\Program Files (x86)\\Google\\Chrome\\Application\\chrome.exe',
    'C:\\Program Files (x86)\\Microsoft\\Edge\\Application\\msedge.exe',
  ],
};

/** The browser to use: an explicit path, else the environment, else the first known install path that exists; null when none. */
export function findBrowser(explicit?: string | null, env: NodeJS.ProcessEnv = process.env): string | null {
  if (explicit) return existsSync(explicit) ? explicit : null;
  for (const name of BROWSER_ENV) {
    const value = env[name];
    if (value) return existsSync(value) ? value : null;
  }
  return (KNOWN_PATHS[process.platform] ?? []).find((path) => existsSync(path)) ?? null;
}
