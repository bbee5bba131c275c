// For the Prisma CLI where it can download its engines (`prisma migrate deploy`, `prisma studio` against
// PostgreSQL). The service itself needs none of this: lib/db applies prisma/migrations at start, offline.
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  // Read lazily and optional: `prisma generate` (npm run db:generate) must work without a database.
  ...(process.env.DATABASE_URL ? { datasource: { url: process.env.DATABASE_URL } } : {}),
});
