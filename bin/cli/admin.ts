// `agentgauge admin ...`: operators' commands on the service's own database (same settings as the service:
// DATABASE_URL, or the embedded database in DATA_DIR). They work while the service runs, also on the embedded
// database: lib/db connects through the socket the running service serves, or opens the directory itself when
// no service runs (never serving it: a short-lived command must not become the database's server).
import type { Command } from 'commander';
import { usageError } from './exit-codes.js';
import { examples, sections } from './help.js';
import { print, withDatabase, type JsonFlag } from './admin-database.js';
import { registerAdminIndexCommands } from './admin-index.js';
import { registerAdminTrafficCommands } from './admin-traffic.js';

const ADMIN_HELP = sections(
  examples(
    ['agentgauge admin org create --name "Acme" --plan pro --json', 'a paying organization; prints its id'],
    ['agentgauge admin key create --org <org-id> --name ci', 'an API key, shown once'],
    ['agentgauge admin site add --org <org-id> --url https://acme.example', 'a site the organization may scan'],
    ['agentgauge admin user create --email ana@acme.example --password ... --org <org-id> --role owner', 'a dashboard user'],
    ['agentgauge admin plan set --org <org-id> --plan pro --until 2027-01-01', 'paid access until a date'],
    ['agentgauge admin key revoke --key <key-id>', 'stop a key from working'],
    ['agentgauge admin user sign-out --email ana@acme.example', 'end every dashboard session of a user'],
    ['agentgauge admin index publish --run <run-id> --title "November 2026" --list "Tranco top 10k, 2026-11-01"', 'publish a finished fleet run as the next edition of the index'],
    ['agentgauge admin traffic ranges --from ./ranges', 'install the crawler address ranges that verify agents in traffic logs'],
  ),
  `Database:
  The same as the service's: DATABASE_URL (PostgreSQL), or the embedded database in DATA_DIR (default ./.data).
  While the service runs on the embedded database these commands go through it; otherwise they open it directly.`,
  `Output:
  A sentence per command, or with --json one JSON object carrying at least the new record's id
  (and "key" for a new API key, "host" for a site).`,
  `Exit codes:
  0  done
  2  usage error (missing or invalid flag value)
  5  refused (unknown organization, key or user, duplicate site or email, an organization's last owner) or the
     database is unavailable`,
);

function parseDate(value: string): Date {
  const date = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(date.getTime())) {
    throw usageError(`--until "${value}" is not a date (use YYYY-MM-DD or an ISO 8601 date-time)`);
  }
  return date;
}

function planChoice(value: string): 'free' | 'pro' {
  if (value === 'free' || value === 'pro') return value;
  throw usageError(`--plan must be free or pro, not "${value}"`);
}

function roleChoice(value: string): 'owner' | 'admin' | 'member' {
  if (value === 'owner' || value === 'admin' || value === 'member') return value;
  throw usageError(`--role must be owner, admin or member, not "${value}"`);
}

const until = (date: Date | null) => (date ? `until ${date.toISOString()}` : 'with no end date');

export function registerAdminCommands(program: Command): void {
  const admin = program
    .command('admin')
    .description("Operators' commands: organizations, plans, API keys, sites and users in the service's database.")
    .addHelpText('after', ADMIN_HELP);

  const org = admin.command('org').description('organizations');
  org
    .command('create')
    .description('create an organization')
    .requiredOption('--name <name>', 'organization name')
    .option('--plan <plan>', 'free or pro (default free)', planChoice)
    .option('--until <date>', 'end of the paid period for --plan pro (default: no end)', parseDate)
    .option('--json', 'print the result as one JSON object')
    .action(async (flags: JsonFlag & { name: string; plan?: 'free' | 'pro'; until?: Date }) => {
      const { createOrganization } = await import('../../lib/services/admin/create-organization.js');
      const created = await withDatabase(() => createOrganization({ name: flags.name, plan: flags.plan, until: flags.until }));
      const paid = created.subscription ? ` ${until(created.subscription.currentPeriodEnd)}` : '';
      print(flags, created, `Created organization "${created.name}" (id ${created.id}) on the ${created.plan} plan${paid}.`);
    });

  admin
    .command('plan')
    .description('plans')
    .command('set')
    .description("set an organization's plan (pro = active paid subscription)")
    .requiredOption('--org <id>', 'organization id')
    .requiredOption('--plan <plan>', 'free or pro', planChoice)
    .option('--until <date>', 'end of the paid period for pro (default: no end)', parseDate)
    .option('--json', 'print the result as one JSON object')
    .action(async (flags: JsonFlag & { org: string; plan: 'free' | 'pro'; until?: Date }) => {
      const { setPlan } = await import('../../lib/services/admin/set-plan.js');
      const changed = await withDatabase(() => setPlan({ organizationId: flags.org, plan: flags.plan, until: flags.until }));
      const detail = changed.plan === 'pro' ? ` ${until(changed.subscription.currentPeriodEnd)}` : '; paid access ended';
      print(flags, changed, `Organization ${changed.id} is on the ${changed.plan} plan${detail}.`);
    });

  const key = admin.command('key').description('API keys');
  key
    .command('create')
    .description('create an API key for an organization; the key is printed once')
    .requiredOption('--org <id>', 'organization id')
    .option('--name <name>', 'a name to recognise the key by (default "Default")')
    .option('--json', 'print the result as one JSON object')
    .action(async (flags: JsonFlag & { org: string; name?: string }) => {
      const { createApiKey } = await import('../../lib/services/admin/create-api-key.js');
      const created = await withDatabase(() => createApiKey({ organizationId: flags.org, name: flags.name }));
      print(
        flags,
        created,
        `Created API key "${created.name}" (id ${created.id}) for organization ${created.organizationId}.\n` +
          `Store it now; it is not shown again:\n${created.key}`,
      );
    });
  key
    .command('revoke')
    .description('revoke an API key (requests with it get 401 from then on)')
    .requiredOption('--key <id>', 'API key id (not the key itself)')
    .option('--json', 'print the result as one JSON object')
    .action(async (flags: JsonFlag & { key: string }) => {
      const { revokeApiKey } = await import('../../lib/services/admin/revoke-api-key.js');
      const revoked = await withDatabase(() => revokeApiKey({ keyId: flags.key }));
      const when = revoked.revokedAt.toISOString();
      print(flags, revoked, revoked.alreadyRevoked ? `API key ${revoked.id} was already revoked on ${when}.` : `Revoked API key ${revoked.id}.`);
    });

  admin
    .command('site')
    .description('sites')
    .command('add')
    .description('add a site to an organization')
    .requiredOption('--org <id>', 'organization id')
    .requiredOption('--url <url>', 'the site URL; https:// is assumed for a bare domain, http:// for a bare IP address or localhost with a port')
    .option('--json', 'print the result as one JSON object')
    .action(async (flags: JsonFlag & { org: string; url: string }) => {
      const { addSite } = await import('../../lib/services/admin/add-site.js');
      const site = await withDatabase(() => addSite({ organizationId: flags.org, url: flags.url }));
      print(flags, site, `Added site ${site.host} (id ${site.id}, ${site.url}) to organization ${site.organizationId}.`);
    });

  const user = admin.command('user').description('users');
  user
    .command('create')
    .description('create a user who can sign in to the dashboard, as a member of an organization')
    .requiredOption('--email <email>', 'email address (the sign-in name)')
    .requiredOption('--password <password>', 'initial password (at least 8 characters)')
    .requiredOption('--org <id>', 'organization id')
    .option('--role <role>', 'owner, admin or member (default member)', roleChoice)
    .option('--json', 'print the result as one JSON object')
    .action(async (flags: JsonFlag & { email: string; password: string; org: string; role?: 'owner' | 'admin' | 'member' }) => {
      const { createUser } = await import('../../lib/services/admin/create-user.js');
      const user = await withDatabase(() =>
        createUser({ email: flags.email, password: flags.password, organizationId: flags.org, role: flags.role }),
      );
      print(flags, user, `Created user ${user.email} (id ${user.id}), ${user.role} of organization ${user.organizationId}.`);
    });
  user
    .command('password')
    .description("set a user's password; every session of the user ends")
    .requiredOption('--email <email>', 'the user')
    .requiredOption('--password <password>', 'the new password (at least 8 characters)')
    .option('--json', 'print the result as one JSON object')
    .action(async (flags: JsonFlag & { email: string; password: string }) => {
      const { setUserPassword } = await import('../../lib/services/admin/set-user-password.js');
      const changed = await withDatabase(() => setUserPassword({ email: flags.email, password: flags.password }));
      print(flags, changed, `Set the password of ${changed.email}; ended ${changed.sessionsEnded} session(s).`);
    });
  user
    .command('sign-out')
    .description('end every dashboard session of a user (each copy of each session cookie stops working)')
    .requiredOption('--email <email>', 'the user')
    .option('--json', 'print the result as one JSON object')
    .action(async (flags: JsonFlag & { email: string }) => {
      const { signOutUser } = await import('../../lib/services/admin/sign-out-user.js');
      const signedOut = await withDatabase(() => signOutUser({ email: flags.email }));
      print(flags, signedOut, `Ended ${signedOut.sessionsEnded} session(s) of ${signedOut.email}.`);
    });
  user
    .command('remove')
    .description('remove a user from an organization; every session of the user ends')
    .requiredOption('--email <email>', 'the user')
    .requiredOption('--org <id>', 'organization id')
    .option('--json', 'print the result as one JSON object')
    .action(async (flags: JsonFlag & { email: string; org: string }) => {
      const { removeMember } = await import('../../lib/services/admin/remove-member.js');
      const removed = await withDatabase(() => removeMember({ email: flags.email, organizationId: flags.org }));
      print(flags, removed, `Removed ${removed.email} from organization ${removed.organizationId}; ended ${removed.sessionsEnded} session(s).`);
    });

  registerAdminIndexCommands(admin);
  registerAdminTrafficCommands(admin);
}
