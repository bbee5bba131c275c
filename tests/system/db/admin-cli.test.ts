// `agentgauge admin ...` end to end through the built CLI, on PostgreSQL (DATABASE_URL).
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '@/lib/db/open';
import { hasPaidAccess } from '@/lib/auth/paid-access';
import { buildCli, runCli, type CliRun } from '../../helpers/cli/run-cli';
import { createTestPostgres, type TestPostgres } from '../../helpers/db/helpers';

let database: TestPostgres;
let opened: OpenDatabase;

beforeAll(async () => {
  buildCli();
  database = await createTestPostgres();
  opened = await openDatabase({}, { kind: 'postgres', url: database.url });
});
afterAll(async () => {
  await opened?.close();
  await database?.drop();
});

function admin(...args: string[]): Promise<CliRun> {
  return runCli(['admin', ...args], { DATABASE_URL: database.url });
}

async function adminJson(...args: string[]): Promise<Record<string, unknown>> {
  const run = await admin(...args, '--json');
  expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
  expect(run.stdout.trim().split('\n')).toHaveLength(1);
  return JSON.parse(run.stdout) as Record<string, unknown>;
}

describe('agentgauge admin on PostgreSQL', () => {
  it('creates an organization, a key, a site and a user, sets the plan and revokes the key', async () => {
    const org = await adminJson('org', 'create', '--name', 'Acme');
    expect(org).toMatchObject({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: 'Acme', plan: 'free', subscription: null });
    const orgId = org.id as string;

    const key = await adminJson('key', 'create', '--org', orgId, '--name', 'ci');
    expect(key).toMatchObject({ id: expect.any(String), organizationId: orgId, name: 'ci', key: expect.stringMatching(/^ag_live_[0-9A-Za-z]{43}$/) });
    const storedKey = await opened.prisma.apiKey.findUniqueOrThrow({ where: { id: key.id as string } });
    expect(storedKey.hashedKey).toBe(createHash('sha256').update(key.key as string).digest('hex'));

    const site = await adminJson('site', 'add', '--org', orgId, '--url', 'https://Acme.example/');
    expect(site).toMatchObject({ id: expect.any(String), host: 'acme.example', url: 'https://acme.example/' });

    const user = await adminJson('user', 'create', '--email', 'ops@acme.example', '--password', 'long enough', '--org', orgId, '--role', 'admin');
    expect(user).toMatchObject({ id: expect.any(String), email: 'ops@acme.example', role: 'admin', organizationId: orgId });

    const plan = await adminJson('plan', 'set', '--org', orgId, '--plan', 'pro', '--until', '2099-01-01');
    expect(plan).toEqual({ id: orgId, plan: 'pro', subscription: { status: 'active', currentPeriodEnd: '2099-01-01T00:00:00.000Z' } });
    const subscription = await opened.prisma.subscription.findUniqueOrThrow({ where: { organizationId: orgId } });
    expect(hasPaidAccess(subscription)).toBe(true);

    const revoked = await adminJson('key', 'revoke', '--key', key.id as string);
    expect(revoked).toMatchObject({ id: key.id, alreadyRevoked: false, revokedAt: expect.any(String) });
    expect((await opened.prisma.apiKey.findUniqueOrThrow({ where: { id: key.id as string } })).revokedAt).not.toBeNull();
  }, 120_000);

  it('prints the new key once in a sentence without --json', async () => {
    const org = await adminJson('org', 'create', '--name', 'Plain', '--plan', 'pro');
    const run = await admin('key', 'create', '--org', org.id as string);
    expect(run.code).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines[0]).toMatch(new RegExp(`^Created API key "Default" \\(id [0-9a-f-]{36}\\) for organization ${org.id}\\.$`));
    expect(lines[1]).toBe('Store it now; it is not shown again:');
    expect(lines[2]).toMatch(/^ag_live_[0-9A-Za-z]{43}$/);
  }, 60_000);

  it('exits 2 on invalid input and 5 on refusals, with one line on stderr', async () => {
    expect(await admin('plan', 'set', '--org', 'not-a-uuid', '--plan', 'pro')).toEqual({
      code: 2,
      stdout: '',
      stderr: 'agentgauge: organization id "not-a-uuid" is not a UUID\n',
    });
    expect((await admin('org', 'create', '--name', 'X', '--plan', 'gold')).code).toBe(2);
    const missing = await admin('key', 'create', '--org', '00000000-0000-4000-8000-000000000000');
    expect(missing).toEqual({ code: 5, stdout: '', stderr: 'agentgauge: no organization with id 00000000-0000-4000-8000-000000000000\n' });
  }, 60_000);

  it('exits 5 when PostgreSQL is unreachable', async () => {
    const run = await runCli(['admin', 'org', 'create', '--name', 'Nowhere'], { DATABASE_URL: 'postgresql://postgres@127.0.0.1:1/none' });
    expect(run.code).toBe(5);
    expect(run.stderr).toMatch(/^agentgauge: the database is unavailable: PostgreSQL at DATABASE_URL \(postgresql:\/\/.*\) does not answer \(.*\): check that it runs and that DATABASE_URL names its host, port and database\n$/);
  }, 60_000);
});
