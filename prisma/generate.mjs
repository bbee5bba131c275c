// Generates the Prisma client into lib/db/generated without network access.
// `prisma generate` wants a schema-engine binary path although it never runs it; the Prisma CLI cannot
// download one here, so any existing file satisfies the check (see /docs on PRISMA_SCHEMA_ENGINE_BINARY).
//
// It runs as the postinstall, which npm reruns more often than the schema changes (an `npm i <pkg>`, `npx` from the
// checkout). `npm start` rebuilds the web app when a source is newer than its build (lib/server/build.ts), and Prisma
// writes every file again even when nothing changed: a file (or folder) whose content is the same as before gets its
// old times back, so an unchanged schema never costs a rebuild.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, utimesSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const prismaCli = require.resolve('prisma/build/index.js');
const schema = fileURLToPath(new URL('./schema.prisma', import.meta.url));
const output = fileURLToPath(new URL('../lib/db/generated', import.meta.url));

/** Every file and folder of the output (and the output's parent, whose listing Prisma may touch): content and times. */
function snapshot() {
  const entries = new Map();
  const visit = (path) => {
    const stats = statSync(path);
    const content = stats.isDirectory() ? readdirSync(path).sort().join('\n') : createHash('sha256').update(readFileSync(path)).digest('hex');
    entries.set(path, { content, atime: stats.atimeMs / 1000, mtime: stats.mtimeMs / 1000 });
    if (stats.isDirectory() && path !== join(output, '..')) for (const name of readdirSync(path)) visit(join(path, name));
  };
  if (existsSync(output)) {
    visit(join(output, '..'));
    visit(output);
  }
  return entries;
}

const before = snapshot();
const result = spawnSync(process.execPath, [prismaCli, 'generate', '--schema', schema], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? process.execPath,
    PRISMA_HIDE_UPDATE_MESSAGE: '1',
    CHECKPOINT_DISABLE: '1',
  },
});
if (result.status === 0) {
  for (const [path, now] of snapshot()) {
    const earlier = before.get(path);
    if (earlier && earlier.content === now.content) utimesSync(path, earlier.atime, earlier.mtime);
  }
}
process.exit(result.status ?? 1);
