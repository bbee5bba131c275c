// Generates the Prisma client into lib/db/generated without network access.
// `prisma generate` wants a schema-engine binary path although it never runs it; the Prisma CLI cannot
// download one here, so any existing file satisfies the check (see /docs on PRISMA_SCHEMA_ENGINE_BINARY).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const prismaCli = require.resolve('prisma/build/index.js');
const schema = fileURLToPath(new URL('./schema.prisma', import.meta.url));

const result = spawnSync(process.execPath, [prismaCli, 'generate', '--schema', schema], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? process.execPath,
    PRISMA_HIDE_UPDATE_MESSAGE: '1',
    CHECKPOINT_DISABLE: '1',
  },
});
process.exit(result.status ?? 1);
