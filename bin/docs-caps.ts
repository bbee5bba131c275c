// `npm run docs:caps`: writes the tables of the reference docs that come from the code (bin/docs-tables.ts): the
// checks and their caps, budgets and environment variables in docs/checks-and-scorecard.md, the API's operations in
// docs/api.md. tests/system/cli/checks-docs.test.ts and tests/unit/docs/docs-in-step.test.ts fail while a page's copy is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DOC_BLOCKS, withBlock } from './docs-tables';

for (const block of DOC_BLOCKS) {
  const page = fileURLToPath(new URL(`../${block.file}`, import.meta.url));
  writeFileSync(page, withBlock(readFileSync(page, 'utf8'), block));
}
