// The first run's help: on a database without organizations, how to create the first organization, user and key
// (the admin CLI of this checkout, bin/cli/admin.ts), where to sign in and how to install the CLI from this service
// (GET /cli/latest.tgz), once the service listens (the URLs need the bound port). The steps go to stderr as a person
// reads and types them, one command a line, whether stderr is a terminal or a process manager's log; the JSON log on
// stdout gets one line that says where they are, with the sign-in URL and the install line as fields.
import type { PrismaClient } from '@/lib/db';
import { logger } from '@/lib/observability/logger';
import { cliInstallLine } from '@/lib/services/get-cli-package';

/** The admin CLI as this checkout runs it: bin/agentgauge, never `npx agentgauge` (an unrelated npm package). */
export const FIRST_START_COMMANDS = [
  'bin/agentgauge admin org create --name "My company" --plan pro',
  'bin/agentgauge admin user create --org <organization id> --email you@example.com --password <password> --role owner',
  'bin/agentgauge admin key create --org <organization id> --name "first key"',
];

export const SIGN_IN_PATH = '/sign-in';

export async function isFirstStart(db: PrismaClient): Promise<boolean> {
  return (await db.organization.count()) === 0;
}

export function firstStartHelp(dashboardOrigin: string): string {
  return [
    'Agent Gauge: this database has no organization yet. Create the first organization, user and API key from this',
    'checkout (the commands use the same DATA_DIR / DATABASE_URL as the service; run "npm run build:cli" first if',
    'bin/agentgauge says it is not built):',
    '',
    ...FIRST_START_COMMANDS.map((command) => `  ${command}`),
    '',
    'The key is printed once: send it as "Authorization: Bearer <key>".',
    `Then sign in to the dashboard at ${dashboardOrigin}${SIGN_IN_PATH}`,
    'and install the CLI (the agentgauge command) from this service:',
    '',
    `  ${cliInstallLine(dashboardOrigin)}`,
    '',
  ].join('\n');
}

export function printFirstStartHelp(dashboardOrigin: string, stderr: Pick<NodeJS.WriteStream, 'write'> = process.stderr): void {
  const signIn = `${dashboardOrigin}${SIGN_IN_PATH}`;
  const cliInstall = cliInstallLine(dashboardOrigin);
  logger.info({ signIn, cliInstall }, 'This database has no organization yet: the next steps are printed on stderr, one command a line.');
  stderr.write(`\n${firstStartHelp(dashboardOrigin)}\n`);
}
