// Debian's Chromium as every browser test launches it: headless, and with its own background networking off (the
// contexts the tests make vet every request to 127.0.0.1, tests/helpers/browser/helpers.ts newContext).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
