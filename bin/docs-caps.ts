// `npm run docs:caps`: writes the README's table of caps, budgets and environment variables from the check catalog
// (lib/web/check-catalog.ts renders it; tests/cli/checks-docs.test.ts fails while the README's copy is stale).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { capsMarkdown } from '../lib/web/check-catalog';

const CAPS_START = '<!-- caps:start (npm run docs:caps writes this table from the check catalog) -->';
const CAPS_END = '<!-- caps:end -->';

const readme = fileURLToPath(new URL('../README.md', import.meta.url));
const text = readFileSync(readme, 'utf8');
const start = text.indexOf(CAPS_START);
const end = text.indexOf(CAPS_END);
if (start < 0 || end < start) throw new Error(`README.md has no ${CAPS_START} … ${CAPS_END} block`);
writeFileSync(readme, `${text.slice(0, start + CAPS_START.length)}\n${capsMarkdown()}\n${text.slice(end)}`);
