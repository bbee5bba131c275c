// The first run's help: on a database without organizations, how to create the first organization, user and key
// (the admin CLI of this checkout, bin/cli/admin.ts), where to sign in and how to install the CLI from this service
// (GET /cli/latest.tgz), once the service listens (the URLs need the bound port). The service's output stays JSON
// lines (a log collector, and a process manager's log, read every line as one object), so the log says the next steps
// one a line, each step's words and command in its message, never as an array in one line; an operator at a terminal
// also gets them on stderr as a reader types them.
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

/** The next steps, one sentence each with its command, as the log says them. */
export function firstStartSteps(dashboardOrigin: string): string[] {
  const [org, user, key] = FIRST_START_COMMANDS;
  return [
    `Create the first organization: ${org}`,
    `Create your user in it: ${user}`,
    `Create an API key (printed once; send it as "Authorization: Bearer <key>"): ${key}`,
    `Sign in to the dashboard at ${dashboardOrigin}${SIGN_IN_PATH}`,
    `Install the CLI (the agentgauge command) from this service: ${cliInstallLine(dashboardOrigin)}`,
  ];
}

export function printFirstStartHelp(dashboardOrigin: string, terminal: Pick<NodeJS.WriteStream, 'isTTY' | 'write'> = process.stderr): void {
  const signIn = `${dashboardOrigin}${SIGN_IN_PATH}`;
  const steps = firstStartSteps(dashboardOrigin);
  logger.info(
    { signIn, cliInstall: cliInstallLine(dashboardOrigin), steps: steps.length },
    `This database has no organization yet. The next ${steps.length} steps follow, one a line; the commands use this service's database.`,
  );
  for (const [index, step] of steps.entries()) logger.info({ step: index + 1 }, `Step ${index + 1}: ${step}`);
  if (terminal.isTTY) terminal.write(`\n${firstStartHelp(dashboardOrigin)}\n`);
}
