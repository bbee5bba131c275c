import type { PrismaClient } from '@/lib/db';
import { logger } from '@/lib/observability/logger';

/** On a database without organizations, tells the operator how to create the first one (admin CLI, bin/cli/admin.ts). */
export async function printFirstStartHelp(db: PrismaClient): Promise<void> {
  if ((await db.organization.count()) > 0) return;
  logger.info(
    {
      commands: [
        'npx agentgauge admin org create --name "My company" --plan pro',
        'npx agentgauge admin user create --org <organization id> --email you@example.com --password <password> --role owner',
        'npx agentgauge admin key create --org <organization id> --name "first key"',
      ],
    },
    'This database has no organization yet. Create the first organization, user and API key with the admin CLI ' +
      '(from this checkout: npx agentgauge ..., after "npm run build:cli"; it uses the same DATA_DIR / DATABASE_URL) ' +
      'with the commands listed; the key is printed once: send it as "Authorization: Bearer <key>".',
  );
}
